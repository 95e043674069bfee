import { describe, expect, it } from 'vitest'
import { classifyMessage } from '../classify'
import { isKnownUrl } from '../links'
import { AGENT_LIST } from '../specialists'
import { AGENT_IDS, type AgentId } from '../types'
import type { Classifier } from './classifier'
import { clarifyingQuestion } from './clarify'
import { localRouter, localRouterFor, ROUTER } from './router'

/** A classifier that always answers with the given probabilities (the rest shared out evenly). */
function fixed(probabilities: Partial<Record<AgentId, number>>): () => Classifier {
  const given = Object.values(probabilities).reduce((s, p) => s + p, 0)
  const rest = AGENT_IDS.filter((id) => !(id in probabilities))
  const predicted = AGENT_IDS.map((label) => ({ label, probability: probabilities[label] ?? (1 - given) / rest.length })).sort((a, b) => b.probability - a.probability)
  return () => ({ labels: AGENT_IDS, predict: () => predicted })
}

const route = (classifier: () => Classifier, message: string, lastAgentId: AgentId | null = null) => {
  const input = { message, history: [], lastAgentId }
  return localRouterFor(AGENT_LIST, classifier)(input, classifyMessage(input))
}


describe('the local router (keywords + classifier, calibrated)', () => {
  it('sends a message to the specialist the classifier is sure of, and says how sure', () => {
    const r = route(fixed({ financial: 0.97 }), 'What runway do we have with $400k?')
    expect(r.agentId).toBe('financial')
    expect(r.confidence).toBeGreaterThanOrEqual(ROUTER.threshold)
    expect(r.clarify).toBeUndefined()
    expect(r.reason).toMatch(/^financial with confidence \d+ %/)
  })

  it('hands a doubtful message to meta3-primary with the two likeliest topics to ask about', () => {
    // The keywords lean to financial (its higher score), the classifier a little to marketing: neither is sure.
    const split = route(fixed({ financial: 0.38, marketing: 0.42 }), 'marketing or runway?')
    expect(split.scores.filter((s) => s.canHandle).map((s) => s.agentId)).toEqual(expect.arrayContaining(['financial', 'marketing']))
    expect(split.agentId).toBe('meta3-primary')
    expect(split.confidence).toBeLessThan(ROUTER.threshold)
    expect([...split.clarify!].sort()).toEqual(['financial', 'marketing'])
    expect(split.reason).toMatch(/^Not sure \(confidence \d+ % < 60 %/)
  })

  it('keeps the keyword choice for a greeting, however the classifier leans', () => {
    const r = route(fixed({ financial: 0.99 }), 'hi')
    expect(r.agentId).toBe('general-conversation')
    expect(r.clarify).toBeUndefined()
  })

  it('never withholds the primary or general agent: they are the fallbacks', () => {
    const r = route(fixed({ 'meta3-primary': 0.3, 'general-conversation': 0.3 }), 'ok so what now')
    expect(['meta3-primary', 'general-conversation']).toContain(r.agentId)
    expect(r.clarify).toBeUndefined()
  })

  it('with the product classifier, asks about a message that names two topics evenly', () => {
    const input = { message: 'advice on growth and funding', history: [], lastAgentId: null }
    const r = localRouter(input, classifyMessage(input))
    expect(r.agentId).toBe('meta3-primary')
    expect([...r.clarify!].sort()).toEqual(['investment-specialist', 'marketing'])
  })
})

describe('the clarifying question', () => {
  it('names both topics, links a page for each that exists, and offers a button per topic repeating the question', () => {
    const q = clarifyingQuestion(['financial', 'marketing'], 'advice please')
    expect(q.content).toMatch(/Do you mean your numbers .* or marketing and growth .*\?/)
    expect(q.attachments).toHaveLength(2)
    for (const a of q.attachments) expect(isKnownUrl(a.url), a.url).toBe(true)
    expect(q.quickActions.map((a) => a.value)).toEqual([
      'About your numbers (runway, burn, unit economics): advice please',
      'About marketing and growth: advice please',
    ])
  })

  it('has a topic with a real page for every agent', () => {
    for (const id of AGENT_IDS) for (const a of clarifyingQuestion([id, id], 'x').attachments) expect(isKnownUrl(a.url), `${id} ${a.url}`).toBe(true)
  })
})
