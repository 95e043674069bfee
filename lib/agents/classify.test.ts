import { describe, expect, it } from 'vitest'
import { classifyMessage, messageTopics } from './classify'
import type { HistoryItem } from './types'

const HISTORY: HistoryItem[] = [
  { role: 'user', content: 'How much do you invest?' },
  { role: 'assistant', content: 'We invest $100K–$2M from pre-seed to Series A.' },
]
const LONG_HISTORY: HistoryItem[] = [...HISTORY, ...HISTORY]
const classify = (message: string, history: HistoryItem[] = []) => classifyMessage({ message, history, lastAgentId: history.length ? 'investment-specialist' : null })

describe('message type', () => {
  it.each([
    ['hello', [], 'greeting'],
    ['Bonjour 👋', [], 'greeting'],
    ['👋', [], 'greeting'],
    ['안녕하세요', [], 'greeting'],
    ['Dzień dobry', [], 'greeting'], // under 20 characters at conversation start, in a language we do not list
    ['thanks!', HISTORY, 'greeting'],
    ['Hi this is Tom', [], 'greeting'],
    ["Hi, what's your check size?", [], 'simple_question'], // a greeting with a question is the question
    ["Where's the form?", [], 'simple_question'], // under 20 characters but a question
    ['help', [], 'simple_question'], // under 20 characters but a topic
    ['tell me a joke', [], 'simple_question'], // under 20 characters but a request
    ['Dzień dobry', HISTORY, 'simple_question'], // the short-message rule only holds at conversation start
    ['Tell me about your company', [], 'about'],
    ['What is Meta3?', [], 'about'],
    ['Who are you?', [], 'about'],
    ['How can I contact your team?', [], 'simple_question'],
    ['Do a SWOT analysis for my startup', [], 'complex_request'],
    ["What's a SWOT analysis?", [], 'simple_question'], // a definition, not a request for one
    ['How do I write a business plan?', [], 'simple_question'],
    ['Help me write a business plan', [], 'complex_request'],
    ['We are two founders building agents for insurance claims and want to know whether we fit your thesis', [], 'complex_request'],
    ['tell me more', HISTORY, 'follow_up'],
    ['how long does that take?', HISTORY, 'follow_up'],
    ['what about Series A?', HISTORY, 'follow_up'],
    ['tell me more', [], 'simple_question'], // nothing to follow
    ['How do I reset my password?', HISTORY, 'simple_question'], // a new question mid-conversation
  ] as const)('%j (history %#) is %s', (message, history, type) => {
    expect(classify(message, [...history]).messageType).toBe(type)
  })
})

describe('user intent', () => {
  it.each([
    ['My login is broken', 'support'],
    ['urgent!!', 'support'],
    ['How do I apply?', 'action'],
    ['Can I book a call with a partner?', 'action'],
    ['What is your check size?', 'investment'],
    ['How big is the fintech market?', 'research'],
    ['Who are my competitors?', 'research'],
    ['What is your mission?', 'information'],
    ['hi', 'information'],
  ] as const)('%j is %s', (message, intent) => {
    expect(classify(message).userIntent).toBe(intent)
  })
})

describe('complexity', () => {
  it.each([
    ['hello', [], 'minimal'],
    ['tell me more', HISTORY, 'minimal'],
    ['Compare my startup with its top competitors', [], 'brief'], // complex, conversation just started
    ['Compare my startup with its top competitors', HISTORY, 'detailed'], // complex, two messages in
    ['How big is the fintech market?', [], 'brief'], // research intent, new conversation
    ['How big is the fintech market?', LONG_HISTORY, 'detailed'],
    ['What is your check size?', LONG_HISTORY, 'brief'],
  ] as const)('%j (history %#) is %s', (message, history, complexity) => {
    expect(classify(message, [...history]).responseComplexity).toBe(complexity)
  })
})

describe('context', () => {
  it('counts the conversation so far and passes the previous topics through', () => {
    const context = classifyMessage({ message: 'and the timeline?', history: HISTORY }, ['investment'])
    expect(context).toMatchObject({ conversationLength: 2, previousTopics: ['investment'] })
  })

  it('lists the topic words of a message once each, lower-cased', () => {
    expect(messageTopics('What is your CHECK SIZE and check size for Series A?')).toEqual(expect.arrayContaining(['check size', 'series a']))
    expect(new Set(messageTopics('funding funding')).size).toBe(messageTopics('funding funding').length)
  })

  it('finds no topic in small talk', () => {
    expect(messageTopics('hi, how are you?')).toEqual([])
  })
})
