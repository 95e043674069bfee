/**
 * How long the site keeps what visitors send, by default — the one place these numbers are written down. The
 * daily clean-ups (lib/jobs/tasks.ts), the environment's defaults (lib/env.ts), the privacy and cookie policies and
 * the README all state these; a deployment may change the first two by env, and the policies then quote its values.
 */
export const RETENTION = {
  /** Analytics events, counted from when they were recorded (ANALYTICS_RETENTION_DAYS). */
  analyticsDays: 90,
  /** Chat conversations, from their last message, and stored chat transcripts, from when they were stored (CHAT_RETENTION_DAYS). */
  chatDays: 90,
  /** A newsletter sign-up nobody confirmed, from the sign-up (fixed: the confirmation link is valid this long). */
  newsletterPendingDays: 7,
  /**
   * The mail log: a sent e-mail's job and its .eml copy, from the sending (the job history of lib/jobs/tasks.ts keeps
   * every done job this long); one that could not be sent, from the last try, for the team to see why.
   */
  mailLogDays: 7,
  failedMailLogDays: 30,
} as const

/** What runs on this deployment: RETENTION with env's overrides; submissionDays null = kept until the team deletes them. */
export type RetentionPolicy = {
  analyticsDays: number
  chatDays: number
  newsletterPendingDays: number
  mailLogDays: number
  failedMailLogDays: number
  submissionDays: number | null
  /** How long the daily backup archives keep a copy (BACKUP_KEEP, one archive a day); null = no scheduled backup. */
  backupDays: number | null
}
