import { PROCESS_STEPS } from '@/config/facts'
import type { Guide } from './types'

const termSheet = PROCESS_STEPS.find((s) => s.id === 'term-sheet')!

/**
 * The worked example: $2M on an $8M pre-money, with a 10 % option pool created before the round (the "option pool
 * shuffle"). Its sums are written out below; lib/tools/term-sheet-example.test.ts runs them through the funding
 * calculator, so the text cannot drift from what the calculator says.
 */
export const TERM_SHEET_EXAMPLE = { raise: 2_000_000, preMoney: 8_000_000, pool: 0.1 } as const

export const TERM_SHEET_BASICS: Guide = {
  slug: 'term-sheet-basics',
  path: '/resources/term-sheet-basics',
  title: 'Term-sheet basics',
  description: 'The economics and control terms of an early-stage term sheet in plain words, with a worked dilution example and what founder-friendly looks like.',
  lead: 'A term sheet sets the economics and the control of a round. Compare offers on all of its terms, not only the valuation.',
  sections: [
    {
      id: 'economics',
      title: 'Economic terms',
      blocks: [
        {
          type: 'table',
          caption: 'Economic terms of a term sheet',
          head: ['Term', 'What it means', 'Founder-friendly'],
          rows: [
            ['Pre-money valuation', 'What the company is worth before the new money; post-money = pre-money + the raise.', 'Agreed on evidence; check whether the option pool is inside it.'],
            ['Option pool', 'Shares set aside for future hires, usually 10–15%.', 'Sized to a hiring plan, not a round number.'],
            ['Liquidation preference', 'Who gets paid first in a sale, and how much.', '1× non-participating: investors take their money back or convert, not both.'],
            ['Anti-dilution', 'Protects investors if a later round is priced lower.', 'Broad-based weighted average, not full ratchet.'],
            ['Pro rata rights', 'The right to invest in later rounds to keep ownership.', 'Standard for lead investors; fine to grant.'],
          ],
        },
      ],
    },
    {
      id: 'control',
      title: 'Control terms',
      blocks: [
        { type: 'list', items: ['Board: at seed, usually two founders and one investor, or founders only. Keep the board small and founder-led early on.', 'Protective provisions: matters that need investor consent (new share classes, selling the company, taking on debt). Standard lists are fine; watch for operational vetoes such as budgets or hires.', 'Founder vesting: four years with a one-year cliff is common; credit for time already served is reasonable to ask for.', 'Information rights: monthly or quarterly updates and annual accounts. Easy to give if you already report well.'] },
      ],
    },
    {
      id: 'worked-example',
      title: 'A worked example of dilution',
      blocks: [
        { type: 'p', text: 'You raise $2M at a $8M pre-money valuation. The post-money valuation is $10M, so the new investors own $2M ÷ $10M = 20%.' },
        { type: 'p', text: 'Without an option pool, the existing shareholders keep 80%. If the term sheet asks for a 10% option pool created before the round (inside the pre-money), that pool comes out of your share alone: you keep 70%, and the effective pre-money valuation for you is $7M.' },
        { type: 'p', text: 'That is why the option pool belongs in the valuation conversation. Size it to the hires the round pays for.' },
      ],
    },
    {
      id: 'safes',
      title: 'SAFEs and convertible notes',
      blocks: [
        { type: 'p', text: 'At pre-seed, many rounds use a SAFE (a simple agreement for future equity) or a convertible note instead of a priced round. Both convert into shares at the next priced round, usually with a valuation cap and sometimes a discount.' },
        { type: 'list', items: ['Model the conversion: several SAFEs with different caps dilute you at the next round all at once.', 'Post-money SAFEs fix the investor’s ownership; each new SAFE dilutes the founders, not earlier SAFE holders.', 'Notes carry interest and a maturity date; SAFEs do not.'] },
      ],
    },
    {
      id: 'our-terms',
      title: 'How we approach terms',
      blocks: [
        { type: 'p', text: `Our term-sheet step takes ${termSheet.duration}. ${termSheet.description}` },
        { type: 'p', text: 'This guide explains common terms in general; it is not legal advice. Have your own counsel review any term sheet before you sign.' },
      ],
    },
  ],
  related: [
    { label: 'Funding calculator: raise and dilution', href: '/tools/funding-calculator' },
    { label: 'Valuation calculator', href: '/tools/valuation-calculator' },
    { label: 'Due-diligence checklist', href: '/resources/due-diligence-checklist' },
    { label: 'Our investment process', href: '/process' },
  ],
}
