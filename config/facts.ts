/**
 * The studio's investment facts, written down once. Pages, the knowledge base and the chat agents read them from here,
 * so the site and the assistant can never quote different numbers (the original brief gave two different sets; these are the ones the studio settled on).
 */

export type Stage = 'Pre-seed' | 'Seed' | 'Series A'

/** Check sizes in US dollars. */
export const CHECK_SIZE = {
  min: 100_000,
  max: 2_000_000,
  currency: 'USD',
  display: '$100K–$2M',
} as const

export const STAGES: readonly Stage[] = ['Pre-seed', 'Seed', 'Series A']
export const STAGE_RANGE_DISPLAY = 'Pre-seed to Series A'

export type ProcessStep = {
  id: 'initial-review' | 'due-diligence' | 'term-sheet' | 'closing'
  name: string
  /** Duration in weeks; min === max for a fixed duration. */
  weeks: { min: number; max: number }
  duration: string
  description: string
}

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    id: 'initial-review',
    name: 'Initial review',
    weeks: { min: 2, max: 2 },
    duration: '2 weeks',
    description:
      'A partner reads your application, meets the founding team on a 45-minute call and tells you plainly whether we will go deeper.',
  },
  {
    id: 'due-diligence',
    name: 'Due diligence',
    weeks: { min: 4, max: 6 },
    duration: '4–6 weeks',
    description:
      'We work through technology, market, team and financials with you, including a technical deep-dive with our engineers and customer calls.',
  },
  {
    id: 'term-sheet',
    name: 'Term sheet',
    weeks: { min: 1, max: 1 },
    duration: '1 week',
    description:
      'We present clear, founder-friendly terms on standard documents and walk through every clause with you and your counsel.',
  },
  {
    id: 'closing',
    name: 'Closing',
    weeks: { min: 2, max: 3 },
    duration: '2–3 weeks',
    description:
      'Legal documents are finalised, funds are wired and the studio team starts on the 100-day plan we agree with you.',
  },
]

/** The whole process end to end, derived from the steps so it can never disagree with them. */
export const PROCESS_TOTAL_WEEKS = PROCESS_STEPS.reduce(
  (sum, step) => ({ min: sum.min + step.weeks.min, max: sum.max + step.weeks.max }),
  { min: 0, max: 0 },
)
export const PROCESS_TOTAL_DISPLAY = `${PROCESS_TOTAL_WEEKS.min}–${PROCESS_TOTAL_WEEKS.max} weeks`

export type FocusArea = {
  id: 'agentic-ai' | 'automation-robotics' | 'converging-frontiers'
  name: string
  description: string
  /** Concrete themes within the area, for pages and the agents' knowledge base. */
  themes: readonly string[]
}

export const FOCUS_AREAS: readonly FocusArea[] = [
  {
    id: 'agentic-ai',
    name: 'Agentic AI & multi-agent systems',
    description:
      'Autonomous agents that plan, use tools and coordinate with each other, taken from prototype to production with the evaluation, guardrails and observability enterprises require.',
    themes: ['Agent orchestration and tooling', 'Vertical AI agents for regulated industries', 'Evaluation, safety and observability'],
  },
  {
    id: 'automation-robotics',
    name: 'Intelligent automation & robotics',
    description:
      'Software and machines that close the loop between perception and action, from back-office workflows to warehouses, labs and the factory floor.',
    themes: ['Process automation with AI agents', 'Robotics foundation models', 'Industrial and lab automation'],
  },
  {
    id: 'converging-frontiers',
    name: 'Converging frontiers',
    description:
      'Where AI meets another deep shift and the two curves compound: bio + AI, fintech + AI and web3 infrastructure for autonomous economic agents.',
    themes: ['Bio + AI: discovery and diagnostics', 'Fintech + AI: risk, compliance and payments', 'Web3: verifiable agents and on-chain settlement'],
  },
]

/** One sentence for pages and agents that need the whole investment thesis at once. */
export const INVESTMENT_SUMMARY = `We invest ${CHECK_SIZE.display} from pre-seed to Series A in companies building agentic AI, intelligent automation and robotics, and AI at the convergence of bio, fintech and web3.`

export function formatUsd(amount: number): string {
  if (amount >= 1_000_000) return `$${amount / 1_000_000}M`
  if (amount >= 1_000) return `$${amount / 1_000}K`
  return `$${amount}`
}
