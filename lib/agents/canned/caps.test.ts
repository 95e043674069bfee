import { describe, expect, it } from 'vitest'
import { capContent, CLOSING_NOTES, MORE_DETAILS, RESPONSE_CAPS } from '@/lib/agents/caps'
import type { MessageType } from '@/lib/agents/types'
import { allCannedAnswers } from '.'
import { LEGAL_QUESTIONS } from './legal-questions'
import { MARKET_QUESTIONS } from './market-questions'

/**
 * No answer reaches a visitor cut mid-sentence or with '…'. Any canned answer can meet any message type
 * (a follow-up, a greeting with a question), so each is checked against every cap: it fits, or the cut falls at the
 * end of a sentence within the cap and the visitor is offered more details.
 */
const SUFFIX = `\n\n${MORE_DETAILS}`
const SENTENCE_END = /[.!?]["'”’)*_]*$/
const TYPES = Object.keys(RESPONSE_CAPS) as MessageType[]
const LEAD_IN_QUESTION = /(?:^|[.!?]\s+|\n)[A-Z][\w']*(?: [\w']+){0,2}\?$/

const cases = allCannedAnswers().flatMap(({ agentId, answer }) => TYPES.map((type) => [`${agentId} ${answer.id}`, type, answer.content] as const))

describe('canned answers under every cap', () => {
  it.each(cases)('%s as %s is whole or cut after a full sentence', (_id, type, content) => {
    const out = capContent(content, type)
    if (out === content.trim()) return
    expect(out.endsWith(SUFFIX)).toBe(true)
    // A legal or local answer keeps its closing note after the cut (lib/agents/caps.ts).
    const note = CLOSING_NOTES.find((n) => content.trim().endsWith(n))
    const disclaimer = note ? `\n\n${note}` : ''
    expect(out.slice(0, -SUFFIX.length).endsWith(disclaimer)).toBe(true)
    const body = out.slice(0, out.length - SUFFIX.length - disclaimer.length)
    expect(body).not.toContain('…')
    expect(body.length).toBeLessThanOrEqual(RESPONSE_CAPS[type].chars)
    expect(content.trim().startsWith(body)).toBe(true)
    expect(body).toMatch(SENTENCE_END)
    // A short lead-in question ("Still stuck?") introduces the sentence after it: ending on it leaves the visitor hanging.
    expect(body).not.toMatch(LEAD_IN_QUESTION)
  })
})

describe('prepared answers split into whole sentences', () => {
  // A follow-up is answered with some of a prepared answer's sentences (canned/continuation.ts), and a cut keeps whole
  // sentences: a full stop inside a sentence ("a Ltda. with a CNPJ") would hand the visitor half of one.
  it.each([...LEGAL_QUESTIONS, ...MARKET_QUESTIONS].map((p) => [p.id, p.content] as const))('%s has no full stop inside a sentence', (_id, content) => {
    expect(content).not.toMatch(/\.[ \t]+[a-z]/)
    expect(content).not.toMatch(/\b(?:Ltda?|Pte|Inc|Corp|Co|e\.g|i\.e|etc|vs|approx|Dr|No)\.[ \t)]/)
  })
})

describe('canned answers whole', () => {
  it.each(allCannedAnswers().map(({ agentId, answer }) => [`${agentId} ${answer.id}`, answer.content] as const))('%s ends a sentence, never mid-way or with an ellipsis', (_id, content) => {
    expect(content.trim()).toMatch(SENTENCE_END)
    expect(content.trim()).not.toMatch(/…\W*$/)
  })
})
