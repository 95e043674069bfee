import { PROCESS_TOTAL_DISPLAY, type ProcessStep } from '@/config/facts'
import type { PageSummary } from './page-summary'

/** What a founder gives and gets at each step of the investment process (the steps themselves are in config/facts.ts). */
export const STEP_DETAILS: Readonly<Record<ProcessStep['id'], { youProvide: readonly string[]; youGet: readonly string[] }>> = {
  'initial-review': {
    youProvide: ['The application: company, founders, product and traction, and the round you are raising', 'A 45-minute call with the founding team'],
    youGet: ['A partner who read your application personally', 'A clear yes or no on going deeper, with the reasons either way'],
  },
  'due-diligence': {
    youProvide: ['Access to a data room: corporate, cap table, financials, product and customers', 'Time with our engineers for a technical deep-dive', 'Two or three customers willing to take a call'],
    youGet: ['One list of everything we need, up front', 'Feedback from our engineers and customer calls, whatever we decide'],
  },
  'term-sheet': {
    youProvide: ['Your questions, and your counsel’s'],
    youGet: ['Founder-friendly terms on standard documents', 'A walk through every clause before you sign'],
  },
  closing: {
    youProvide: ['Signed documents and the usual closing deliverables'],
    youGet: ['Funds wired', 'The studio team starting on the 100-day plan we agree with you'],
  },
}

export const PROCESS_FAQ: readonly { q: string; a: string }[] = [
  { q: 'Do I need a pitch deck to apply?', a: 'No. The application asks for the essentials; a deck helps but is not required to start.' },
  { q: 'Can the process go faster?', a: 'When a round is closing, tell us on the first call. We will say honestly whether we can meet your timeline.' },
  { q: 'What if you pass?', a: 'You hear it at the end of the step, with the reasons. Many founders we pass on come back with a later round.' },
  { q: 'Do you lead rounds?', a: 'We lead or join rounds. Either way, every investment comes with our studio team working alongside you.' },
]

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const PROCESS_SUMMARY = {
  path: '/process',
  title: 'Investment process',
  summary: `From application to funds in ${PROCESS_TOTAL_DISPLAY}: initial review, due diligence, term sheet and closing, with what we ask of you and what you get at each step.`,
} as const satisfies PageSummary
