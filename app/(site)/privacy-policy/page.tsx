import { legalContact } from '@/components/content/legal-contact'
import { LegalDocumentView } from '@/components/content/legal-document'
import { privacyPolicy } from '@/config/content/legal'
import { buildMetadata } from '@/lib/seo'

const doc = privacyPolicy(legalContact())

export const metadata = buildMetadata({ title: doc.title, description: doc.description, path: '/privacy-policy' })

export default function PrivacyPolicyPage() {
  return <LegalDocumentView doc={doc} path="/privacy-policy" email={legalContact().email} />
}
