import type { Metadata } from 'next'
import { formatUtc } from '@/components/admin/format'
import { card, muted } from '@/components/admin/styles'
import { systemChecks, type BackupInput, type CheckLevel } from '@/lib/admin/system-checks'
import { lastBackup } from '@/lib/backup/last'
import { env } from '@/lib/env'
import { requirePermission } from '@/lib/auth/guard'
import { readBuildId } from '@/lib/build-id'
import { diskReport, systemState } from '@/lib/metrics/system-state'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'System', robots: { index: false, follow: false } }

/** Each level in words and colour (text on its tint ≥ 4.5:1 in both themes); the word carries it for screen readers. */
const BADGE: Record<CheckLevel, { text: string; className: string }> = {
  failing: { text: 'Failing', className: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200' },
  warning: { text: 'Warning', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  ok: { text: 'OK', className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' },
}

async function backupInput(): Promise<BackupInput> {
  if (!env().BACKUP_DIR) return { on: false }
  return { on: true, ...(await lastBackup().catch(() => ({ ok: null, error: { at: new Date().toISOString(), message: 'the database does not answer' } }))) }
}

/**
 * The figures /api/metrics gives a scraper, judged for the owner: the failing ones first, each with what to do.
 * The database-wide figures are the same on every instance; the outbox and the disk are this instance's.
 */
export default async function SystemPage() {
  await requirePermission('system')
  const [state, disk, backup] = await Promise.all([systemState(), diskReport(), backupInput()])
  const checks = systemChecks({ state, disk, buildId: readBuildId(), backup })
  const failing = checks.filter((c) => c.level === 'failing').length
  const warnings = checks.filter((c) => c.level === 'warning').length
  const summary = failing ? `${failing} failing, ${warnings} warning(s).` : warnings ? `${warnings} warning(s), nothing failing.` : 'Everything is well.'

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">System</h1>
        <p className={muted}>
          {summary} As of {formatUtc(state.at)}; the figures are at most a few seconds old.
        </p>
      </div>
      <ul className="space-y-3" aria-label="Checks">
        {checks.map((check) => (
          <li key={check.id} className={card} data-check={check.id} data-level={check.level}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-base font-semibold text-slate-900 dark:text-slate-50">{check.title}</h2>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[check.level].className}`}>{BADGE[check.level].text}</span>
            </div>
            <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">{check.figure}</p>
            {check.advice ? <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">What to do: {check.advice}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
