import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { isLocalHost, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, visitorProtocol } from '@/lib/security-headers'

/** https redirect for every non-local host, and the security headers on every response. */
export function proxy(request: NextRequest) {
  const { TRUST_PROXY } = env()
  const protocol = visitorProtocol(request.headers.get('x-forwarded-proto'), TRUST_PROXY)
  const host = hostOf(request, TRUST_PROXY)

  if (protocol === 'http' && !isLocalHost(host.hostname)) {
    // Built field by field: resolving the path against a base would turn '//evil.example' into another host.
    const target = new URL(`https://${host.host}`)
    target.pathname = request.nextUrl.pathname
    target.search = request.nextUrl.search
    return withHeaders(NextResponse.redirect(target, 308), false)
  }
  return withHeaders(NextResponse.next(), protocol === 'https')
}

function hostOf(request: NextRequest, trustProxy: number): { host: string; hostname: string } {
  const forwarded = trustProxy > 0 ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const host = forwarded || request.headers.get('host') || request.nextUrl.host
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host)
  return { host, hostname }
}

function withHeaders(response: NextResponse, https: boolean): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value)
  if (https) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  return response
}

export const config = {
  // Every path, static assets included: the headers belong on every response.
  matcher: '/:path*',
}
