import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import Link from 'next/link'
import { connection } from 'next/server'
import { ActionForm } from '@/components/forms/action-form'
import { contactFields } from '@/components/forms/field-sets'
import { FormCard, FormPageIntro, PageContainer } from '@/components/forms/form-page'
import { submitContact } from '@/lib/forms/actions'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Contact Us',
  description: 'Get in touch with Meta3 Ventures: questions about funding, partnerships or our venture studio. We reply within two business days.',
  path: '/contact',
})

export default async function ContactPage() {
  await connection() // a fresh idempotency key per visit (see /apply)
  return (
    <PageContainer narrow>
      <FormPageIntro eyebrow="Contact" title="Get in touch">
        Questions about funding, the studio or working together? Write to us — we reply within two business days. Looking
        for a specific team? Try the{' '}
        <Link href="/contact-hub" className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
          contact hub
        </Link>
        .
      </FormPageIntro>
      <FormCard className="mt-12">
        <ActionForm action={submitContact} form="contact" schema="contact" idPrefix="contact" fields={contactFields} submitLabel="Send message" idempotencyKey={randomUUID()} />
      </FormCard>
    </PageContainer>
  )
}
