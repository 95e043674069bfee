import { sessionSecret } from '@/lib/auth/secret'
import { closeDb, getDb, getDbHandle } from '@/lib/db/client'
import { closeBeforeExit } from '@/lib/db/shutdown'
import { EnvError, env, isBuildPhase } from '@/lib/env'
import { deleteOlderThan } from '@/lib/db/queries/retention'
import { startAdminMaintenance } from '@/lib/auth/maintenance'
import { replayOutbox } from '@/lib/forms/submit'
import { archiveInactiveSessions } from '@/lib/db/queries/chat-sessions'
import { installForwardedForStamp } from '@/lib/http/client-ip'
import { installBodySizeGate } from '@/lib/http/body-gate'

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
  sessionSecret()
  closeBeforeExit(closeDb)
  startOutboxReplayer()
  startRetention(env().RETENTION_DAYS)
  startAdminMaintenance()
  startChatSessionArchiver()
  try {
    const handle = await getDbHandle()
    console.log(`[db] ${handle.kind} ready, migrations applied`)
  } catch (err) {
    // The site still serves its static pages; /api/health reports 503 and the next request retries the open.
    console.error(`[db] could not open the database: ${err instanceof Error ? err.message : String(err)}`)
  }
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
