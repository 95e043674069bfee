import { formatUtc } from '@/components/admin/format'
import { muted } from '@/components/admin/styles'
import type { TranscriptView } from '@/lib/admin/transcript-view'

/** A stored chat as a conversation. Every text is React text: what a visitor typed is shown, never run. */
export function ChatTranscript({ view }: { view: TranscriptView }) {
  return (
    <div className="mt-2 space-y-3">
      <p className={muted}>
        {view.lines.length} message{view.lines.length === 1 ? '' : 's'}
        {view.duration ? ` over ${view.duration}` : ''}
        {view.summary ? ` · ${view.summary}` : ''}
      </p>
      <ol className="space-y-3" data-testid="chat-transcript">
        {view.lines.map((line, i) => (
          <li
            key={i}
            className={
              line.role === 'visitor'
                ? 'ml-8 rounded-xl bg-indigo-50 p-3 dark:bg-indigo-950/60'
                : 'mr-8 rounded-xl border border-slate-200 p-3 dark:border-slate-800'
            }
          >
            <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
              {line.role === 'visitor' ? 'Visitor' : `Assistant${line.agentId ? ` (${line.agentId})` : ''}`}
              {line.timestamp ? <span className="font-normal"> · {formatTimestamp(line.timestamp)}</span> : null}
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">{line.content}</p>
            {line.rating ? (
              <p className="mt-2 text-xs font-medium text-slate-700 dark:text-slate-300" data-testid="transcript-rating">
                Visitor rated this {line.rating.helpful ? 'helpful' : 'not helpful'}
                {line.rating.comment ? `: “${line.rating.comment}”` : ''}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}

function formatTimestamp(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : formatUtc(date)
}
