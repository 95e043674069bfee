import { sessionSecret } from '@/lib/auth/secret'
import { closeDb, getDb, getDbHandle } from '@/lib/db/client'
import { closeBeforeExit } from '@/lib/db/shutdown'
import { EnvError, env, isBuildPhase } from '@/lib/env'
import { deleteOlderThan } from '@/lib/db/queries/retention'
import { deleteExpiredActivity } from '@/lib/db/queries/activity-retention'
import { startAdminMaintenance } from '@/lib/auth/maintenance'
import { replayOutbox } from '@/lib/forms/submit'
import { archiveInactiveSessions } from '@/lib/db/queries/chat-sessions'
import { installForwardedForStamp } from '@/lib/http/client-ip'
import { configuredPasswordHash, revokeSessionsIfPasswordChanged } from '@/lib/auth/password-in-use'
import { installBodySizeGate } from '@/lib/http/body-gate'
import { installStaleActionPage } from '@/lib/http/stale-action-page'

export async function startServer(): Promise<void> {
  if (isBuildPhase()) return
  try {
    env()
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  installForwardedForStamp(env().TRUST_PROXY)
  installBodySizeGate()
  installStaleActionPage()
  sessionSecret()
  closeBeforeExit(closeDb)
  startOutboxReplayer()
  startRetention(env().RETENTION_DAYS)
  startActivityRetention({ analyticsDays: env().ANALYTICS_RETENTION_DAYS, chatDays: env().CHAT_RETENTION_DAYS })
  startAdminMaintenance()
  startChatSessionArchiver()
  try {
    const handle = await getDbHandle()
    console.log(`[db] ${handle.kind} ready, migrations applied`)
  } catch (err) {
    // The site still serves its static pages; /api/health reports 503 and the next request retries the open.
    console.error(`[db] could not open the database: ${err instanceof Error ? err.message : String(err)}`)
  }
  await startPasswordChangeCheck()
}

const PASSWORD_CHECK_RETRY_MS = 5_000

/**
 * Sessions issued under an earlier admin password are revoked before the first request is served (see
 * revokeSessionsIfPasswordChanged); when the database is away at start, retried until it has run once.
 */
export async function startPasswordChangeCheck(): Promise<void> {
  const run = async (): Promise<boolean> => {
    try {
      const db = await getDb()
      const revoked = await revokeSessionsIfPasswordChanged(db, await configuredPasswordHash(db))
      if (revoked) console.log(`[auth] the admin password changed since the last start: ${revoked} session(s) revoked`)
      return true
    } catch (err) {
      console.error(`[auth] could not compare the admin password with the last start's: ${err instanceof Error ? err.message : String(err)}`)
      return false
    }
  }
  if (await run()) return
  const timer = setInterval(() => void run().then((done) => done && clearInterval(timer)), PASSWORD_CHECK_RETRY_MS)
  timer.unref()
}

const REPLAY_EVERY_MS = 5_000

/** Moves queued submissions into the database at start and every few seconds (a no-op when none are queued). */
export function startOutboxReplayer(): void {
  const tick = () => replayOutbox().catch(() => undefined) // the database is still away: next tick
  void tick()
  setInterval(tick, REPLAY_EVERY_MS).unref()
}

const DAY_MS = 86_400_000

/** With RETENTION_DAYS set, submissions and analytics older than that are deleted at start and then daily. */
export function startRetention(days: number | undefined): void {
  if (!days) return
  const run = async () => {
    try {
      const removed = await deleteOlderThan(await getDb(), days)
      if (removed.submissions || removed.analyticsEvents) {
        console.log(`[retention] removed ${removed.submissions} submission(s) and ${removed.analyticsEvents} analytics event(s) older than ${days} days`)
      }
    } catch (err) {
      console.error(`[retention] clean-up failed: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
  void run()
  setInterval(run, DAY_MS).unref()
}

/**
 * Analytics and chat are kept ANALYTICS_RETENTION_DAYS / CHAT_RETENTION_DAYS (90 by default, as the privacy policy
 * says): without this, archived chat sessions and events piled up for ever. At start and then daily.
 */
export function startActivityRetention(days: { analyticsDays: number; chatDays: number }): void {
  const run = async () => {
    try {
      const removed = await deleteExpiredActivity(await getDb(), days)
      if (removed.analyticsEvents || removed.chatSessions || removed.chatTranscripts) {
        console.log(
          `[retention] removed ${removed.analyticsEvents} analytics event(s) older than ${days.analyticsDays} days, ${removed.chatSessions} archived chat session(s) and ${removed.chatTranscripts} chat transcript(s) older than ${days.chatDays} days`,
        )
      }
    } catch (err) {
      console.error(`[retention] analytics and chat clean-up failed: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
  void run()
  setInterval(run, DAY_MS).unref()
}

const ARCHIVE_EVERY_MS = 60 * 60_000

/** SPEC §4: a chat session inactive for more than 7 days is archived; checked at start and hourly. */
export function startChatSessionArchiver(): void {
  const run = async () => {
    try {
      const archived = await archiveInactiveSessions(await getDb())
      if (archived) console.log(`[chat] archived ${archived} inactive session(s)`)
    } catch (err) {
      console.error(`[chat] archiving failed: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
  void run()
  setInterval(run, ARCHIVE_EVERY_MS).unref()
}
