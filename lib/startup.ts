import { sessionSecret } from '@/lib/auth/secret'
import { checkOnOpen, closeDb, getDbHandle, type Db } from '@/lib/db/client'
import { closeBeforeExit } from '@/lib/db/shutdown'
import { EnvError, env, isBuildPhase } from '@/lib/env'
import { replayOutbox } from '@/lib/forms/server/submit'
import { startJobs } from '@/lib/jobs'
import { installForwardedForStamp } from '@/lib/http/client-ip'
import { configuredPasswordHash, revokeSessionsIfPasswordChanged } from '@/lib/auth/password-in-use'
import { installBodySizeGate } from '@/lib/http/body-gate'
import { installStaleActionPage } from '@/lib/http/stale-action-page'
import { installRequestIds } from '@/lib/log/requests'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'
import { observeRequests } from '@/lib/metrics/requests'

export async function startServer(): Promise<void> {
  if (isBuildPhase()) return
  try {
    env()
  } catch (err) {
    if (err instanceof EnvError) {
      log('env').fatal(err.message)
      process.exit(1)
    }
    throw err
  }
  // Before anything opens the database: no request may use a session an admin password change revoked.
  checkOnOpen(revokeSessionsOfAnotherPassword)
  installForwardedForStamp(env().TRUST_PROXY)
  installBodySizeGate()
  installStaleActionPage()
  // Requests are timed only when someone may read the figures (METRICS_TOKEN): otherwise they cost nothing.
  if (env().METRICS_TOKEN) observeRequests()
  installRequestIds(env().TRUST_PROXY) // last, so it runs first: every answer, even a refusal, carries the id
  sessionSecret()
  closeBeforeExit(closeDb)
  startOutboxReplayer()
  // Forwards, retention, archiving and clean-ups: durable jobs, each run once across the instances sharing the database.
  startJobs()
  // Not awaited: Next.js holds every request until this function returns, and the migrations of an upgrade can take
  // a minute on a large table (0015 at a million submissions). Meanwhile the pages answer, /api/health says 503, and
  // what needs the database waits for it as it would for a slow one.
  void getDbHandle().then(
    (handle) => log('db').info(`${handle.kind} ready, migrations applied`),
    // The site still serves its static pages; /api/health reports 503 and the next request retries the open.
    (err) => log('db').error(`could not open the database: ${errorMessage(err)}`),
  )
}

/**
 * Sessions issued under an earlier admin password are revoked before any request can use them: a new
 * ADMIN_PASSWORD_HASH (or `npm run admin:set-password`) takes effect at a restart. Run on every open of the database
 * (lib/db/client.ts checkOnOpen), so a database away at start is checked when it comes back, before its first use.
 */
async function revokeSessionsOfAnotherPassword(db: Db): Promise<void> {
  const revoked = await revokeSessionsIfPasswordChanged(db, await configuredPasswordHash(db))
  if (revoked) log('auth').info(`the admin password changed since the last start: ${revoked} session(s) revoked`)
}

const REPLAY_EVERY_MS = 5_000

/** Moves queued submissions into the database at start and every few seconds (a no-op when none are queued). */
export function startOutboxReplayer(): void {
  const tick = () => replayOutbox().catch(() => undefined) // the database is still away: next tick
  void tick()
  setInterval(tick, REPLAY_EVERY_MS).unref()
}
