import type { Metadata } from 'next'
import Link from 'next/link'
import { PipelineBoard } from '@/components/admin/pipeline-board'
import { muted, textLink } from '@/components/admin/styles'
import { requirePermission } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { adminDisplayNames } from '@/lib/db/queries/admin-users'
import { BOARD_CARDS_PER_COLUMN, boardCards, pipelineCounts } from '@/lib/db/queries/pipeline'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Pipeline', robots: { index: false, follow: false } }

/** The applications as a board: one column per status, the most recently moved first. */
export default async function PipelinePage() {
  await requirePermission('submissions')
  const db = await getDb()
  const [cards, counts, names] = await Promise.all([boardCards(db), pipelineCounts(db), adminDisplayNames(db)])
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Pipeline</h1>
        <p className={muted}>
          Every application by status. Move one with the select on its card; moving it to Reviewing, Diligence or Declined e-mails the founder. For
          notes, assignee and tags, open the application. The{' '}
          <Link href="/admin?type=apply#submissions" className={textLink}>
            dashboard
          </Link>{' '}
          filters applications by status and assignee.
        </p>
      </div>
      {counts.total === 0 ? (
        <p className={muted}>No applications yet. They appear here as founders apply.</p>
      ) : (
        <PipelineBoard cards={cards} counts={counts} names={names} perColumn={BOARD_CARDS_PER_COLUMN} />
      )}
    </div>
  )
}
