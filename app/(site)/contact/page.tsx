import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import Link from 'next/link'
import { connection } from 'next/server'
import { FormCard, FormPageIntro, PageContainer } from '@/components/forms/form-page'
import { PageForm } from '@/components/forms/page-form'
import { CONTACT_PAGE_INTRO } from '@/config/content/contact'
import { CONTACT_SUMMARY } from '@/config/content/contact'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata: Metadata = buildMetadata(seoOf(CONTACT_SUMMARY))

export default async function ContactPage() {
  await connection() // a fresh idempotency key per visit (see /apply)
  return (
    <PageContainer narrow>
      <FormPageIntro eyebrow={CONTACT_PAGE_INTRO.eyebrow} title={CONTACT_PAGE_INTRO.title}>
        {CONTACT_PAGE_INTRO.lead} {CONTACT_PAGE_INTRO.hubLead}{' '}
        <Link href="/contact-hub" className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
          {CONTACT_PAGE_INTRO.hubLinkLabel}
        </Link>
        .
      </FormPageIntro>
      <FormCard className="mt-12">
        <PageForm id="contact" idempotencyKey={randomUUID()} />
      </FormCard>
    </PageContainer>
  )
}
