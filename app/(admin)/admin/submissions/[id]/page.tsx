import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { DeleteSubmissionForm } from '@/components/admin/delete-submission-form'
import { ChatTranscript } from '@/components/admin/chat-transcript'
import { FieldList } from '@/components/admin/field-list'
import { SubmissionFiles } from '@/components/admin/submission-files'
import { formatUtc } from '@/components/admin/format'
import { PipelineSection } from '@/components/admin/pipeline-panel'
import { card, muted, sectionTitle, textLink } from '@/components/admin/styles'
import { buttonClasses } from '@/components/ui/button'
import { transcriptView } from '@/lib/admin/transcript-view'
import { formTypeName } from '@/lib/forms/types'
import { requirePermission } from '@/lib/auth/guard'
import { can } from '@/lib/auth/permissions'
import { getDb } from '@/lib/db/client'
import { getSubmission } from '@/lib/db/queries/submissions-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Submission', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SubmissionPage({ params, searchParams }: Props) {
  const session = await requirePermission('submissions')
  const [{ id }, search] = await Promise.all([params, searchParams])
  const submission = await getSubmission(await getDb(), id)
  if (!submission) notFound()
  // The first step is a GET link (it changes nothing); the second step posts the delete.
  const confirming = search.confirm === 'delete'
  // A chat transcript reads as a conversation; every other type (and a transcript that does not parse) as fields.
  const transcript = submission.formType === 'chat' ? transcriptView(submission.data) : null

  return (
    <div className="space-y-6">
      <p>
        <Link href="/admin#submissions" className={textLink}>
          ← All submissions
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Submission: {formTypeName(submission.formType)}</h1>
        <p className={muted}>
          Received {formatUtc(submission.createdAt)} · reference{' '}
          <span className="font-mono font-medium text-slate-900 dark:text-slate-50" data-testid="submission-reference">
            {submission.reference}
          </span>{' '}
          · id <span className="font-mono">{submission.id}</span>
        </p>
      </div>

      <PipelineSection submissionId={submission.id} />

      <section className={card} aria-labelledby="data-title">
        <h2 id="data-title" className={sectionTitle}>
          Submitted data
        </h2>
        {transcript ? (
          <>
            <ChatTranscript view={transcript} />
            <div className="mt-4">
              <FieldList values={transcript.rest} formType={submission.formType} empty="No other fields." />
            </div>
          </>
        ) : (
          <div className="mt-2">
            <FieldList values={submission.data} formType={submission.formType} empty="No fields were submitted." />
          </div>
        )}
      </section>

      <SubmissionFiles submissionId={submission.id} />

      <section className={card} aria-labelledby="meta-title">
        <h2 id="meta-title" className={sectionTitle}>
          Metadata
        </h2>
        <div className="mt-2">
          <FieldList values={submission.metadata} empty="No metadata was recorded." />
        </div>
      </section>

      {/* Deleting needs 'delete', the owner's (deleteSubmissionAction refuses reviewers), so reviewers are not offered it at all. */}
      {can(session.role, 'delete') ? (
        <section className={`${card} border-rose-200 dark:border-rose-900`} aria-labelledby="delete-title">
          <h2 id="delete-title" className={sectionTitle}>
            Delete submission
          </h2>
          {confirming ? (
            <>
              <p className="mt-2 text-sm text-slate-800 dark:text-slate-200" id="delete-warning">
                This permanently deletes this {formTypeName(submission.formType).toLowerCase()} submission and everything in it. It cannot be undone.
              </p>
              <DeleteSubmissionForm id={submission.id} />
            </>
          ) : (
            <>
              <p className={`${muted} mt-2`}>For example when a founder asks us to remove their data.</p>
              <Link href={`/admin/submissions/${submission.id}?confirm=delete#delete-title`} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
                Delete submission
              </Link>
            </>
          )}
        </section>
      ) : null}
    </div>
  )
}
