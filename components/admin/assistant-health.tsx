import { clsx } from 'clsx'
import type { HealthView } from '@/lib/admin/assistant-view'
import type { SessionCounts } from '@/lib/db/queries/chat-sessions'
import { card, muted, sectionTitle } from './styles'

// The colour repeats the word beside it; it never carries the status alone.
const TONES = {
  excellent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  good: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  critical: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
} as const

/**
 * Health status with its warnings, and how many conversations there are. `scope` says whose answers are counted: this
 * server's since it started (the embedded database, one process), or every instance's (PostgreSQL).
 */
export function AssistantHealth({ health, sessions, scope }: { health: HealthView; sessions: SessionCounts; scope: 'server' | 'site' }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="assistant-health-heading" className={card} data-testid="assistant-health">
        <h2 id="assistant-health-heading" className={sectionTitle}>
          Health
        </h2>
        <p className="mt-3 flex items-center gap-3">
          <span className={clsx('rounded-full px-3 py-1 text-sm font-semibold', TONES[health.status])} data-testid="health-status">
            {health.label}
          </span>
          <span className="text-sm text-slate-800 dark:text-slate-200">Score {health.score} of 100</span>
        </p>
        {health.warnings.length > 0 ? (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200" aria-label="Warnings">
            {health.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        ) : (
          <p className={clsx(muted, 'mt-3')}>No warnings.</p>
        )}
        <p className={clsx(muted, 'mt-3')}>
          {scope === 'site'
            ? `Memory of this server: ${health.memory}, sampled every 30 seconds. Answers are counted across every server of the site.`
            : `Memory: ${health.memory}. Measured since this server started; sampled every 30 seconds.`}
        </p>
      </section>
      <section aria-labelledby="assistant-sessions-heading" className={card} data-testid="assistant-sessions">
        <h2 id="assistant-sessions-heading" className={sectionTitle}>
          Conversations
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
          {[
            ['Active now', sessions.recent, 'active in the last 30 minutes'],
            ['Open', sessions.active, 'not yet archived'],
            ['Archived', sessions.archived, 'idle for more than 7 days'],
          ].map(([label, value, note]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-950">
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900 dark:text-slate-50" data-testid={`sessions-${String(label).toLowerCase().replace(' ', '-')}`}>
                {Number(value).toLocaleString('en-US')}
              </dd>
              <dd className="text-xs text-slate-600 dark:text-slate-400">{note}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
