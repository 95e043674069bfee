import { describe, expect, it, vi } from 'vitest'
import { noModelDeps } from '@/tests/support/chat'
import { capContent } from './caps'
import { allDefinitionAnswers } from './canned/definitions'
import { definitionFor } from './definitions'
import { testAgent } from './orchestrator'

vi.mock('server-only', () => ({}))

const deps = noModelDeps()

/** Definitions come from the glossary with the page that explains the term, not the focus list. */
describe('definition questions', () => {
  it.each([
    ['what is agentic AI', 'Agentic AI is software', '/services'],
    ['What is a SAFE?', 'A SAFE (simple agreement for future equity)', '/resources/term-sheet-basics'],
    ['what is a term sheet', 'A term sheet sets out the terms of a round', '/resources/term-sheet-basics'],
    ['What is a cap table?', 'A cap table (capitalisation table) lists who owns what', '/resources/due-diligence-checklist'],
    ["what's a convertible note", 'A convertible note is a loan', '/resources/term-sheet-basics'],
    ['What is due diligence?', "Due diligence is the investor's check", '/resources/due-diligence-checklist'],
    ['define vesting', 'Vesting means founders and employees earn their shares', '/resources/term-sheet-basics'],
    ['What does LTV mean?', 'Lifetime value (LTV) is the gross profit', '/tools/unit-economics'],
    ['what is an MVP?', 'An MVP (minimum viable product) is', '/launch'],
    ['What is a liquidation preference?', 'A liquidation preference says who is paid first', '/resources/term-sheet-basics'],
    ['what is burn rate', 'Burn rate is how much cash a company loses', '/tools/burn-calculator'],
    ['What is TAM?', 'TAM is the total market', '/resources'],
  ])('%j is defined from the glossary with its page linked in the answer', async (message, definition, url) => {
    const result = await testAgent(message, 'auto', deps)
    if (!result.ok) throw new Error(result.error)
    expect(result.reply.content.startsWith(definition)).toBe(true)
    expect(result.reply.content).toContain(`](${url})`)
    expect(result.reply.attachments.map((a) => a.url)).toContain(url)
    // The studio's focus list is not a definition.
    expect(result.reply.content).not.toMatch(/We focus on|We invest \$/)
  })

  it.each([
    'What is a good burn rate for a seed startup?',
    'What is your check size?',
    'What is Meta3?',
    'How do I raise a SAFE round?',
    'what is the best way to build a cap table for 3 founders',
  ])('%j is not a definition question', (message) => {
    expect(definitionFor(message)).toBeNull()
  })

  it('keeps the link of every definition within a simple question\'s cap', () => {
    for (const a of allDefinitionAnswers()) expect(capContent(a.content, 'simple_question'), a.id).toContain('](/')
  })
})
