import type { PageSummary } from './page-summary'

/**
 * What /apply and /apply-new say about themselves. The pages and the assistant's answers read these same lines, so
 * the assistant cannot describe a form that works as one that "opens soon".
 */
export const APPLY_PAGE_INTRO = {
  eyebrow: 'Funding application',
  title: 'Apply for funding',
  lead: 'We back founders building with agentic AI and converging technologies, from pre-seed to Series A. It takes about ten minutes; your draft is saved in this browser as you go.',
}

export const QUICK_APPLY_INTRO = {
  eyebrow: 'Quick application',
  title: 'Start your application',
  lead: 'Six questions, one page: company name, founder name, e-mail, website, stage and a short pitch. We will ask for the rest if there is a fit',
  /** The lead goes on: `fullLinkBefore`, a link to /apply named `fullLinkLabel`, then `fullLinkAfter`. */
  fullLinkBefore: ' — or use the ',
  fullLinkLabel: 'full application',
  fullLinkAfter: ' now.',
}

export const LOOKING_FOR: readonly { name: string; description: string }[] = [
  { name: 'A real job for AI to do', description: 'A painful, specific problem where agents or automation do work customers pay for today.' },
  { name: 'A technical founding team', description: 'Founders who can build the core technology themselves and learn fast from customers.' },
  { name: 'An unfair insight', description: 'Domain expertise, proprietary data or access that others cannot easily copy.' },
  { name: 'Early evidence', description: 'Customer conversations, pilots, usage or revenue that show the problem is real.' },
]

/** The essentials of an application, as the form asks for them. */
export const APPLICATION_ESSENTIALS: readonly string[] = [
  'Company name and website (or a demo link)',
  'Founder names, roles and e-mail addresses',
  'A short pitch: who the customer is, what your product does for them and why now',
  'Your stage and how much you are raising',
  'Traction to date: users, revenue, pilots or letters of intent',
]

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const APPLY_SUMMARY = {
  path: '/apply',
  title: 'Apply for Funding',
  summary: 'Apply for pre-seed to Series A funding from Meta3 Ventures: tell us about your company, founders, traction and raise in five short steps.',
} as const satisfies PageSummary

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const APPLY_NEW_SUMMARY = {
  path: '/apply-new',
  title: 'Quick Application',
  summary: 'Start short: apply to Meta3 Ventures on one page with your company, founder, e-mail, website, stage and a short pitch.',
} as const satisfies PageSummary
