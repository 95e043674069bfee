import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { connection } from 'next/server'
import { ApplyForm } from '@/components/forms/apply-form'
import { APPLY_DECK, APPLY_REVIEW_TEXTS, stepMarks } from '@/components/forms/apply-page-parts'
import { pageFields } from '@/lib/forms/page-fields'
import { FormCard, FormPageIntro, PageContainer } from '@/components/forms/form-page'
import { ArrowLeft, ArrowRight, Check } from '@/components/ui/icons'
import { APPLY_PAGE_INTRO } from '@/config/content/apply'
import { APPLY_SUMMARY } from '@/config/content/apply'
import { APPLY_STEPS } from '@/lib/forms/definitions/apply'
import { refusalState } from '@/lib/files/refusal'
import { openValues, REFUSED_VALUES_COOKIE } from '@/lib/files/refusal-values'
import { buildMetadata, seoOf } from '@/lib/seo'

/** The application's fields by name, for the form's steps and its review. */
const fields = Object.fromEntries(pageFields('apply').map((f) => [f.name, f]))
const icons = { back: <ArrowLeft />, next: <ArrowRight /> }
const marks = stepMarks(APPLY_STEPS, <Check className="size-4" />)

export const metadata: Metadata = buildMetadata(seoOf(APPLY_SUMMARY))

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ApplyPage({ searchParams }: Props) {
  // Rendered per request: each visit gets its own idempotency key, so a no-JS double post stores one application
  // (a key baked into a static page would merge different founders' applications).
  await connection()
  // Without JavaScript a refused application comes back here with a code (POST /apply/submit's redirect).
  const search = await searchParams
  const typed = openValues((await cookies()).get(REFUSED_VALUES_COOKIE)?.value, search.r)
  const refused = refusalState(search, APPLY_STEPS.flatMap((s) => s.fields), typed)
  return (
    <PageContainer narrow noApplyFab>
      <FormPageIntro eyebrow={APPLY_PAGE_INTRO.eyebrow} title={APPLY_PAGE_INTRO.title}>
        {APPLY_PAGE_INTRO.lead}
      </FormPageIntro>
      <FormCard className="mt-12">
        <ApplyForm
          steps={APPLY_STEPS}
          fields={fields}
          icons={icons}
          marks={marks}
          deck={APPLY_DECK}
          reviewTexts={APPLY_REVIEW_TEXTS}
          idempotencyKey={randomUUID()}
          initialState={refused ?? undefined}
        />
      </FormCard>
    </PageContainer>
  )
}
