import type { PageSummary } from './page-summary'

/** Copy for /services and the services summary on the home page. Ids are the /services#… anchors the footer links to. */

export type ServiceId = 'venture-studio' | 'agentic-ai' | 'network' | 'execution'

export type Service = {
  id: ServiceId
  name: string
  /** One line for the home page and cards. */
  summary: string
  /** A paragraph for /services. */
  description: string
  /** What a founder concretely gets. */
  deliverables: readonly string[]
  /** Who it suits best. */
  bestFor: string
}

export const SERVICES: readonly Service[] = [
  {
    id: 'venture-studio',
    name: 'Venture studio support',
    summary: 'A hands-on team that builds with you from first customer conversations to a repeatable go-to-market.',
    description:
      'Our studio team works inside your company, not beside it. A partner and a dedicated venture lead join your weekly operating rhythm, help you make the hard early calls and take real work off your plate, from the first hires to the first enterprise contract.',
    deliverables: [
      'A partner and a venture lead with a weekly working session for the first 12 months',
      'A 100-day plan agreed at closing, with milestones tied to your next round',
      'Recruiting support for your first ten hires, including sourcing and interview loops',
      'Fundraising preparation: narrative, data room, model review and warm investor introductions',
    ],
    bestFor: 'Technical founding teams at pre-seed and seed who want an experienced operator in the room.',
  },
  {
    id: 'agentic-ai',
    name: 'Agentic AI enablement',
    summary: 'Engineers who have shipped agent systems help you design, evaluate and harden yours for production.',
    description:
      'Agents that demo well often fail in production. Our applied AI engineers help you choose models and architecture, build evaluation suites, add guardrails and observability, and bring inference costs down, so customers can trust your product with real work.',
    deliverables: [
      'An architecture review of your agent stack in the first month, with a written report',
      'An evaluation harness with regression tests for tool use, accuracy and safety',
      'Guardrails, audit logging and human-in-the-loop patterns that pass enterprise security reviews',
      'Model and inference cost optimisation, including routing between hosted and local models',
    ],
    bestFor: 'Companies whose product depends on agents or multi-agent workflows working reliably at scale.',
  },
  {
    id: 'network',
    name: 'Strategic network access',
    summary: 'Introductions to design partners, corporate buyers, co-investors and domain experts who move your roadmap.',
    description:
      'Early traction comes from the right first customers. We introduce you to our corporate partners, research labs and co-investors with context and a clear ask, and we follow up until the introduction turns into a pilot, a hire or a term sheet.',
    deliverables: [
      'Curated introductions to design partners and pilot customers in your sector',
      'Access to our co-investor network for follow-on rounds',
      'Office hours with domain experts in life sciences, financial services and web3',
      'Cloud, model-provider and tooling credits through our partner programmes',
    ],
    bestFor: 'Founders selling to enterprises or regulated industries where a warm introduction shortens the cycle.',
  },
  {
    id: 'execution',
    name: 'Execution intelligence',
    summary: 'Data-driven operating reviews that show what is working, what is not and where to focus next.',
    description:
      'We help you instrument the business from day one and review the numbers that matter at your stage. Monthly reviews compare your metrics with benchmarks from companies at the same stage, so decisions rest on evidence rather than instinct.',
    deliverables: [
      'A metrics dashboard set up in the first 30 days: revenue, retention, burn and runway',
      'Monthly operating reviews with stage-appropriate benchmarks',
      'Financial model and unit economics review before every fundraising round',
      'Board meeting preparation and investor update templates',
    ],
    bestFor: 'Teams approaching product–market fit that need discipline around metrics and capital efficiency.',
  },
]

export const SERVICES_PAGE = {
  eyebrow: 'Services',
  navLabel: 'Services on this page',
  bestForLabel: 'Best for:',
  youGetTitle: 'What you get',
  title: 'More than capital',
  lead: 'Every company we invest in gets a studio team that works alongside the founders. Here is what each of our four services includes and who it suits best.',
  ctaTitle: 'Ready to build with us?',
  ctaText: 'Apply for funding and studio support, or get in touch to talk through what your company needs first.',
}

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const SERVICES_SUMMARY = {
  path: '/services',
  title: 'Services',
  summary: 'Venture studio support, agentic AI enablement, strategic network access and execution intelligence: what founders get from our studio team.',
} as const satisfies PageSummary
