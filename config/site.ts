/**
 * The studio's brand and contact details: the only place they are written down. Pages, the footer and the assistant
 * read them through siteConfig() (lib/site.ts), which applies a deployment's overrides from the environment.
 */
export type SiteConfig = {
  name: string
  legalName: string
  tagline: string
  blurb: string
  url: string
  email: string
  phone: string
  /** E.164 form of the phone for tel: links. */
  phoneHref: string
  address: { street: string; city: string; region: string; postalCode: string; country: string }
  addressLine: string
  socials: { label: string; href: string }[]
}

export const SITE_DEFAULTS = {
  name: 'Meta3 Ventures',
  legalName: 'Meta3 Ventures LLC',
  tagline: 'Engineering the Future with Agentic AI',
  blurb:
    'A venture studio and early-stage investor building with founders at the frontier of agentic AI and convergence technology: bio+AI, fintech+AI and web3.',
  email: 'hello@meta3ventures.com',
  phone: '+1 (415) 555-0142',
  address: { street: '548 Market Street, Suite 300', city: 'San Francisco', region: 'CA', postalCode: '94104', country: 'United States' },
  socials: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/meta3ventures' },
    { label: 'X', href: 'https://x.com/meta3ventures' },
    { label: 'GitHub', href: 'https://github.com/meta3ventures' },
  ],
}
