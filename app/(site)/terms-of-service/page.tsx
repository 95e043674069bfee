import { legalContact } from '@/components/content/legal-contact'
import { LegalDocumentView } from '@/components/content/legal-document'
import { termsOfService } from '@/config/content/legal'
import { buildMetadata } from '@/lib/seo'

const doc = termsOfService(legalContact())

export const metadata = buildMetadata({ title: doc.title, description: doc.description, path: '/terms-of-service' })

export default function TermsOfServicePage() {
  return <LegalDocumentView doc={doc} path="/terms-of-service" email={legalContact().email} />
}
