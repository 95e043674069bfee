import type { LinkedText } from './linked-text'
import type { PageSummary } from './page-summary'

/** How soon the team answers a message: the leads below, the support page and the assistant say it with these words. */
export const REPLY_TIME = 'within two business days'

/** What /contact and /contact-hub say about themselves; the pages and the assistant's answers read these same lines. */
export const CONTACT_PAGE_INTRO = {
  eyebrow: 'Contact',
  title: 'Get in touch',
  lead: `Questions about funding, the studio or working together? Write to us — we reply ${REPLY_TIME}.`,
  hubLead: 'Looking for a specific team? Try the',
  hubLinkLabel: 'contact hub',
}

export const CONTACT_HUB_INTRO = {
  eyebrow: 'Contact hub',
  title: 'Talk to the right team',
  lead: `Five short forms, each read by the people who can answer it. We reply ${REPLY_TIME}.`,
  navLabel: 'Contact forms',
}

/** The hub's sections, in page order: each holds the form of its topic (contact_<id>). */
export const CONTACT_HUB_SECTIONS: readonly { id: ContactTopic['id']; title: string; intro: LinkedText }[] = [
  { id: 'general', title: 'General enquiries', intro: ['Anything that does not fit below.'] },
  { id: 'entrepreneur', title: 'Founders', intro: ['Building something? Tell us about it — or ', { label: 'go straight to the funding application', href: '/apply' }, '.'] },
  { id: 'investor', title: 'Investors', intro: ['Co-investment, LP enquiries and deal flow.'] },
  { id: 'media', title: 'Media', intro: ['Interviews, comments and press material.'] },
  { id: 'partnership', title: 'Partnerships', intro: ['Technology, corporate, academic and ecosystem partners.'] },
]

export type ContactTopic = {
  /** In-page anchor on /contact-hub. */
  id: 'general' | 'entrepreneur' | 'investor' | 'media' | 'partnership'
  name: string
  audience: string
  description: string
  /** What to put in the message so we can help quickly. */
  include: readonly string[]
  mailSubject: string
}

export const CONTACT_TOPICS: readonly ContactTopic[] = [
  {
    id: 'general',
    name: 'General enquiries',
    audience: 'Anyone',
    description: 'Questions about the studio, our team or anything not covered below.',
    include: ['Your name and organisation', 'Your question, in as much detail as you like'],
    mailSubject: 'General enquiry',
  },
  {
    id: 'entrepreneur',
    name: 'Entrepreneurs',
    audience: 'Founders',
    description: 'Talk to us about your company before applying, or ask about studio support for an existing team.',
    include: ['Company name and website', 'Your stage and what you are building', 'What you would like from us: funding, studio support or advice'],
    mailSubject: 'Founder enquiry',
  },
  {
    id: 'investor',
    name: 'Investors',
    audience: 'Funds, angels and limited partners',
    description: 'Co-investment, follow-on rounds and questions about our fund and portfolio.',
    include: ['Your firm and role', 'Stages and sectors you invest in', 'What you have in mind: co-investment, LP enquiry or deal sharing'],
    mailSubject: 'Investor enquiry',
  },
  {
    id: 'media',
    name: 'Media',
    audience: 'Journalists and event organisers',
    description: 'Press enquiries, interview and speaking requests, and comment on agentic AI and convergence technology.',
    include: ['Your publication or event', 'The topic and your deadline', 'The format: interview, quote or panel'],
    mailSubject: 'Media enquiry',
  },
  {
    id: 'partnership',
    name: 'Partnerships',
    audience: 'Corporates, research labs and service providers',
    description: 'Become a design partner, technology partner, research partner or service provider for our founders.',
    include: ['Your organisation and what it offers', 'The kind of partnership you are interested in', 'A contact person and the best time to talk'],
    mailSubject: 'Partnership enquiry',
  },
]

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const CONTACT_SUMMARY = {
  path: '/contact',
  title: 'Contact Us',
  summary: `Get in touch with Meta3 Ventures: questions about funding, partnerships or our venture studio. We reply ${REPLY_TIME}.`,
} as const satisfies PageSummary

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const CONTACT_HUB_SUMMARY = {
  path: '/contact-hub',
  title: 'Contact Hub',
  summary: 'Reach the right Meta3 Ventures team: general questions, founders, investors, media and partnerships each have their own form.',
} as const satisfies PageSummary
