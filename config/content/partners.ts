import type { PageSummary } from './page-summary'

/** Copy for /partners. */

export type PartnerCategory = { id: string; name: string; description: string; examples: readonly string[] }

export const PARTNERS_INTRO = {
  title: 'Partner with the studio',
  lead: 'Our partners give founders faster access to customers, infrastructure, research and capital, and gain early access to the companies shaping agentic AI.',
}

export const PARTNER_CATEGORIES: readonly PartnerCategory[] = [
  {
    id: 'corporate',
    name: 'Corporate innovation partners',
    description: 'Enterprises that act as design partners and first customers, and see emerging technology before the market does.',
    examples: ['Pilot programmes with portfolio companies', 'Quarterly briefings on agentic AI', 'Joint venture building on a defined problem'],
  },
  {
    id: 'technology',
    name: 'Technology and infrastructure partners',
    description: 'Cloud, model and tooling providers that support our founders with credits, technical help and go-to-market programmes.',
    examples: ['Compute and model credits for portfolio companies', 'Technical office hours', 'Co-marketing of joint customer stories'],
  },
  {
    id: 'research',
    name: 'Research and university partners',
    description: 'Labs and universities whose research can become a company, with founders and spin-outs supported by our studio team.',
    examples: ['Spin-out support and licensing guidance', 'Entrepreneur-in-residence placements', 'Applied research collaborations'],
  },
  {
    id: 'capital',
    name: 'Co-investors and limited partners',
    description: 'Funds and angels who invest alongside us and lead or join follow-on rounds for the companies we build.',
    examples: ['Co-investment in seed and Series A rounds', 'Shared diligence on technical deals', 'Deal flow in convergence sectors'],
  },
  {
    id: 'service',
    name: 'Service providers',
    description: 'Legal, accounting, recruiting and security firms that offer founders fair terms and stage-appropriate help.',
    examples: ['Founder-friendly packages for portfolio companies', 'Workshops for the founder community', 'Referral-based engagement'],
  },
]

export const PARTNER_STEPS: readonly { name: string; description: string }[] = [
  { name: 'Tell us about your organisation', description: 'Use the partnership enquiry on our contact hub: who you are, what you offer and what you hope to gain.' },
  { name: 'Introductory call', description: 'Within two weeks a partner schedules a 30-minute call to understand your goals and agree whether there is a fit.' },
  { name: 'Shape the partnership', description: 'We agree a simple written scope: which companies, what support, and how both sides will measure success.' },
  { name: 'Launch and review', description: 'We introduce you to relevant founders and review the partnership together every quarter.' },
]

export const PARTNERS_PAGE = {
  /** Read out before each step's number, for screen readers. */
  stepLabel: 'Step',
  categoriesTitle: 'Ways to partner',
  categoriesLead: 'Five kinds of partners work with our studio and portfolio. Most partnerships start small and grow.',
  stepsTitle: 'How to become a partner',
  stepsLead: 'A simple process with a clear answer at each step.',
  enquiryLabel: 'Start a partnership enquiry',
  enquiryHref: '/contact-hub#partnership',
  ctaTitle: 'Are you a founder instead?',
  ctaText: 'Apply for funding and studio support, or contact us with any question about working together.',
}

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const PARTNERS_SUMMARY = {
  path: '/partners',
  title: 'Partners',
  summary: 'Partner with our venture studio as a corporate, technology, research, co-investment or service partner, and see how a partnership starts.',
} as const satisfies PageSummary
