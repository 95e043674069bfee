// Relative, as in next.config.ts, which imports this file before the app's bundler and its '@/' alias are set up.
import { trustedForwardedValue } from './http/forwarded'

/**
 * Security headers sent with every response (proxy.ts). Static pages cannot carry a per-request nonce without
 * becoming dynamic, so inline scripts (Next's bootstrap, the theme script) are allowed by 'unsafe-inline';
 * everything else is locked to our own origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Two years, the HSTS preload list's requirement. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase())
}

/**
 * The protocol the visitor used. `next start` serves plain http only, so https can only have ended at a proxy in
 * front of us; its X-Forwarded-Proto is believed only when TRUST_PROXY > 0. (Next itself copies that header into
 * request.nextUrl.protocol unconditionally, so nextUrl cannot be trusted for this.) With several hops the entry
 * our outermost trusted proxy wrote is the right one.
 */
export function visitorProtocol(forwardedProto: string | null, trustProxy: number): 'http' | 'https' {
  const seen = trustedForwardedValue(forwardedProto, trustProxy)?.toLowerCase()
  return seen === 'https' ? 'https' : 'http'
}
