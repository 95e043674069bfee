import { organizationJsonLd } from '@/lib/seo'
import { JsonLdScript } from './json-ld'

/** The studio as a schema.org Organization; belongs on the home page only. */
export function OrganizationLd() {
  return <JsonLdScript data={organizationJsonLd()} />
}
