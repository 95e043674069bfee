import { RETENTION } from '@/config/retention'
import type { JobStateCount } from '@/lib/db/queries/system-state'
import { OUTBOX_DEGRADED_AT } from '@/lib/forms/server/outbox'
import { MAIL_JOB } from '@/lib/mail/message'
import type { LastBackup } from '@/lib/backup/last'
import type { DiskReport, SystemState } from '@/lib/metrics/system-state'

/**
 * The system page's verdicts: the figures the metrics carry, judged for a person, each with what to do about it in
 * one sentence. Pure, so every threshold is tested without a database.
 */
export type CheckLevel = 'ok' | 'warning' | 'failing'
export type SystemCheck = { id: string; title: string; level: CheckLevel; figure: string; advice: string | null }

/** A due job this long untaken means no instance is running the queue. */
export const STUCK_AFTER_MS = 15 * 60_000
/** Past this, the queue is slow but moving (a burst, a slow mail server). */
export const SLOW_AFTER_MS = 2 * 60_000
const SLOW_PING_SECONDS = 1
const LOW_DISK_BYTES = 1024 ** 3
const FULL_DISK_BYTES = 256 * 1024 ** 2

const LEVEL_ORDER: Record<CheckLevel, number> = { failing: 0, warning: 1, ok: 2 }

/** The daily backup: off when BACKUP_DIR is unset; otherwise its last outcome. */
export type BackupInput = { on: false } | ({ on: true } & LastBackup)

export type SystemInput = { state: SystemState; disk: DiskReport; buildId: string | null; backup?: BackupInput }

/** A daily backup older than this missed at least one run. */
export const BACKUP_LATE_AFTER_MS = 26 * 3_600_000

/** Every check, the failing ones first, then the warnings; in a fixed order within each level. */
export function systemChecks({ state, disk, buildId, backup = { on: false } }: SystemInput): SystemCheck[] {
  const checks = [database(state), jobs(state), mail(state), outbox(state), providers(state), diskCheck(disk), backupCheck(backup, state.at), build(buildId)]
  return checks.map((check, i) => ({ check, i })).sort((a, b) => LEVEL_ORDER[a.check.level] - LEVEL_ORDER[b.check.level] || a.i - b.i).map(({ check }) => check)
}

const ok = (id: string, title: string, figure: string): SystemCheck => ({ id, title, level: 'ok', figure, advice: null })

function database({ database: db }: SystemState): SystemCheck {
  const title = 'Database'
  const name = db.kind === 'postgres' ? 'PostgreSQL' : 'The embedded database'
  if (!db.up) {
    return { id: 'database', title, level: 'failing', figure: `${db.kind ? name : 'The database'} does not answer: ${db.error ?? 'no reason given'}.`, advice: 'Check that PostgreSQL at DATABASE_URL is running and reachable, or, for the embedded database, that DATA_DIR is writable and its disk has room; submissions wait in the outbox meanwhile.' }
  }
  const ms = Math.round((db.pingSeconds ?? 0) * 1000)
  const waiting = db.pool?.waiting ?? 0
  const figure = `${name} answers in ${ms} ms${db.pool ? `; ${db.pool.total} connection(s) open, ${waiting} query(ies) queued for one` : ''}.`
  if ((db.pingSeconds ?? 0) >= SLOW_PING_SECONDS || waiting > 0) {
    return { id: 'database', title, level: 'warning', figure, advice: 'Queries are slow or queuing: look for a long-running query or a host short of CPU or memory before the visitors notice.' }
  }
  return ok('database', title, figure)
}

const ageText = (ms: number) => (ms >= 3_600_000 ? `${Math.round(ms / 3_600_000)} h` : ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`)

function oldestWaitingMs(rows: JobStateCount[], at: Date): number {
  const due = rows.filter((r) => r.state === 'waiting' && r.oldestRunAt).map((r) => r.oldestRunAt!.getTime())
  return due.length ? Math.max(0, at.getTime() - Math.min(...due)) : 0
}

const total = (rows: JobStateCount[], state: JobStateCount['state']) => rows.filter((r) => r.state === state).reduce((n, r) => n + r.count, 0)

function jobs({ jobs: rows, at }: SystemState): SystemCheck {
  const title = 'Background jobs'
  if (!rows) return { id: 'jobs', title, level: 'failing', figure: 'Unknown: the database does not answer.', advice: 'Bring the database back first; the jobs wait in it and run once it answers.' }
  const work = rows.filter((r) => r.kind !== MAIL_JOB)
  const oldest = oldestWaitingMs(work, at)
  const failed = total(work, 'failed')
  const figure = `${total(work, 'waiting')} waiting (oldest ${ageText(oldest)}), ${total(work, 'running')} running, ${total(work, 'scheduled')} scheduled, ${failed} failed.`
  if (oldest >= STUCK_AFTER_MS) return { id: 'jobs', title, level: 'failing', figure, advice: 'Due jobs are not being run: make sure at least one instance of the site is running, and read its log for errors with the scope “jobs”.' }
  if (oldest >= SLOW_AFTER_MS) return { id: 'jobs', title, level: 'warning', figure, advice: 'Jobs are running behind: if the oldest keeps growing, read the log for errors with the scope “jobs” or look for a slow webhook receiver.' }
  if (failed > 0) return { id: 'jobs', title, level: 'warning', figure, advice: `Read the failed jobs’ errors in the log (scope “jobs”, “failed for good”); they are kept ${RETENTION.failedMailLogDays} days.` }
  return ok('jobs', title, figure)
}

function mail({ jobs: rows, at }: SystemState): SystemCheck {
  const title = 'E-mail'
  if (!rows) return { id: 'mail', title, level: 'failing', figure: 'Unknown: the database does not answer.', advice: 'Bring the database back first; queued e-mails are kept in it.' }
  const mails = rows.filter((r) => r.kind === MAIL_JOB)
  const oldest = oldestWaitingMs(mails, at)
  const failed = total(mails, 'failed')
  const figure = `${total(mails, 'waiting') + total(mails, 'running')} being sent (oldest ${ageText(oldest)}), ${total(mails, 'scheduled')} waiting for their time, ${failed} failed in the last ${RETENTION.failedMailLogDays} days.`
  if (oldest >= STUCK_AFTER_MS) return { id: 'mail', title, level: 'failing', figure, advice: 'E-mails are not leaving: check SMTP_URL and that the mail server accepts the site’s sign-in; the E-mail page shows each one’s error.' }
  if (failed > 0) return { id: 'mail', title, level: 'warning', figure, advice: 'Some e-mails could not be sent after every retry: the E-mail page shows why; fix the address or the mail server and resend by hand.' }
  return ok('mail', title, figure)
}

function outbox({ outbox: o }: SystemState): SystemCheck {
  const title = 'Outbox'
  if (o.waiting === null || o.setAside === null) {
    return { id: 'outbox', title, level: 'failing', figure: 'The outbox file cannot be read.', advice: 'Check that DATA_DIR/outbox is readable and writable by the site’s user and that its disk has room.' }
  }
  const figure = `${o.waiting} submission(s) waiting for the database, ${o.setAside} set aside (this instance).`
  if (o.waiting >= OUTBOX_DEGRADED_AT) return { id: 'outbox', title, level: 'failing', figure, advice: 'The database has refused writes for a long while: fix it first; the waiting submissions move in by themselves once it answers.' }
  if (o.waiting > 0) return { id: 'outbox', title, level: 'warning', figure, advice: 'Submissions are waiting for the database; they move in by themselves within seconds of it answering again.' }
  if (o.setAside > 0) return { id: 'outbox', title, level: 'warning', figure, advice: 'The database refused some submissions for good: open Set-aside submissions, read them and enter them by hand.' }
  return ok('outbox', title, figure)
}

function providers({ providers: list, budget }: SystemState): SystemCheck {
  const title = 'Language-model providers'
  if (list.length === 0) return ok('providers', title, 'None configured: the assistant answers from its canned replies.')
  const down = list.filter((p) => !p.available)
  const used = budget ? `; ${budget.usedToday} of ${budget.perDay || 'unlimited'} calls used today` : ''
  const figure = `${list.length - down.length} of ${list.length} available${down.length ? ` (not: ${down.map((p) => p.name).join(', ')})` : ''}${used}.`
  if (down.length === list.length) return { id: 'providers', title, level: 'failing', figure, advice: 'No provider answers: the assistant falls back to canned replies; check the keys and URLs on the Providers page and test each one.' }
  if (budget?.spent) return { id: 'providers', title, level: 'warning', figure, advice: `The call budget for ${budget.spent === 'day' ? 'today' : 'this minute'} is spent: raise LLM_CALLS_PER_${budget.spent === 'day' ? 'DAY' : 'MINUTE'} if visitors need more answers.` }
  if (down.length > 0) return { id: 'providers', title, level: 'warning', figure, advice: 'The others carry the chat meanwhile: test the unavailable ones on the Providers page and check their keys or quota.' }
  return ok('providers', title, figure)
}

const size = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : bytes >= 1024 ** 2 ? `${Math.round(bytes / 1024 ** 2)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`

function diskCheck(disk: DiskReport): SystemCheck {
  const title = 'Disk (DATA_DIR)'
  if (disk.usedBytes === null && disk.freeBytes === null) return { id: 'disk', title, level: 'failing', figure: 'DATA_DIR cannot be read.', advice: 'Check that DATA_DIR exists and belongs to the site’s user.' }
  const figure = `${disk.usedBytes === null ? 'Unknown' : size(disk.usedBytes)} used by DATA_DIR${disk.freeBytes === null ? '' : `; ${size(disk.freeBytes)} free on its disk`}.`
  if (disk.freeBytes !== null && disk.freeBytes < FULL_DISK_BYTES) return { id: 'disk', title, level: 'failing', figure, advice: 'The disk is nearly full and writes will fail: free space or grow the disk now.' }
  if (disk.freeBytes !== null && disk.freeBytes < LOW_DISK_BYTES) return { id: 'disk', title, level: 'warning', figure, advice: 'Less than 1 GB is left: clean up old data or grow the disk before it fills.' }
  return ok('disk', title, figure)
}

function backupCheck(backup: BackupInput, at: Date): SystemCheck {
  const title = 'Backups'
  if (!backup.on) return { id: 'backup', title, level: 'warning', figure: 'No daily backup: BACKUP_DIR is not set.', advice: 'Set BACKUP_DIR to storage that outlives this machine (and BACKUP_KEEP), or run npm run backup from your own schedule.' }
  const last = backup.ok ? `Last backup ${backup.ok.at.slice(0, 16).replace('T', ' ')} UTC, ${size(backup.ok.size)}` : 'No backup yet'
  if (backup.error) return { id: 'backup', title, level: 'failing', figure: `${last}; the latest run failed: ${backup.error.message}`, advice: 'Fix the cause (room and rights in BACKUP_DIR, pg_dump for PostgreSQL), then run npm run backup to check.' }
  if (!backup.ok) return ok('backup', title, `${last}: the daily job takes the first soon after the site starts.`)
  const age = at.getTime() - Date.parse(backup.ok.at)
  if (age > BACKUP_LATE_AFTER_MS) return { id: 'backup', title, level: 'warning', figure: `${last} (${ageText(age)} ago).`, advice: 'The daily backup missed its run: check that an instance is running the jobs, or run npm run backup now.' }
  return ok('backup', title, `${last}.`)
}

function build(buildId: string | null): SystemCheck {
  return ok('build', 'Running build', buildId ? `Deployment id ${buildId}.` : 'No production build (a development server).')
}
