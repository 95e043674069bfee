import 'server-only'
import { RETENTION } from '@/config/retention'
import { backupTask } from '@/lib/backup/schedule'
import { cleanExpiredLoginAttempts } from '@/lib/auth/rate-limit'
import { deleteExpiredSessions } from '@/lib/db/queries/admin-sessions'
import { deleteExpiredActivity } from '@/lib/db/queries/activity-retention'
import { pruneAuditEvents } from '@/lib/db/queries/audit-events'
import { archiveInactiveSessions } from '@/lib/db/queries/chat-sessions'
import { pruneFinishedJobs } from '@/lib/db/queries/jobs'
import { cutoffFor } from '@/lib/db/queries/retention'
import { env } from '@/lib/env'
import { deleteSubmissionsBefore } from '@/lib/privacy/expiry'
import { removeMailFilesBefore } from '@/lib/privacy/mail-files'
import { ORPHAN_MIN_AGE_MS, s3KeyReferenced, sweepOrphanFiles } from '@/lib/files/orphans'
import { sweepOrphanObjects } from '@/lib/files/s3-orphans'
import { s3Config } from '@/lib/files/store'
import { filesDir } from '@/lib/files/spool'
import { getOutbox } from '@/lib/forms/server/submit'
import { retentionPolicy } from '@/lib/privacy/retention-policy'
import type { PeriodicTask } from './periodic'
import { log } from '@/lib/log'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/**
 * Finished jobs kept for the team to look back on: a week when done, a month when failed. The .eml copies of sent
 * e-mails (DATA_DIR/mail, written when the job is done) go with the done jobs.
 */
export const JOB_HISTORY_DAYS = { doneDays: RETENTION.mailLogDays, failedDays: RETENTION.failedMailLogDays }

/** The site's periodic work; each runs once per period on one instance (lib/jobs/periodic.ts). */
export function periodicTasks(): PeriodicTask[] {
  const e = env()
  const tasks: PeriodicTask[] = [
    {
      // Expired login-limit entries every 5 minutes; expired sessions and old audit events with them.
      kind: 'admin-maintenance',
      everyMs: 5 * MINUTE_MS,
      run: async (db, now) => {
        await cleanExpiredLoginAttempts(db, now)
        await deleteExpiredSessions(db, now)
        await pruneAuditEvents(db, {}, now)
      },
    },
    {
      // A chat session inactive for more than 7 days is archived.
      kind: 'chat-archive',
      everyMs: 60 * MINUTE_MS,
      run: async (db, now) => {
        const archived = await archiveInactiveSessions(db, now)
        if (archived) return `archived ${archived} inactive chat session(s)`
      },
    },
    {
      // Analytics, chats and unconfirmed newsletter sign-ups: what the privacy policy states (config/retention.ts).
      kind: 'activity-retention',
      everyMs: DAY_MS,
      run: async (db) => {
        const days = retentionPolicy()
        const removed = await deleteExpiredActivity(db, days)
        if (removed.analyticsEvents || removed.chatSessions || removed.chatTranscripts || removed.unconfirmedSignUps) {
          return `removed ${removed.analyticsEvents} analytics event(s) older than ${days.analyticsDays} days, ${removed.chatSessions} chat session(s) and ${removed.chatTranscripts} chat transcript(s) older than ${days.chatDays} days, and ${removed.unconfirmedSignUps} newsletter sign-up(s) unconfirmed after ${days.newsletterPendingDays} days`
        }
      },
    },
    {
      kind: 'jobs-prune',
      everyMs: DAY_MS,
      run: async (db, now) => {
        const removed = await pruneFinishedJobs(db, JOB_HISTORY_DAYS, now)
        const files = await removeMailFilesBefore(new Date(now.getTime() - JOB_HISTORY_DAYS.doneDays * DAY_MS))
        if (removed || files) return `removed ${removed} finished job(s) and ${files} mail file(s)`
      },
    },
    {
      // Deck files nothing references (a crash between storing the file and committing its submission).
      kind: 'deck-orphans',
      everyMs: DAY_MS,
      run: async (db, now) => {
        const outbox = getOutbox()
        const outboxFiles = [outbox.file, outbox.rejectedFile]
        const { removed } = await sweepOrphanFiles(db, { dir: filesDir(e.dataDir), outboxFiles })
        // With S3, decks put in the bucket whose submission never committed; same one-day grace as the files.
        const s3 = s3Config()
        const objects = s3 ? await sweepOrphanObjects(s3, await s3KeyReferenced(db, outboxFiles), new Date(now.getTime() - ORPHAN_MIN_AGE_MS), (m) => log('files').warn(`${m}`)) : 0
        if (removed.length || objects) return `removed ${removed.length} unreferenced deck file(s) and ${objects} S3 object(s)`
      },
    },
  ]
  // The daily archive, when the studio configured where to keep it.
  if (e.BACKUP_DIR) tasks.push(backupTask(e.BACKUP_DIR, e.BACKUP_KEEP))
  const days = e.RETENTION_DAYS
  if (days) {
    tasks.push({
      // Submissions are kept until the team deletes them, unless RETENTION_DAYS says otherwise: then they go with
      // their e-mails and mail files, and set-aside submissions of the same age go too.
      kind: 'retention',
      everyMs: DAY_MS,
      run: async (db, now) => {
        const removed = await deleteSubmissionsBefore(db, cutoffFor(days, now), { setAside: true })
        if (removed.submissions || removed.analyticsEvents || removed.setAside) {
          return `removed ${removed.submissions} submission(s) (with ${removed.mailJobs} e-mail(s)), ${removed.setAside} set-aside submission(s) and ${removed.analyticsEvents} analytics event(s) older than ${days} days`
        }
      },
    })
  }
  return tasks
}
