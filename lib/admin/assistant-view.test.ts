import { describe, expect, it } from 'vitest'
import type { AgentTestResult } from '@/lib/agents/orchestrator'
import { AgentMetrics } from '@/lib/agents/metrics'
import { agentTestView, healthView, parseAgentTestForm, performanceRows, safeHref } from './assistant-view'

const RESULT: AgentTestResult = {
  ok: true,
  context: { messageType: 'simple_question', conversationLength: 0, previousTopics: [], userIntent: 'investment', responseComplexity: 'brief' },
  selection: {
    agentId: 'investment-specialist',
    reason: 'highest score',
    scores: [
      { agentId: 'meta3-primary', canHandle: true, priority: 10, specialtyMatches: [], lastUsedBonus: 0, mentionBonus: 0, boostMatches: [], total: 10 },
      {
        agentId: 'investment-specialist',
        canHandle: true,
        priority: 75,
        specialtyMatches: ['investment'],
        lastUsedBonus: 0,
        mentionBonus: 25,
        boostMatches: ['invest'],
        total: 130,
      },
    ],
  },
  reply: {
    id: 'r1',
    role: 'assistant',
    content: 'We invest **$100K–$2M**. [Apply](/apply) <script>alert(1)</script>',
    timestamp: '2026-06-01T12:00:00.000Z',
    agentId: 'investment-specialist',
    confidence: 0.7,
    attachments: [
      { type: 'link', title: 'Apply for funding', url: '/apply' },
      { type: 'link', title: 'Odd', url: 'javascript:alert(1)' },
    ],
    quickActions: [{ label: 'Contact the team', value: '/contact' }],
    metadata: { messageType: 'simple_question', complexity: 'brief', fallback: true, processingTime: 12.4, toolsUsed: [], error: 'provider down' },
  },
}

describe('agentTestView', () => {
  it('shows the chosen agent, the message context and the reply facts', () => {
    const view = agentTestView(RESULT, { 'investment-specialist': 'Investment Specialist' })
    expect(view).toMatchObject({
      kind: 'reply',
      agentId: 'investment-specialist',
      agentName: 'Investment Specialist',
      reason: 'highest score',
      routingConfidence: '—',
      context: { messageType: 'simple_question', intent: 'investment', complexity: 'brief', conversationLength: 0 },
      quickActions: [{ label: 'Contact the team', value: '/contact' }],
      confidence: '0.70',
      fallback: 'Yes — canned answer',
      processingTime: '12 ms',
      toolsUsed: '—',
      error: 'provider down',
    })
  })

  it("shows the router's calibrated confidence, and says when it asked the visitor instead of guessing", () => {
    const sure = agentTestView({ ...RESULT, selection: { ...RESULT.selection, confidence: 0.874 } })
    expect(sure.kind === 'reply' && sure.routingConfidence).toBe('87 %')
    const unsure = agentTestView({ ...RESULT, selection: { ...RESULT.selection, agentId: 'meta3-primary', confidence: 0.41, clarify: ['financial', 'marketing'] } })
    expect(unsure.kind === 'reply' && unsure.routingConfidence).toBe('41 % — not sure: asked the visitor')
  })

  it('orders the score table by total, marks the chosen agent and lists the matches', () => {
    const view = agentTestView(RESULT)
    if (view.kind !== 'reply') throw new Error('expected a reply')
    expect(view.scores.map((s) => [s.agentId, s.chosen, s.total])).toEqual([
      ['investment-specialist', true, 130],
      ['meta3-primary', false, 10],
    ])
    expect(view.scores[0]).toMatchObject({ name: 'investment-specialist', canHandle: 'Yes', specialties: 'investment', boosts: 'invest', mentionBonus: 25 })
    expect(view.scores[1]).toMatchObject({ specialties: '—', boosts: '—' })
  })

  it('renders the reply as sanitised markdown', () => {
    const view = agentTestView(RESULT)
    if (view.kind !== 'reply') throw new Error('expected a reply')
    expect(view.html).toContain('<strong>$100K–$2M</strong>')
    expect(view.html).toContain('<a href="/apply">Apply</a>')
    expect(view.html).not.toContain('<script')
  })

  it('links attachments only to safe addresses', () => {
    const view = agentTestView(RESULT)
    if (view.kind !== 'reply') throw new Error('expected a reply')
    expect(view.attachments.map((a) => a.href)).toEqual(['/apply', null])
  })

  it('shows the error of a failed test', () => {
    expect(agentTestView({ ok: false, error: 'Agent nope not found' })).toEqual({ kind: 'error', message: 'Agent nope not found' })
  })
})

describe('parseAgentTestForm', () => {
  it.each([
    ['a message, auto', { message: '  How much do you invest? ', agentId: 'auto' }, { ok: true, input: { message: 'How much do you invest?', agentId: 'auto' } }],
    ['a forced agent', { message: 'Hi', agentId: 'meta3-legal' }, { ok: true, input: { message: 'Hi', agentId: 'meta3-legal' } }],
    ['no agent field means auto', { message: 'Hi', agentId: null }, { ok: true, input: { message: 'Hi', agentId: 'auto' } }],
    ['a blank message', { message: '   ', agentId: 'auto' }, { ok: false, error: 'Please provide a message or question.' }],
    ['a long message', { message: 'x'.repeat(2001), agentId: 'auto' }, { ok: false, error: 'Message is too long. Please keep it under 2000 characters.' }],
    ['an unknown agent', { message: 'Hi', agentId: 'meta3-oracle' }, { ok: false, error: 'Agent meta3-oracle not found' }],
    ['an unknown agent with markup', { message: 'Hi', agentId: '<b>x</b>' }, { ok: false, error: 'Agent bxb not found' }],
  ])('%s', (_name, form, expected) => {
    expect(parseAgentTestForm(form)).toEqual(expected)
  })
})

describe('healthView and performanceRows', () => {
  it('labels the health status and states memory', () => {
    expect(healthView({ score: 80, status: 'good', warnings: ['Error rate 10 % is above 5 %.'], memoryMb: 70, rssMb: 450 })).toEqual({
      status: 'good',
      label: 'Good',
      score: 80,
      warnings: ['Error rate 10 % is above 5 %.'],
      memory: '70 MB heap, 450 MB resident',
    })
  })

  it('formats a used agent and shows dashes for an unused one', () => {
    const m = new AgentMetrics({ now: () => new Date('2026-06-01T12:00:00.000Z'), memory: () => ({ heapUsedMb: 1, rssMb: 1 }) })
    m.record({ agentId: 'meta3-primary', responseMs: 1234, ok: true, query: 'Hello' })
    m.record({ agentId: 'meta3-primary', responseMs: 1000, ok: false, query: 'hello' })
    m.record({ agentId: 'meta3-primary', responseMs: 1000, ok: true, query: 'apply' })
    const rows = performanceRows(m.performance())
    expect(rows).toHaveLength(11)
    expect(rows[0]).toEqual({
      agentId: 'meta3-primary',
      name: 'Meta3 primary',
      requests: '3',
      averageTime: '1,078 ms',
      successRate: '66.7 %',
      errors: '1',
      lastUsed: '2026-06-01 12:00 UTC',
      popular: 'hello (2), apply (1)',
    })
    expect(rows[1]).toMatchObject({ requests: '0', averageTime: '—', successRate: '—', lastUsed: '—', popular: '—' })
  })

  it.each([
    ['/apply', '/apply'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('safeHref(%j) → %j', (url, href) => {
    expect(safeHref(url)).toBe(href)
  })
})
