import { CSV_BOM, csvLine } from '@/lib/admin/csv'
import { recordAudit } from '@/lib/audit/log'
import { requireAdminApi } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { listConfirmed } from '@/lib/db/queries/newsletter-subscribers'
import { downloadHeaders } from '@/lib/http/download'

export const dynamic = 'force-dynamic'

/** GET /api/admin/newsletter/export — confirmed addresses and when each was confirmed, as CSV (RFC 4180, formula-safe, UTF-8 with a BOM). */
export async function GET(request: Request) {
  const session = await requireAdminApi(request, 'export')
  if (session instanceof Response) return session
  const rows = await listConfirmed(await getDb())
  await recordAudit({
    action: 'newsletter.export',
    category: 'admin',
    outcome: 'success',
    details: { rows: rows.length },
    userId: session.userId,
    sessionId: session.jti,
  })
  // The BOM lets Excel on Windows read the file as UTF-8, as the submissions export does.
  const body = CSV_BOM + csvLine(['Email', 'Confirmed (UTC)']) + rows.map((r) => csvLine([r.email, r.confirmedAt?.toISOString() ?? ''])).join('')
  return new Response(body, { headers: downloadHeaders('text/csv; charset=utf-8', `newsletter-confirmed-${new Date().toISOString().slice(0, 10)}.csv`) })
}
