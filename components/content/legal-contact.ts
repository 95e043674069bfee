import type { LegalContact } from '@/config/content/legal'
import { siteConfig } from '@/lib/site'

/** The contact details the legal texts quote, from config/site.ts. */
export function legalContact(): LegalContact {
  const site = siteConfig()
  return { name: site.name, legalName: site.legalName, email: site.email, addressLine: site.addressLine, country: site.address.country }
}
