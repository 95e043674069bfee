import { auditCrossSite, crossSiteRefused } from '@/lib/auth/guard'
import { REFUSED_PATH_HEADER } from '@/lib/auth/cross-site-page-write'
import { checkSameOrigin } from '@/lib/auth/origin'

export const dynamic = 'force-dynamic'

/**
 * Where proxy.ts sends a state change aimed at a page from another site or with no Origin — a server action replayed
 * from elsewhere, such as the admin's logout: audited and refused with 403, like the API routes.
 * Addressed directly from our own origin there is nothing to refuse, and nothing here.
 */
async function refuse(request: Request): Promise<Response> {
  const origin = checkSameOrigin(request.headers)
  if (origin.ok) return new Response(null, { status: 404 })
  await auditCrossSite(origin, request, request.headers.get(REFUSED_PATH_HEADER) ?? undefined)
  return crossSiteRefused()
}

export { refuse as DELETE, refuse as PATCH, refuse as POST, refuse as PUT }
