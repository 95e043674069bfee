import { NextResponse, type NextRequest } from 'next/server'
import { CROSS_SITE_REFUSED_PATH, crossSitePageWrite, REFUSED_PATH_HEADER } from '@/lib/auth/cross-site-page-write'
import { env } from '@/lib/env'
import { visitorHost } from '@/lib/http/forwarded'
import { isUnroutablePath } from '@/lib/http/path-segments'
import { isLocalHost, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, visitorProtocol } from '@/lib/security-headers'

/**
 * https redirect for every non-local host, and HSTS over https. The fixed security headers come from next.config.ts
 * `headers()` on every response; they are set here too because a redirect answered by the proxy skips them.
 *
 * A path no route can serve (malformed percent-encoding, an over-long segment) is rewritten to /404, which renders
 * the site's own not-found page with status 404. It is caught here, once for every dynamic route, because Next fails
 * decoding such a param before any page or route handler runs and answers a bare 500.
 *
 * First of all, a state change aimed at a page from another site, or with no Origin, goes to the
 * route that audits it and answers 403, instead of reaching Next.js's server-action handler, which throws (500, no
 * audit event). A body too large for its path never gets here: lib/http/body-gate.ts refuses it ahead of Next.js.
 */
export function proxy(request: NextRequest) {
  if (crossSitePageWrite(request.method, request.nextUrl.pathname, request.headers)) return toCrossSiteRefusal(request)

  const { TRUST_PROXY } = env()
  const protocol = visitorProtocol(request.headers.get('x-forwarded-proto'), TRUST_PROXY)
  const host = hostOf(request, TRUST_PROXY)

  if (protocol === 'http' && !isLocalHost(host.hostname)) {
    // Built field by field: resolving the path against a base would turn '//evil.example' into another host.
    const target = new URL(`https://${host.host}`)
    target.pathname = request.nextUrl.pathname
    target.search = request.nextUrl.search
    return withSecurityHeaders(NextResponse.redirect(target, 308))
  }
  const response = isUnroutablePath(request.nextUrl.pathname) ? NextResponse.rewrite(notFoundUrl(request)) : NextResponse.next()
  if (protocol === 'https') response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  return response
}

/** Answers the proxy gives itself skip next.config.ts headers(). */
function withSecurityHeaders<T extends Response>(response: T): T {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value)
  return response
}

/**
 * The refusal is a rewrite, not an answer given here, so that the audit row is written by route code with the
 * database and the session at hand (the proxy runs on every request and stays free of both). Next-Action is dropped
 * so that nothing downstream treats the request as an action.
 */
function toCrossSiteRefusal(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = CROSS_SITE_REFUSED_PATH
  url.search = ''
  const headers = new Headers(request.headers)
  headers.delete('next-action')
  headers.set(REFUSED_PATH_HEADER, request.nextUrl.pathname)
  return NextResponse.rewrite(url, { request: { headers } })
}

function notFoundUrl(request: NextRequest): URL {
  const url = request.nextUrl.clone()
  url.pathname = '/404'
  url.search = ''
  return url
}

function hostOf(request: NextRequest, trustProxy: number): { host: string; hostname: string } {
  const host = visitorHost(request.headers, trustProxy) || request.nextUrl.host
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host)
  return { host, hostname }
}

export const config = {
  // Every page, route handler and API, but not hashed build output, images and icons: running the proxy cost the
  // static files a third of their throughput, and they need neither a redirect (the page that links them
  // was redirected already) nor HSTS (set by the page). next.config.ts headers() still covers them.
  // Nor the application's upload (lib/files/application-post.ts): Next.js would buffer its body for the proxy and cut
  // it at PROXY_BUFFER_BYTES; the route checks the origin itself.
  // The second entry sends every path with percent-encoding here too, whatever it looks like (/icons/%ff.png), so a
  // malformed one gets the 404 above; real static files have no '%' in their names and stay out.
  matcher: [
    '/((?!apply/submit$|_next/static/|_next/image|favicon\\.ico|icon\\.svg|apple-icon|icons/|.*\\.(?:png|jpg|jpeg|gif|svg|webp|avif|ico|woff2?)$).*)',
    '/(.*%.*)',
  ],
}
