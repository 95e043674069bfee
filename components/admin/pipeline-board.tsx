import Link from 'next/link'
import type { BoardCard, PipelineCounts } from '@/lib/db/queries/pipeline'
import { APPLICATION_STATUSES } from '@/lib/pipeline/statuses'
import { applicationColumns, daysLabel, daysSince, nameOf, statusLabel, statusOptions } from '@/lib/pipeline/view'
import { MoveCardForm } from './pipeline-forms'
import { muted, textLink } from './styles'

type Props = { cards: BoardCard[]; counts: PipelineCounts; names: ReadonlyMap<string, string>; perColumn: number; now?: Date }

/**
 * One column per status, each a labelled list of cards. Moving a card is a select and a button on
 * the card — no dragging — so it works by keyboard and without JavaScript. The board scrolls sideways inside its
 * frame on a narrow screen rather than the page, a column at a time. The frame is `relative`: the visually hidden
 * texts (absolutely positioned) of columns far to the right are then placed inside it, where they had widened the
 * page itself to the whole board's width.
 */
export function PipelineBoard({ cards, counts, names, perColumn, now = new Date() }: Props) {
  const options = statusOptions()
  return (
    <div className="relative snap-x snap-mandatory overflow-x-auto pb-2" data-testid="pipeline-board">
      <div className="grid min-w-max auto-cols-[16rem] grid-flow-col gap-4">
        {APPLICATION_STATUSES.map((status) => {
          const column = cards.filter((c) => c.status === status)
          const total = counts.byStatus[status]
          const headingId = `column-${status}`
          return (
            <section key={status} aria-labelledby={headingId} className="snap-start rounded-2xl bg-slate-100 p-3 dark:bg-slate-900" data-testid={`board-column-${status}`}>
              <h2 id={headingId} className="flex items-baseline justify-between text-sm font-semibold text-slate-900 dark:text-slate-50">
                <span>{statusLabel(status)}</span>
                <span className="text-slate-600 dark:text-slate-300">
                  {total.toLocaleString('en-US')}
                  <span className="sr-only"> applications</span>
                </span>
              </h2>
              {column.length === 0 ? (
                <p className={`${muted} mt-3`}>None.</p>
              ) : (
                <ul className="mt-3 space-y-3">
                  {column.map((card) => {
                    const stage = applicationColumns({ stage: card.stage }).stage
                    const company = card.company || card.reference
                    return (
                      <li key={card.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-950" data-testid="board-card">
                        <Link href={`/admin/submissions/${card.id}`} className={`${textLink} break-words`}>
                          {company}
                        </Link>
                        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                          <span className="font-mono">{card.reference}</span>
                          {stage ? ` · ${stage}` : ''}
                        </p>
                        <p className="text-xs text-slate-700 dark:text-slate-300">
                          {statusLabel(status)} for {daysLabel(daysSince(card.statusChangedAt, now))}
                          {card.assigneeId ? ` · ${nameOf(card.assigneeId, names)}` : ''}
                        </p>
                        <MoveCardForm key={`${card.id}-${status}`} id={card.id} current={status} company={company} options={options} />
                      </li>
                    )
                  })}
                </ul>
              )}
              {total > column.length ? (
                <p className="mt-3 text-xs">
                  <Link href={`/admin?status=${status}#submissions`} className={textLink}>
                    All {total.toLocaleString('en-US')} in {statusLabel(status)}
                  </Link>
                  <span className="text-slate-600 dark:text-slate-300"> (the board shows the {perColumn} most recent)</span>
                </p>
              ) : null}
            </section>
          )
        })}
      </div>
    </div>
  )
}
