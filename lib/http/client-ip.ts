import type http from 'node:http'
import { installRequestHook } from './request-hook'

/**
 * The visitor's IP address, for rate limits and the metadata of a submission.
 *
 * Next.js only fills X-Forwarded-For from the socket when the request has none (`??=`), so a client could
 * send any address it likes. installForwardedForStamp() fixes that at the source: every request's
 * X-Forwarded-For ends with the address of the socket's peer, and without a trusted proxy (TRUST_PROXY=0) it is
 * only that address. clientIp() then counts TRUST_PROXY hops back from the end: each trusted proxy appended the
 * address it saw, and anything further left could have been written by the client.
 */
export function clientIp(headers: Headers, trustProxy: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const candidate = chain[chain.length - 1 - trustProxy] ?? chain[0]
  return candidate && /^[0-9a-fA-F:.[\]]{2,45}$/.test(candidate) ? normalise(candidate) : 'unknown'
}

/**
 * The key a client is counted under by the login limit and every rate limit. An IPv6 subscriber is handed a whole
 * /64 (2^64 addresses), so counting full addresses would let one client rotate past any limit: IPv6 clients are
 * keyed by their /64 prefix. IPv4 addresses (and 'unknown') are keys as they are.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip
  const groups = expandIpv6(ip.replace(/%.*$/, ''))
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip
}

/** The eight groups of an IPv6 address, lower-case and without leading zeros; null for something else. */
function expandIpv6(ip: string): string[] | null {
  const halves = ip.split('::')
  if (halves.length > 2) return null
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const head = groupsOf(halves[0])
  const tail = groupsOf(halves[1])
  const missing = 8 - head.length - tail.length
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!all.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null
  return all.map((g) => parseInt(g, 16).toString(16))
}

function normalise(ip: string): string {
  const bare = ip.replace(/^\[|\]$/g, '')
  return bare.startsWith('::ffff:') ? bare.slice(7) : bare
}

/** Rewrites X-Forwarded-For on every incoming request of this process (see clientIp). Idempotent. */
export function installForwardedForStamp(trustProxy: number): void {
  installRequestHook('xff-stamp', (req) => stampForwardedFor(req.headers, req.socket?.remoteAddress, trustProxy))
}

export function stampForwardedFor(headers: http.IncomingHttpHeaders, peer: string | undefined, trustProxy: number): void {
  const peerAddress = peer ?? 'unknown'
  const sent = headers['x-forwarded-for']
  const existing = Array.isArray(sent) ? sent.join(', ') : sent
  headers['x-forwarded-for'] = trustProxy > 0 && existing ? `${existing}, ${peerAddress}` : peerAddress
}
