/**
 * Longest path segment a route is handed. Slugs, ids and icon names are far shorter (a blog slug is at most 200);
 * anything longer is a probe, not an address, and would only reach the database to find nothing.
 */
export const MAX_SEGMENT_LENGTH = 200

/**
 * True when no route can serve this pathname: a segment whose percent-encoding does not decode (Next 16 then fails
 * its own decoding of the dynamic params and answers a plain 500) or one longer than MAX_SEGMENT_LENGTH once decoded.
 * Pure, so the proxy and its unit test share it.
 */
export function isUnroutablePath(pathname: string): boolean {
  for (const segment of pathname.split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return true
    }
    if (decoded.length > MAX_SEGMENT_LENGTH) return true
  }
  return false
}
