import { siteConfig } from '@/lib/site'
import { recordAudit } from '@/lib/audit/log'
import { requireAdminApi } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { parseRequestAddress } from '@/lib/privacy/address'
import { auditCounts, exportDocument, exportFilename, lookUpAddress, summarize } from '@/lib/privacy/requests'
import { problem } from '@/lib/http/json'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/admin/privacy/export (form field `email`, from /admin/privacy's Download button): everything held about
 * the address as one JSON attachment. A POST, so the address is in no URL; audited with counts only.
 */
export async function POST(request: Request) {
  const session = await requireAdminApi(request, 'privacy')
  if (session instanceof Response) return session

  const form = await request.formData().catch(() => null)
  const parsed = parseRequestAddress(form?.get('email'))
  if (!parsed.ok) return problem(400, parsed.message)

  const findings = await lookUpAddress(await getDb(), parsed.address)
  await recordAudit({
    action: 'privacy.export',
    category: 'admin',
    outcome: 'success',
    details: auditCounts(summarize(parsed.address, findings)),
    userId: session.userId,
    sessionId: session.jti,
  })
  const now = new Date()
  return new Response(JSON.stringify(exportDocument(parsed.address, findings, siteConfig().name, now), null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFilename(now)}"`,
      'X-Content-Type-Options': 'nosniff',
      ...noStore,
    },
  })
}
