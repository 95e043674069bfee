import 'server-only'
import { RETENTION, type RetentionPolicy } from '@/config/retention'
import { env } from '@/lib/env'

/** The retention this deployment runs (lib/jobs/tasks.ts) and its policies state: config/retention.ts with env's overrides. */
export function retentionPolicy(): RetentionPolicy {
  const e = env()
  return {
    // RETENTION_DAYS' clean-up (lib/db/queries/retention.ts) takes analytics events too, so the shorter one holds.
    analyticsDays: Math.min(e.ANALYTICS_RETENTION_DAYS, e.RETENTION_DAYS ?? Infinity),
    chatDays: e.CHAT_RETENTION_DAYS,
    newsletterPendingDays: RETENTION.newsletterPendingDays,
    mailLogDays: RETENTION.mailLogDays,
    failedMailLogDays: RETENTION.failedMailLogDays,
    submissionDays: e.RETENTION_DAYS ?? null,
    backupDays: e.BACKUP_DIR ? e.BACKUP_KEEP : null,
  }
}
