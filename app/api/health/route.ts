import { pingDb, readyDbHandle } from '@/lib/db/client'
import { outboxHealth } from '@/lib/forms/server/outbox'
import { outboxReport } from '@/lib/forms/server/set-aside'
import { json } from '@/lib/http/json'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

/**
 * 200 ok after a real query; 200 degraded when the outbox is backed up; 503 when the database cannot be reached or
 * is still opening (migrating at start).
 * Never says why: that is for the logs. `outbox` is this instance's queue (each instance has its own DATA_DIR):
 * entries waiting for the database and entries set aside for the admin, as counts only.
 */
export async function GET() {
  const outbox = await outboxReport()
  try {
    // Bounded: while the database migrates at start, health says 503 at once instead of answering a minute late.
    const handle = await readyDbHandle()
    await pingDb(handle)
    const status = outboxHealth(outbox.waiting ?? 0)
    return json({ status, db: handle.kind, outbox })
  } catch (err) {
    // Drizzle wraps the driver's error as "Failed query: …": the reason is its cause.
    const reason = err instanceof Error && err.cause instanceof Error ? err.cause : err
    log('health').error(`database unavailable: ${errorMessage(reason)}`)
    return json({ status: 'unavailable', outbox }, { status: 503 })
  }
}
