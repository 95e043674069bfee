import { CHECK_SIZE, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY, type ProcessStep } from '@/config/facts'
import type { LinkedText } from './linked-text'
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

/** The page's own copy around the steps, the focus areas and the questions. */
export const PROCESS_PAGE = {
  eyebrow: 'Investment process',
  title: 'From application to funds, step by step',
  lead: `Four steps, about ${PROCESS_TOTAL_DISPLAY} end to end, and a clear answer at the end of each. Here is what happens, what we ask of you and what you get.`,
  applyLabel: 'Apply for funding',
  timelineTitle: 'The timeline',
  stepsTitle: 'At each step',
  stepsLead: 'What we ask of you, and what you can expect from us.',
  youProvideTitle: 'What we ask of you',
  youGetTitle: 'What you get',
  diligenceNote: [
    'Preparing for due diligence? Our ',
    { label: 'due-diligence checklist', href: '/resources/due-diligence-checklist' },
    ' lists what to put in the data room, and ',
    { label: 'term-sheet basics', href: '/resources/term-sheet-basics' },
    ' explains the terms you will see.',
  ] satisfies LinkedText,
  fitTitle: 'Who we invest in',
  fitLead: `We invest ${CHECK_SIZE.display} from ${STAGE_RANGE_DISPLAY.charAt(0).toLowerCase()}${STAGE_RANGE_DISPLAY.slice(1)}, in three areas.`,
  faqTitle: 'Questions founders ask',
  ctaTitle: 'Ready when you are',
  ctaText: 'The application takes about ten minutes, and a partner reads every one.',
}
