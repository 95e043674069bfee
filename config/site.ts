import { env } from '@/lib/env'

/**
 * The studio's brand and contact details: the only place they are written down (every page, the footer and, later,
 * the assistant read them from here). Each is overridable by env so a deployment can change them without a code change.
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

const DEFAULTS = {
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

export function siteConfig(): SiteConfig {
  const e = env()
  const address = DEFAULTS.address
  const addressLine = e.CONTACT_ADDRESS ?? `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
  const phone = e.CONTACT_PHONE ?? DEFAULTS.phone
  return {
    name: e.SITE_NAME ?? DEFAULTS.name,
    legalName: DEFAULTS.legalName,
    tagline: DEFAULTS.tagline,
    blurb: DEFAULTS.blurb,
    url: e.SITE_URL,
    email: e.CONTACT_EMAIL ?? DEFAULTS.email,
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    address,
    addressLine,
    socials: [
      { label: 'LinkedIn', href: e.SOCIAL_LINKEDIN ?? DEFAULTS.socials[0]!.href },
      { label: 'X', href: e.SOCIAL_X ?? DEFAULTS.socials[1]!.href },
      { label: 'GitHub', href: e.SOCIAL_GITHUB ?? DEFAULTS.socials[2]!.href },
    ],
  }
}
