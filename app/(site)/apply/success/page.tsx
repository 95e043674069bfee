import type { Metadata } from 'next'
import { CheckCircle2 } from '@/components/ui/icons'
import { ClearApplyDraft } from '@/components/forms/clear-apply-draft'
import { FormCard, PageContainer } from '@/components/forms/form-page'
import { ButtonLink } from '@/components/ui/button'
import { PROCESS_STEPS } from '@/config/facts'
import { isReference } from '@/lib/forms/form-state'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Application Received',
  description: 'Thank you for applying to Meta3 Ventures. Here is your reference number and what happens next, from first review to closing.',
  path: '/apply/success',
  noIndex: true,
})

export default async function ApplySuccessPage({ searchParams }: { searchParams: Promise<{ ref?: string | string[] }> }) {
  const { ref } = await searchParams
  const reference = isReference(ref) ? ref : null
  return (
    <PageContainer narrow noApplyFab>
      <ClearApplyDraft />
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" />
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-slate-950 sm:text-5xl dark:text-white">Application received</h1>
        <p className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-400">
          Thank you for telling us about your company. A partner will read your application and reply by e-mail.
        </p>
        {reference ? (
          <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-2 rounded-full border border-slate-200 bg-white px-5 py-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
            Your reference number
            <strong data-testid="reference" className="font-mono text-base tracking-widest text-slate-950 dark:text-white">
              {reference}
            </strong>
          </p>
        ) : null}
      </div>

      <FormCard className="mt-12">
        <h2 className="text-xl font-semibold tracking-tight text-slate-950 dark:text-white">What happens next</h2>
        <ol className="mt-6 space-y-6">
          {PROCESS_STEPS.map((step, i) => (
            <li key={step.id} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white dark:bg-indigo-500"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-950 dark:text-white">
                  {step.name} <span className="font-normal text-slate-600 dark:text-slate-400">· {step.duration}</span>
                </h3>
                <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </FormCard>

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href="/" size="lg">
          Back to the home page
        </ButtonLink>
        <ButtonLink href="/blog" variant="secondary" size="lg">
          Read the blog
        </ButtonLink>
      </div>
    </PageContainer>
  )
}
