import { describe, expect, it } from 'vitest'
import { classifyMessage } from '../classify'
import { isKnownUrl } from '../links'
import { AGENT_IDS, AGENT_LIST } from '../specialists'
import type { AgentId } from '../types'
import { trainClassifier, type Classifier } from './classifier'
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
    // Three topics named once each, and a classifier split between them: no specialist is likely enough.
    const split = route(fixed({ financial: 0.3, marketing: 0.33, 'meta3-legal': 0.27 }), 'marketing, burn or a SAFE?')
    expect(split.scores.filter((s) => s.canHandle).map((s) => s.agentId)).toEqual(expect.arrayContaining(['financial', 'marketing', 'meta3-legal']))
    expect(split.agentId).toBe('meta3-primary')
    expect(split.confidence).toBeLessThan(ROUTER.threshold)
    // The question names the two likeliest of the three, keywords and classifier together.
    expect(split.clarify).toEqual(split.ranked.slice(0, 2).map((x) => x.agentId))
    expect(['financial', 'marketing', 'meta3-legal']).toEqual(expect.arrayContaining([...split.clarify!]))
    expect(split.reason).toMatch(new RegExp(`^Not sure \\(confidence \\d+ % < ${Math.round(ROUTER.threshold * 100)} %`))
  })

  it('lets a sure classifier overrule a canHandle rule that declines, but not a doubtful one', () => {
    const message = 'how many developers are there worldwide'
    expect(route(fixed({}), message).scores.find((s) => s.agentId === 'meta3-research')?.canHandle).toBe(false)
    expect(route(fixed({ 'meta3-research': 0.9 }), message).agentId).toBe('meta3-research')
    expect(route(fixed({ 'meta3-research': 0.12 }), message).agentId).not.toBe('meta3-research')
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

  it('with the product classifier, sends a message naming two topics to one of them, the other among the likeliest', () => {
    const input = { message: 'advice on growth and funding', history: [], lastAgentId: null }
    const r = localRouter(input, classifyMessage(input))
    expect(['investment-specialist', 'marketing']).toContain(r.agentId)
    expect(r.ranked.slice(0, 3).map((x) => x.agentId)).toEqual(expect.arrayContaining(['investment-specialist', 'marketing']))
    expect(r.confidence).toBeLessThan(0.95)
  })

  it('with a classifier trained on a tiny set, asks which topic is meant when the message could be any of three', () => {
    // Made-up words no keyword list holds, so the trained classifier alone weighs them.
    const examples = [
      { label: 'financial', message: 'zorbl quantities' },
      { label: 'financial', message: 'zorbl again' },
      { label: 'marketing', message: 'fennick posters' },
      { label: 'marketing', message: 'fennick again' },
      { label: 'meta3-legal', message: 'gruntle clauses' },
      { label: 'meta3-legal', message: 'gruntle again' },
    ]
    const trained = trainClassifier(examples)
    expect(route(() => trained, 'what about zorbl quantities?').agentId).toBe('financial')
    const split = route(() => trained, 'zorbl fennick gruntle')
    expect(trained.predict({ message: 'zorbl fennick gruntle' })[0]!.probability).toBeLessThan(ROUTER.threshold)
    expect(split.agentId).toBe('meta3-primary')
    expect(['financial', 'marketing', 'meta3-legal']).toEqual(expect.arrayContaining([...split.clarify!]))
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
