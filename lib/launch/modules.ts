/**
 * The venture launch builder's six modules: each asks a few questions and becomes one section of the plan
 * (plan.ts). Answers are kept as the strings the visitor typed, so a half-filled module survives a reload as it was.
 * The page hands the modules to the builder as props: they travel in the page's payload, not in its first-load
 * JavaScript; the types and ids the browser code needs are in module-types.ts.
 */
import type { LaunchModule, ModuleId } from './module-types'

export * from './module-types'

export const STAGE_OPTIONS = [
  { value: 'pre-seed', label: 'Pre-seed' },
  { value: 'seed', label: 'Seed' },
  { value: 'series-a', label: 'Series A' },
] as const
export type LaunchStage = (typeof STAGE_OPTIONS)[number]['value']

export const MODULES: readonly LaunchModule[] = [
  {
    id: 'strategy',
    title: 'Strategy',
    summary: 'Who you serve, the problem you solve and why you win.',
    questions: [
      { id: 'company', label: 'Company or project name', kind: 'text', required: true },
      { id: 'customer', label: 'Your first customer', kind: 'text', required: true, hint: 'As precise as you can: role, company type and size.' },
      { id: 'problem', label: 'The problem they have today', kind: 'textarea', required: true },
      { id: 'alternative', label: 'What they use instead today', kind: 'text', hint: 'Another product, a spreadsheet, a person, or nothing.' },
      { id: 'edge', label: 'Why you win', kind: 'textarea', hint: 'Your data, workflow, technology or insight that is hard to copy.' },
    ],
  },
  {
    id: 'validation',
    title: 'Market validation',
    summary: 'The experiments that prove the market wants it.',
    questions: [
      { id: 'assumption', label: 'Your riskiest assumption', kind: 'textarea', required: true, hint: 'The belief that, if wrong, sinks the company.' },
      { id: 'segment', label: 'Who you will test it with', kind: 'text', required: true },
      { id: 'interviews', label: 'Interviews to run', kind: 'number', initial: '20' },
      { id: 'price', label: 'Pilot price to ask for (US$, optional)', kind: 'money' },
      { id: 'weeks', label: 'Weeks for validation', kind: 'number', initial: '4' },
    ],
  },
  {
    id: 'fundraising',
    title: 'Fundraising',
    summary: 'How much to raise, what it costs in ownership and what it must prove.',
    questions: [
      { id: 'burn', label: 'Monthly burn after the raise (US$)', kind: 'money', required: true },
      { id: 'runway', label: 'Target runway (months)', kind: 'number', initial: '18' },
      { id: 'buffer', label: 'Buffer (%)', kind: 'percent', initial: '20' },
      { id: 'premoney', label: 'Expected pre-money valuation (US$, optional)', kind: 'money' },
      { id: 'milestones', label: 'What this round must prove', kind: 'textarea', required: true, hint: 'The milestones that make the next round easy, one per line.' },
    ],
  },
  {
    id: 'mvp',
    title: 'MVP roadmap',
    summary: 'The smallest product that tests your riskiest assumption, with dates.',
    questions: [
      { id: 'job', label: 'The one job the MVP does', kind: 'text', required: true },
      { id: 'features', label: 'Features you think you need', kind: 'textarea', required: true, hint: 'One per line, most important first.' },
      { id: 'start', label: 'Start date', kind: 'date', initial: '' },
      { id: 'weeks', label: 'Weeks to first release', kind: 'number', initial: '8' },
    ],
  },
  {
    id: 'team',
    title: 'Team',
    summary: 'Who to hire next, in what order, with the budget you have.',
    questions: [
      { id: 'stage', label: 'Stage', kind: 'select', options: STAGE_OPTIONS, initial: 'pre-seed' },
      { id: 'founders', label: 'Founders and their strengths', kind: 'textarea', required: true, hint: 'One per line, e.g. “Ana: ML engineering”.' },
      { id: 'budget', label: 'Hiring budget for the next 12 months (US$)', kind: 'money', required: true },
    ],
  },
  {
    id: 'kpis',
    title: 'KPI tracking',
    summary: 'The numbers to watch at your stage, and what yours say today.',
    questions: [
      { id: 'stage', label: 'Stage', kind: 'select', options: STAGE_OPTIONS, initial: 'pre-seed' },
      { id: 'growth', label: 'Monthly growth today (%, optional)', kind: 'percent' },
      { id: 'churn', label: 'Monthly churn (%, optional)', kind: 'percent' },
      { id: 'cac', label: 'Customer acquisition cost (US$, optional)', kind: 'money' },
      { id: 'runway', label: 'Runway (months, optional)', kind: 'number' },
    ],
  },
]

export function moduleById(id: ModuleId): LaunchModule {
  return MODULES.find((m) => m.id === id)!
}
