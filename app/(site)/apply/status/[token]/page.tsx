import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { formatDate } from '@/components/blog/format'
import { FormCard, PageContainer } from '@/components/forms/form-page'
import { ProcessTimeline } from '@/components/forms/process-timeline'
import { APPLICATION_STATUS_PAGE as COPY } from '@/config/content/application-pages'
import { siteConfig } from '@/lib/site'
import { founderStatusByToken } from '@/lib/db/queries/application-status'
import { byStatusToken } from '@/lib/pipeline/founder-view'
import { founderStage, type FounderStage } from '@/lib/pipeline/statuses'
import { pageTitle } from '@/lib/seo'

// Read per request and never kept by a shared cache (Next sends `private, no-store` for a dynamic page).
export const dynamic = 'force-dynamic'

// No canonical or preview URL: the address is the founder's private link, for nobody's index or history.
export const metadata: Metadata = {
  title: { absolute: pageTitle(COPY.title) },
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** The stage in the founder's words: its name and one sentence on what it means. */
function describe(stage: FounderStage): { name: string; text: string } {
  if (stage.kind === 'step') return { name: stage.step.name, text: stage.step.description }
  return stage.kind === 'declined' ? COPY.declined : COPY.received
}

/**
 * The founder's private status page: the company, the reference, the last stage the team shared
 * and when. A malformed, wrong or revoked token is the plain 404 any unknown address gets.
 */
export default async function ApplicationStatusPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const status = await byStatusToken(token, founderStatusByToken)
  if (!status) notFound()
  const stage = founderStage(status.status)
  const { name, text } = describe(stage)
  const site = siteConfig()
  return (
    <PageContainer narrow noApplyFab>
      <header className="text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{COPY.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">{status.company || COPY.untitled}</h1>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {COPY.referenceLabel} <strong data-testid="reference" className="font-mono tracking-widest text-slate-950 dark:text-white">{status.reference}</strong>
        </p>
      </header>

      <FormCard className="mt-10">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{COPY.stageTitle}</h2>
        <p data-testid="status-stage" className="mt-2 text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">
          {name}
        </p>
        <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{text}</p>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {COPY.lastChangeLabel} <time dateTime={status.since.toISOString()}>{formatDate(status.since)}</time>
        </p>
      </FormCard>

      {stage.kind === 'declined' ? null : (
        <FormCard className="mt-10">
          <h2 className="text-xl font-semibold tracking-tight text-slate-950 dark:text-white">{COPY.processTitle}</h2>
          <ProcessTimeline current={stage.kind === 'step' ? stage.step.id : null} />
        </FormCard>
      )}

      <p className="mt-10 text-center text-sm leading-6 text-slate-600 dark:text-slate-400">
        {COPY.privateNote}{' '}
        <a href={`mailto:${site.email}`} className="text-indigo-700 underline underline-offset-4 dark:text-indigo-300">{site.email}</a>
        {COPY.quoting(status.reference)}
      </p>
    </PageContainer>
  )
}
