import type { PageSummary } from './page-summary'

/** Copy for /launch, the venture launch builder (its modules and questions are lib/launch's). */

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const LAUNCH_SUMMARY = {
  path: '/launch',
  title: 'Venture launch builder',
  summary: 'A guided launch plan in six modules: strategy, market validation, fundraising, MVP roadmap, team and KPIs. Saved in your browser; download or print it.',
} as const satisfies PageSummary
