import { getDbHandle, pingDb } from '@/lib/db/client'

export const dynamic = 'force-dynamic'

/** 200 after a real query; 503 when the database cannot be reached. Never says why: that is for the logs. */
export async function GET() {
  try {
    const handle = await getDbHandle()
    await pingDb(handle)
    return Response.json({ status: 'ok', db: handle.kind }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (err) {
    console.error(`[health] database unavailable: ${err instanceof Error ? err.message : String(err)}`)
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
