import type { LinkedText } from './linked-text'
import type { PageSummary } from './page-summary'

/** Copy for /launch, the venture launch builder (its modules and questions are lib/launch's). */

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const LAUNCH_SUMMARY = {
  path: '/launch',
  title: 'Venture launch builder',
  summary: 'A guided launch plan in six modules: strategy, market validation, fundraising, MVP roadmap, team and KPIs. Saved in your browser; download or print it.',
} as const satisfies PageSummary

/** The page's own copy around the builder. */
export const LAUNCH_PAGE = {
  eyebrow: 'Venture launch builder',
  title: 'Build your launch plan',
  lead: 'Six short modules, from strategy to the KPIs you will track. Answer a few questions in each and the plan writes itself below, with the numbers worked out by our founder tools.',
  note: [
    'Your answers stay in this browser, unless you send a section of your plan to the launch builder agent for a review. For the detail behind each module, see the ',
    { label: 'founder tools', href: '/tools' },
    ' and the ',
    { label: 'founder guides', href: '/resources' },
    '; when the plan is ready, ',
    { label: 'apply for funding', href: '/apply' },
    '.',
  ] satisfies LinkedText,
}
