/** Copy for /contact, /contact/success and /contact-hub while the contact forms are being built. */

export const CONTACT_INTRO = {
  title: 'Contact us',
  lead: 'Whether you are a founder, an investor, a partner or a journalist, we would like to hear from you. We answer every message within two business days.',
}

export const CONTACT_INTERIM = {
  title: 'Our contact forms open soon',
  text: 'Until they do, e-mail or call us directly. Tell us who you are and what you need, and your message reaches the right person on our team.',
}

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

export const CONTACT_HUB_INTRO = {
  title: 'Contact hub',
  lead: 'Choose the enquiry that fits you best so your message reaches the right person straight away.',
}

export const CONTACT_SUCCESS = {
  title: 'Thank you for your message',
  lead: 'We have received it and will reply within two business days. If you are a founder seeking investment, here is how our process works.',
}

export const CONTACT_PAGE = {
  reachTitle: 'Reach us directly',
  reachLead: 'E-mail is the fastest way to reach the right person. Calls are answered on weekdays, 9:00–17:00 Pacific time.',
  topicsTitle: 'Find the right contact',
  topicsLead: 'Tell us who you are and we will route your message to the right person. Each link explains what to include.',
  foundersTitle: 'Founders seeking investment',
  foundersLead: 'The quickest route to a decision is an application. Here is how our process runs once you apply.',
  applyLinkLabel: 'How to apply',
}
