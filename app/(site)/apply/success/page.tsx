import type { Metadata } from 'next'
import { formatDate } from '@/components/blog/format'
import { CheckCircle2, Download } from '@/components/ui/icons'
import { ApplicationCopy } from '@/components/forms/application-copy'
import { ClearApplyDraft } from '@/components/forms/clear-apply-draft'
import { FormCard, PageContainer } from '@/components/forms/form-page'
import { PrintButton } from '@/components/forms/print-button'
import { ProcessTimeline } from '@/components/forms/process-timeline'
import { ButtonLink, buttonClasses } from '@/components/ui/button'
import { APPLY_SUCCESS_PAGE as COPY, sentOn } from '@/config/content/application-pages'
import { founderCopyByToken, type FounderCopy } from '@/lib/db/queries/application-status'
import { SUBMISSION_REFERENCE_PATTERN } from '@/lib/db/schema'
import { byStatusToken } from '@/lib/pipeline/founder-view'
import { statusPath, statusUrl } from '@/lib/pipeline/status-token'
import { buildMetadata, seoOf } from '@/lib/seo'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const metadata: Metadata = {
  ...buildMetadata({ ...seoOf(COPY), noIndex: true }),
  // The address carries the status link's token: no other page, here or elsewhere, is told it.
  referrer: 'no-referrer',
}

type Params = { ref?: string | string[]; token?: string | string[] }

/** The application behind the page's token; a database that does not answer leaves the page without it, not broken. */
async function applicationOf(token: unknown): Promise<FounderCopy | null> {
  try {
    return await byStatusToken(token, founderCopyByToken)
  } catch (err) {
    log('apply/success').warn(`application not read: ${errorMessage(err)}`)
    return null
  }
}

/**
 * Where an application lands (lib/forms/page-forms.ts successUrl): with its status link token, the reference the
 * database gave, the private link and a copy of what was sent; on a repeat (no token) the reference alone; while the
 * submission waits in the server's outbox, no reference at all — the confirmation e-mail brings it.
 */
export default async function ApplySuccessPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { ref, token } = await searchParams
  const application = await applicationOf(token)
  const reference = application?.reference ?? (typeof ref === 'string' && SUBMISSION_REFERENCE_PATTERN.test(ref) ? ref : null)
  const link = application && typeof token === 'string' ? token : null
  return (
    <PageContainer narrow noApplyFab>
      <ClearApplyDraft />
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" />
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-slate-950 sm:text-5xl dark:text-white">{COPY.heading}</h1>
        <p className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-400">{COPY.lead}</p>
        {reference ? (
          <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-2 rounded-full border border-slate-200 bg-white px-5 py-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
            {COPY.referenceLabel}
            <strong data-testid="reference" className="font-mono text-base tracking-widest text-slate-950 dark:text-white">
              {reference}
            </strong>
          </p>
        ) : (
          <p data-testid="reference-pending" className="mx-auto mt-6 max-w-xl text-base leading-7 text-slate-700 dark:text-slate-300">
            {COPY.referencePending}
          </p>
        )}
      </div>

      {link ? (
        <FormCard className="mt-10">
          <h2 className="text-xl font-semibold tracking-tight text-slate-950 dark:text-white">{COPY.statusTitle}</h2>
          <p className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-400">
            {COPY.statusText}
          </p>
          <a data-testid="status-link" href={statusPath(link)} className="mt-4 block font-mono text-sm break-all text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
            {statusUrl(link)}
          </a>
        </FormCard>
      ) : reference ? (
        <p className="mt-8 text-center text-sm leading-6 text-slate-600 dark:text-slate-400">
          {COPY.statusInEmail}
        </p>
      ) : null}

      <FormCard className="mt-10">
        <h2 className="text-xl font-semibold tracking-tight text-slate-950 dark:text-white">{COPY.nextTitle}</h2>
        <ProcessTimeline />
      </FormCard>

      {application && link ? (
        <FormCard className="mt-10">
          <h2 className="text-xl font-semibold tracking-tight text-slate-950 dark:text-white">{COPY.copyTitle}</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{sentOn(formatDate(application.submittedAt))}</p>
          <div className="mt-4 flex flex-wrap gap-3 print:hidden">
            <PrintButton>{COPY.printLabel}</PrintButton>
            <a href={`${statusPath(link)}/copy`} className={buttonClasses({ variant: 'secondary' })}>
              <Download aria-hidden="true" className="size-4" />
              {COPY.downloadLabel}
            </a>
          </div>
          <ApplicationCopy data={application.data} files={application.files} />
        </FormCard>
      ) : null}

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row print:hidden">
        <ButtonLink href="/" size="lg">
          {COPY.homeLabel}
        </ButtonLink>
        <ButtonLink href="/blog" prefetch={false} variant="secondary" size="lg">
          {COPY.blogLabel}
        </ButtonLink>
      </div>
    </PageContainer>
  )
}
