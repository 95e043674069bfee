import type { LinkedText } from './linked-text'
import type { PageSummary } from './page-summary'

/** Copy for /resources: the founder guides that exist today (founder tools arrive in a later release). */

export const RESOURCES_INTRO = {
  title: 'Founder resources',
  lead: 'Practical guides from our studio team on raising early-stage capital and building agentic AI companies. Short, specific and free to use whether or not you apply to us.',
}

export type Guide = {
  id: string
  title: string
  summary: string
  /** The checklist or steps that make up the guide. */
  points: readonly string[]
}

export const GUIDES: readonly Guide[] = [
  {
    id: 'prepare-to-apply',
    title: 'Preparing your application',
    summary: 'What a strong first application contains. Most of it fits on one page, and none of it needs a polished deck.',
    points: [
      'A one-paragraph pitch: the customer, the job your product does for them and why now',
      'Your stage, what you have raised so far and how much you are raising now',
      'Traction in numbers: users, revenue, pilots or letters of intent, with dates',
      'The founding team: who builds, who sells, and why you are the people to solve this',
      'A link to a product demo or a short video, if you have one',
    ],
  },
  {
    id: 'data-room',
    title: 'Building a lean data room',
    summary: 'Due diligence takes four to six weeks. A tidy data room shortens it and shows investors how you operate.',
    points: [
      'Company documents: incorporation, cap table, prior financing agreements and IP assignments',
      'Financials: monthly P&L and cash for the last 12 months, plus an 18–24 month forecast',
      'Product: architecture overview, roadmap and security practices',
      'Customers: contracts or pilot agreements, pipeline and reference contacts',
      'Team: organisation chart, key hires planned and any open equity grants',
    ],
  },
  {
    id: 'agent-readiness',
    title: 'Is your agent ready for production?',
    summary: 'The questions our applied AI engineers ask in every technical deep-dive of an agentic product.',
    points: [
      'Do you have an evaluation set that reflects real customer tasks, and do you run it on every release?',
      'Which actions can the agent take without a human, and how are risky actions approved?',
      'Can you reconstruct and explain any run after the fact from logs and traces?',
      'What does a task cost in model and tool calls, and how will that change at ten times the volume?',
      'What happens when a model provider is slow or down?',
    ],
  },
  {
    id: 'metrics-by-stage',
    title: 'Metrics that matter at each stage',
    summary: 'What investors at pre-seed, seed and Series A expect to see, so you report the right numbers at the right time.',
    points: [
      'Pre-seed: evidence of a painful problem, customer conversations and an early prototype in users’ hands',
      'Seed: repeat usage or paid pilots, a clear buyer and early signs of retention',
      'Series A: repeatable revenue growth, healthy gross margin and a sales motion others can run',
      'At every stage: burn, runway and what the next round of capital will prove',
    ],
  },
]

/** Further reading: posts of the blog (linked with BlogLink, which does not prefetch them). */
export type ResourceLink = { title: string; description: string; href: string }

/** Only blog posts that exist (seeded in lib/db/migrations) and pages that exist. */
export const FURTHER_READING: readonly ResourceLink[] = [
  {
    title: 'What we look for in agentic AI startups',
    description: 'How we tell a durable agentic business from a demo.',
    href: '/blog/what-we-look-for-in-agentic-ai-startups',
  },
  {
    title: 'Convergence: where bio, fintech and web3 meet AI',
    description: 'Why we invest at the intersections, and what makes them hard.',
    href: '/blog/convergence-bio-fintech-web3-meet-ai',
  },
  {
    title: 'From first call to term sheet',
    description: 'The four stages of our process, step by step.',
    href: '/blog/from-first-call-to-term-sheet',
  },
]

export const TOOLS_NOTE =
  'Calculators for how much to raise, valuation, burn and runway, cash flow, unit economics and a three-year model, plus guided growth and brand audits. Free, and they run in your browser.'

export const RESOURCES_PAGE = {
  eyebrow: 'Resources',
  guidesNavLabel: 'Guides on this page',
  inDepthTitle: 'Guides in depth',
  inDepthLead: 'The documents founders ask us for most, written to be used: read them before a raise, keep them open during one.',
  numbersNote: [
    'Working on the numbers? Our ',
    { label: 'founder tools', href: '/tools' },
    ' calculate how much to raise, valuation, runway and unit economics, and the ',
    { label: 'venture launch builder', href: '/launch' },
    ' turns your answers into a plan.',
  ] satisfies LinkedText,
  guideBadge: 'Guide',
  guidesTitle: 'Guides',
  guidesLead: 'Checklists our studio team uses with founders every week.',
  processNote: 'Wondering what happens after you apply, and how long each step takes?',
  processLinkLabel: 'See our investment process',
  readingTitle: 'Further reading',
  readingLead: 'Longer pieces from our blog on how we think and invest.',
  blogLinkLabel: 'Read all articles on the blog',
  toolsTitle: 'Founder tools',
  ctaTitle: 'Ready when you are',
  ctaText: 'Apply with the essentials from our first guide, or ask us anything before you do.',
}

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const RESOURCES_SUMMARY = {
  path: '/resources',
  title: 'Founder resources',
  summary: 'Free guides for founders: preparing an application, building a data room, agent production readiness and the metrics that matter by stage.',
} as const satisfies PageSummary
