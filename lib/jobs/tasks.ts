import 'server-only'
import { cleanExpiredLoginAttempts } from '@/lib/auth/rate-limit'
import { deleteExpiredSessions } from '@/lib/db/queries/admin-sessions'
import { deleteExpiredActivity } from '@/lib/db/queries/activity-retention'
import { pruneAuditEvents } from '@/lib/db/queries/audit-events'
import { archiveInactiveSessions } from '@/lib/db/queries/chat-sessions'
import { pruneFinishedJobs } from '@/lib/db/queries/jobs'
import { deleteOlderThan } from '@/lib/db/queries/retention'
import { env } from '@/lib/env'
import { sweepOrphanFiles } from '@/lib/files/orphans'
import { filesDir } from '@/lib/files/spool'
import { getOutbox } from '@/lib/forms/submit'
import { retentionPolicy } from '@/lib/privacy/retention-policy'
import type { PeriodicTask } from './periodic'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/** Finished jobs kept for the team to look back on: a week when done, a month when failed. */
export const JOB_HISTORY_DAYS = { doneDays: 7, failedDays: 30 }

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
        if (removed) return `removed ${removed} finished job(s)`
      },
    },
    {
      // Deck files nothing references (a crash between storing the file and committing its submission).
      kind: 'deck-orphans',
      everyMs: DAY_MS,
      run: async (db) => {
        const outbox = getOutbox()
        const { removed } = await sweepOrphanFiles(db, { dir: filesDir(e.dataDir), outboxFiles: [outbox.file, outbox.rejectedFile] })
        if (removed.length) return `removed ${removed.length} unreferenced deck file(s)`
      },
    },
  ]
  const days = e.RETENTION_DAYS
  if (days) {
    tasks.push({
      // Submissions are kept until the team deletes them, unless RETENTION_DAYS says otherwise.
      kind: 'retention',
      everyMs: DAY_MS,
      run: async (db) => {
        const removed = await deleteOlderThan(db, days)
        if (removed.submissions || removed.analyticsEvents) {
          return `removed ${removed.submissions} submission(s) and ${removed.analyticsEvents} analytics event(s) older than ${days} days`
        }
      },
    })
  }
  return tasks
}
