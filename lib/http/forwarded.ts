/**
 * The value of an X-Forwarded-* header that our outermost trusted proxy wrote. Each proxy appends what it saw, so
 * with TRUST_PROXY=n the nth entry from the end is ours and anything further left came from the client; with no
 * trusted proxy nothing in these headers is believed (undefined). Fewer entries than hops: the first one.
 */
export function trustedForwardedValue(header: string | null, trustProxy: number): string | undefined {
  if (trustProxy <= 0 || !header) return undefined
  const hops = header.split(',').map((v) => v.trim())
  return hops[Math.max(0, hops.length - trustProxy)] || undefined
}

/** The Host the visitor addressed, as our outermost trusted proxy passed it on; else the request's own Host. */
export function visitorHost(headers: Headers, trustProxy: number): string | null {
  return trustedForwardedValue(headers.get('x-forwarded-host'), trustProxy) ?? headers.get('host')
}
