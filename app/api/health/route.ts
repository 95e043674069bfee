import { getDbHandle, pingDb } from '@/lib/db/client'
import { outboxHealth } from '@/lib/forms/outbox'
import { getOutbox } from '@/lib/forms/submit'

export const dynamic = 'force-dynamic'

/**
 * 200 ok after a real query; 200 degraded when the outbox is backed up; 503 when the database cannot be reached.
 * Never says why: that is for the logs.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  const queued = await getOutbox()
    .size()
    .catch(() => 0)
  try {
    const handle = await getDbHandle()
    await pingDb(handle)
    const status = outboxHealth(queued)
    return Response.json({ status, db: handle.kind, ...(queued ? { queued } : {}) }, { headers })
  } catch (err) {
    console.error(`[health] database unavailable: ${err instanceof Error ? err.message : String(err)}`)
    return Response.json({ status: 'unavailable' }, { status: 503, headers })
  }
}
