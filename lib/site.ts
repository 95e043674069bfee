import { SITE_DEFAULTS, type SiteConfig } from '@/config/site'
import { env } from '@/lib/env'

export type { SiteConfig }

/** The brand and contact details of config/site.ts with this deployment's overrides (SITE_NAME, CONTACT_*, SOCIAL_*). */
export function siteConfig(): SiteConfig {
  const e = env()
  const address = SITE_DEFAULTS.address
  const addressLine = e.CONTACT_ADDRESS ?? `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
  const phone = e.CONTACT_PHONE ?? SITE_DEFAULTS.phone
  return {
    name: e.SITE_NAME ?? SITE_DEFAULTS.name,
    legalName: SITE_DEFAULTS.legalName,
    tagline: SITE_DEFAULTS.tagline,
    blurb: SITE_DEFAULTS.blurb,
    url: e.SITE_URL,
    email: e.CONTACT_EMAIL ?? SITE_DEFAULTS.email,
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    address,
    addressLine,
    socials: [
      { label: 'LinkedIn', href: e.SOCIAL_LINKEDIN ?? SITE_DEFAULTS.socials[0]!.href },
      { label: 'X', href: e.SOCIAL_X ?? SITE_DEFAULTS.socials[1]!.href },
      { label: 'GitHub', href: e.SOCIAL_GITHUB ?? SITE_DEFAULTS.socials[2]!.href },
    ],
  }
}
