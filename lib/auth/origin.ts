import { env } from '@/lib/env'
import { visitorHost } from '@/lib/http/forwarded'
import { visitorProtocol } from '@/lib/security-headers'

/**
 * CSRF defence for admin state changes. Browsers send Origin on every POST/PUT/PATCH/DELETE, so a
 * state change without one did not come from our pages and is refused. An Origin must be this request's own origin
 * (as the visitor addressed it) or SITE_URL; Sec-Fetch-Site: same-origin also passes, for proxies that rewrite Host.
 */
export type OriginCheck = { ok: true } | { ok: false; origin: string | null; fetchSite: string | null }

export function checkSameOrigin(headers: Headers): OriginCheck {
  const origin = headers.get('origin')
  const fetchSite = headers.get('sec-fetch-site')
  if (!origin || origin === 'null') return { ok: false, origin, fetchSite }
  const { SITE_URL, TRUST_PROXY } = env()
  const allowed = new Set([originOf(SITE_URL), ownOrigin(headers, TRUST_PROXY)])
  if (allowed.has(origin.toLowerCase()) || fetchSite === 'same-origin') return { ok: true }
  return { ok: false, origin, fetchSite }
}

/**
 * The origin this request reached the site at (as checkSameOrigin sees it), else SITE_URL's: where a link made for
 * the admin who asked — a reviewer's set-password link — works.
 */
export function requestOrigin(headers: Headers): string {
  const { SITE_URL, TRUST_PROXY } = env()
  return ownOrigin(headers, TRUST_PROXY) ?? originOf(SITE_URL) ?? SITE_URL
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin.toLowerCase()
  } catch {
    return null
  }
}

function ownOrigin(headers: Headers, trustProxy: number): string | null {
  const host = visitorHost(headers, trustProxy)
  if (!host) return null
  return originOf(`${visitorProtocol(headers.get('x-forwarded-proto'), trustProxy)}://${host}`)
}
