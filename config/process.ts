/**
 * What happens after an application (SPEC §9's process steps: 2 weeks, 4 to 6 weeks, 1 week, 2 to 3 weeks).
 * Data for /apply/success; to be reconciled with config/facts.ts when that lands.
 */
export type ProcessStep = { title: string; duration: string; description: string }

export const APPLICATION_PROCESS: ProcessStep[] = [
  {
    title: 'Initial review',
    duration: '2 weeks',
    description: 'We read every application and reply with a decision on a first call.',
  },
  {
    title: 'Due diligence',
    duration: '4–6 weeks',
    description: 'Deep dives on team, technology, market and traction, together with you.',
  },
  {
    title: 'Term sheet',
    duration: '1 week',
    description: 'Clear, founder-friendly terms, and time to ask every question.',
  },
  {
    title: 'Closing',
    duration: '2–3 weeks',
    description: 'Legal documents, signatures and funds — then the work together begins.',
  },
]
