import { sessionSecret } from '@/lib/auth/secret'
import { closeDb, getDb, getDbHandle } from '@/lib/db/client'
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
  try {
    const handle = await getDbHandle()
    log('db').info(`${handle.kind} ready, migrations applied`)
  } catch (err) {
    // The site still serves its static pages; /api/health reports 503 and the next request retries the open.
    log('db').error(`could not open the database: ${errorMessage(err)}`)
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
      if (revoked) log('auth').info(`the admin password changed since the last start: ${revoked} session(s) revoked`)
      return true
    } catch (err) {
      log('auth').error(`could not compare the admin password with the last start's: ${errorMessage(err)}`)
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
