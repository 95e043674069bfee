import { checkSameOrigin, type OriginCheck } from './origin'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The route that audits and refuses what crossSitePageWrite() finds (proxy.ts rewrites to it). */
export const CROSS_SITE_REFUSED_PATH = '/api/csrf-refused'
/** The page the refused request was aimed at, for the audit row: the rewritten request no longer shows it. */
export const REFUSED_PATH_HEADER = 'x-refused-path'

/**
 * A state change aimed at a page from another site or with no Origin, or null. Pages take POSTs
 * only as server actions (with JavaScript they carry a Next-Action header; without it the action id is a form field),
 * so every non-safe request to a page is treated as one. Next.js itself refuses a foreign Origin by throwing (a 500
 * and no audit event) and lets a missing one through; the proxy refuses both first. Route handlers (/api/…) are left
 * to check origin themselves: the public forms API serves other sites on purpose.
 */
export function crossSitePageWrite(method: string, pathname: string, headers: Headers): Extract<OriginCheck, { ok: false }> | null {
  if (SAFE_METHODS.has(method.toUpperCase()) || pathname === '/api' || pathname.startsWith('/api/')) return null
  const check = checkSameOrigin(headers)
  return check.ok ? null : check
}
