import { recordAudit } from '@/lib/audit/log'
import { requireAdminApi } from '@/lib/auth/guard'
import { getOutbox } from '@/lib/forms/server/submit'
import { readText } from '@/lib/forms/server/set-aside'

export const dynamic = 'force-dynamic'

/** GET /api/admin/set-aside — the submissions the database refused for good, the file as it is (JSON lines). */
export async function GET(request: Request) {
  const session = await requireAdminApi(request, 'submissions')
  if (session instanceof Response) return session

  const text = await readText(getOutbox().rejectedFile)
  await recordAudit({
    action: 'submissions.set_aside.download',
    category: 'admin',
    outcome: 'success',
    details: { lines: text.split('\n').filter((l) => l.trim()).length },
    userId: session.userId,
    sessionId: session.jti,
  })
  return new Response(text, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Content-Disposition': `attachment; filename="set-aside-submissions-${new Date().toISOString().slice(0, 10)}.jsonl"`,
      'Cache-Control': 'no-store',
    },
  })
}
