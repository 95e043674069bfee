import Link from 'next/link'
import type { AgentRating, RatedAnswer } from '@/lib/db/queries/chat-feedback'
import { formatUtc } from './format'
import { ScrollTable } from './scroll-table'
import { muted, sectionTitle, td, textLink } from './styles'

const RATE_COLUMNS = ['Agent', 'Helpful', 'Not helpful', 'Helpful rate', 'Comments'] as const
const ANSWER_COLUMNS = ['Answer', 'Agent', 'Ratings', 'Latest comment', 'Conversation'] as const

/** The share of helpful verdicts, whole percent. */
export function helpfulRate(up: number, down: number): string {
  const total = up + down
  return total === 0 ? '—' : `${Math.round((100 * up) / total)} %`
}

/** Visitors' thumbs per agent and the answers they liked least, each with its conversation. */
export function AssistantFeedback({ agents, worst, names }: { agents: AgentRating[]; worst: RatedAnswer[]; names: Record<string, string> }) {
  const name = (id: string | null) => (id ? (names[id] ?? id) : 'Unknown agent')
  return (
    <section aria-labelledby="feedback-heading" className="space-y-3">
      <h2 id="feedback-heading" className={sectionTitle}>
        Visitor feedback
      </h2>
      {agents.length === 0 ? (
        <p className={muted}>No visitor has rated an answer yet.</p>
      ) : (
        <>
          <ScrollTable label="Feedback per agent" caption="Thumbs up and down per agent" columns={RATE_COLUMNS} testId="feedback-per-agent">
            {agents.map((a) => (
              <tr key={a.agentId} data-testid={`feedback-row-${a.agentId}`}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  <span className="block font-semibold text-slate-900 dark:text-slate-50">{name(a.agentId)}</span>
                  <code className="block text-xs text-slate-600 dark:text-slate-400">{a.agentId}</code>
                </th>
                <td className={td}>{a.up}</td>
                <td className={td}>{a.down}</td>
                <td className={`${td} whitespace-nowrap`}>{helpfulRate(a.up, a.down)}</td>
                <td className={td}>{a.commented}</td>
              </tr>
            ))}
          </ScrollTable>
          <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">Lowest-rated answers</h3>
          {worst.length === 0 ? (
            <p className={muted}>No answer has been rated down.</p>
          ) : (
            <ScrollTable label="Lowest-rated answers" caption="Answers rated down most, with a conversation they were rated in" columns={ANSWER_COLUMNS} testId="lowest-rated">
              {worst.map((w, i) => (
                <tr key={i}>
                  <td className={`${td} max-w-md text-xs break-words whitespace-pre-wrap`}>{w.content ?? '(conversation deleted)'}</td>
                  <td className={td}>
                    {name(w.agentId)}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{w.modelAnswered ? 'model' : 'prepared answer'}</span>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    {w.down} down, {w.up} up
                  </td>
                  <td className={`${td} max-w-xs text-xs break-words`}>{w.comment ?? '—'}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    <Link href={`/admin/assistant/conversations/${w.sessionId}`} className={textLink}>
                      Open conversation
                    </Link>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{formatUtc(w.lastRatedAt)}</span>
                  </td>
                </tr>
              ))}
            </ScrollTable>
          )}
        </>
      )}
    </section>
  )
}
