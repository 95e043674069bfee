import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import Link from 'next/link'
import { connection } from 'next/server'
import { FormCard, FormPageIntro, PageContainer } from '@/components/forms/form-page'
import { PageForm } from '@/components/forms/page-form'
import { QUICK_APPLY_INTRO } from '@/config/content/apply'
import { APPLY_NEW_SUMMARY } from '@/config/content/apply'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata: Metadata = buildMetadata(seoOf(APPLY_NEW_SUMMARY))

export default async function QuickApplyPage() {
  await connection() // a fresh idempotency key per visit (see /apply)
  return (
    <PageContainer narrow noApplyFab>
      <FormPageIntro eyebrow={QUICK_APPLY_INTRO.eyebrow} title={QUICK_APPLY_INTRO.title}>
        {QUICK_APPLY_INTRO.lead}
        {QUICK_APPLY_INTRO.fullLinkBefore}
        <Link href="/apply" className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
          {QUICK_APPLY_INTRO.fullLinkLabel}
        </Link>
        {QUICK_APPLY_INTRO.fullLinkAfter}
      </FormPageIntro>
      <FormCard className="mt-12">
        <PageForm id="apply-new" idempotencyKey={randomUUID()} />
      </FormCard>
    </PageContainer>
  )
}
