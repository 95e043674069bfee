/**
 * What the site's main pages say about themselves in their metadata (title and one-sentence summary): each page
 * reads its entry here (lib/seo seoOf), so no page writes its own. The pages whose copy has a file of its own
 * (tools, blog, the forms API, the success and status pages, the newsletter pages) keep their summary there, where
 * the assistant's knowledge items (lib/agents/knowledge/page-items.ts) read it too.
 */
import { PROCESS_TOTAL_DISPLAY } from '../facts'
import { REPLY_TIME } from './contact'
import type { PageSummary } from './page-summary'

export const ABOUT_SUMMARY = {
  path: '/about',
  title: 'About',
  summary: 'Our vision, mission, purpose and approach, the team behind the studio, and our investment process from first review to closing.',
} as const satisfies PageSummary

export const RESOURCES_SUMMARY = {
  path: '/resources',
  title: 'Founder resources',
  summary: 'Free guides for founders: preparing an application, building a data room, agent production readiness and the metrics that matter by stage.',
} as const satisfies PageSummary

export const PARTNERS_SUMMARY = {
  path: '/partners',
  title: 'Partners',
  summary: 'Partner with our venture studio as a corporate, technology, research, co-investment or service partner, and see how a partnership starts.',
} as const satisfies PageSummary

export const PORTFOLIO_SUMMARY = {
  path: '/portfolio',
  title: 'Portfolio',
  summary: 'The companies we back across agentic AI, bio + AI, fintech + AI, web3 and robotics and automation, from pre-seed to Series A.',
} as const satisfies PageSummary

export const SERVICES_SUMMARY = {
  path: '/services',
  title: 'Services',
  summary: 'Venture studio support, agentic AI enablement, strategic network access and execution intelligence: what founders get from our studio team.',
} as const satisfies PageSummary

export const AGENTS_SUMMARY = {
  path: '/agents',
  title: 'AI Agents',
  summary: 'Agentic AI workflows are coming: meet the specialist agents we are building for founders and request early access or a demo.',
} as const satisfies PageSummary

export const APPLY_SUMMARY = {
  path: '/apply',
  title: 'Apply for Funding',
  summary: 'Apply for pre-seed to Series A funding from Meta3 Ventures: tell us about your company, founders, traction and raise in five short steps.',
} as const satisfies PageSummary

export const CONTACT_SUMMARY = {
  path: '/contact',
  title: 'Contact Us',
  summary: `Get in touch with Meta3 Ventures: questions about funding, partnerships or our venture studio. We reply ${REPLY_TIME}.`,
} as const satisfies PageSummary

export const LAUNCH_SUMMARY = {
  path: '/launch',
  title: 'Venture launch builder',
  summary: 'A guided launch plan in six modules: strategy, market validation, fundraising, MVP roadmap, team and KPIs. Saved in your browser; download or print it.',
} as const satisfies PageSummary

export const PROCESS_SUMMARY = {
  path: '/process',
  title: 'Investment process',
  summary: `From application to funds in ${PROCESS_TOTAL_DISPLAY}: initial review, due diligence, term sheet and closing, with what we ask of you and what you get at each step.`,
} as const satisfies PageSummary

export const SUPPORT_SUMMARY = {
  path: '/support',
  title: 'Help and support',
  summary: 'Answers to common questions: applying, response times, problems with the site, the AI assistant and your data, and how to reach the team.',
} as const satisfies PageSummary

export const CONTACT_HUB_SUMMARY = {
  path: '/contact-hub',
  title: 'Contact Hub',
  summary: 'Reach the right Meta3 Ventures team: general questions, founders, investors, media and partnerships each have their own form.',
} as const satisfies PageSummary

export const APPLY_NEW_SUMMARY = {
  path: '/apply-new',
  title: 'Quick Application',
  summary: 'Start short: apply to Meta3 Ventures on one page with your company, founder, e-mail, website, stage and a short pitch.',
} as const satisfies PageSummary
