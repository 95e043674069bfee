import { connection } from 'next/server'
import { legalContact } from '@/components/content/legal-contact'
import { LegalDocumentView } from '@/components/content/legal-document'
import { privacyPolicy } from '@/config/content/legal'
import { retentionPolicy } from '@/lib/privacy/retention-policy'
import { buildMetadata } from '@/lib/seo'

const described = privacyPolicy(legalContact(), retentionPolicy())

export const metadata = buildMetadata({ title: described.title, description: described.description, path: '/privacy-policy' })

export default async function PrivacyPolicyPage() {
  // Rendered per request: the retention it states is the one this server's clean-ups run with (env may change it
  // after the build).
  await connection()
  const doc = privacyPolicy(legalContact(), retentionPolicy())
  return <LegalDocumentView doc={doc} path="/privacy-policy" email={legalContact().email} />
}
