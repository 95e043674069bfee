import { CSV_BOM, csvFilename, csvLine, exportColumns, exportLine } from '@/lib/admin/csv'
import { filterOnly, parseSubmissionFilter } from '@/lib/admin/submission-filter'
import { recordAudit } from '@/lib/audit/log'
import { requireAdminApi } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { adminDisplayNames } from '@/lib/db/queries/admin-users'
import { exportBatches, listSubmissions } from '@/lib/db/queries/submissions-admin'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/export?type=&q=&from=&to=&status=&assignee= — the dashboard's current filter as a CSV download. Streams one batch
 * of the keyset walk per pull, so memory stays bounded for 100,000 rows and a slow client slows the database
 * reads instead of filling the heap. The audit event is written before streaming (with the matching row count),
 * while the request context is certain to be there and even if the download is then abandoned.
 */
export async function GET(request: Request) {
  const session = await requireAdminApi(request, 'export')
  if (session instanceof Response) return session

  const filter = filterOnly(parseSubmissionFilter(new URL(request.url).searchParams))
  const db = await getDb()
  const { total } = await listSubmissions(db, filter, { pageSize: 1 })
  await recordAudit({
    action: 'submissions.export',
    category: 'admin',
    outcome: 'success',
    details: { filter, rows: total },
    userId: session.userId,
    sessionId: session.jti,
  })

  // The fixed columns (CSV_HEADER), the pipeline's, the deck, and one per field when a single type is exported; the BOM first.
  const { header, fields } = exportColumns(filter.type)
  const context = { fields, names: await adminDisplayNames(db) }
  const encoder = new TextEncoder()
  const batches = exportBatches(db, filter)
  let headerSent = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)))
        return
      }
      try {
        const next = await batches.next()
        if (next.done) return controller.close()
        controller.enqueue(encoder.encode(next.value.map((row) => exportLine(row, context)).join('')))
      } catch (err) {
        // Headers are gone already: the truncated download is the signal; the cause goes to the log.
        log('export').error(`CSV export failed: ${errorMessage(err)}`)
        controller.error(err)
      }
    },
    async cancel() {
      await batches.return(undefined)
    },
  })

  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFilename(new Date(), filter.type)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
