import { describe, expect, it } from 'vitest'
import { capContent, CLOSING_NOTES, MORE_DETAILS, RESPONSE_CAPS } from '@/lib/agents/caps'
import type { MessageType } from '@/lib/agents/types'
import { allCannedAnswers } from '.'

/**
 * No answer reaches a visitor cut mid-sentence or with '…'. Any canned answer can meet any message type
 * (a follow-up, a greeting with a question), so each is checked against every cap: it fits, or the cut falls at the
 * end of a sentence within the cap and the visitor is offered more details.
 */
const SUFFIX = `\n\n${MORE_DETAILS}`
const SENTENCE_END = /[.!?]["'”’)*_]*$/
const TYPES = Object.keys(RESPONSE_CAPS) as MessageType[]

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
  })
})

describe('canned answers whole', () => {
  it.each(allCannedAnswers().map(({ agentId, answer }) => [`${agentId} ${answer.id}`, answer.content] as const))('%s ends a sentence, never mid-way or with an ellipsis', (_id, content) => {
    expect(content.trim()).toMatch(SENTENCE_END)
    expect(content.trim()).not.toMatch(/…\W*$/)
  })
})
