import { APPLICATION_UPLOAD_PATH, DECK_MAX_BYTES } from '../files/deck'

/**
 * The largest request body each part of the site accepts. ./body-gate.ts refuses a declared
 * Content-Length over these before Next.js reads a byte, and next.config.ts sets the framework's own limits from
 * them: Next.js buffers a copy of every proxied body (10 MB by default) before any route sees it.
 */
export const BODY_LIMITS = {
  /** Route handlers: the forms API takes 64 kB; chat and analytics check their own 16 kB. */
  api: 64 * 1024,
  /** The admin's model proxy (/api/agent-proxy): long chat histories, 1,000,000 bytes (its own check). */
  agentProxy: 1_000_000,
  /**
   * Pages, whose only POSTs are server actions: the /apply wizard sends ~60 kB at worst; the blog editor a 100 kB post
   * and, after a refused save, the same values again in the action's previous state.
   */
  page: 256 * 1024,
} as const

/**
 * The application with its deck (POST /apply/submit, lib/files/application-post.ts): a 15 MB PDF, read up to twice
 * that so a too-large deck is answered with the form's own message. Kept out of the proxy (proxy.ts matcher), so
 * Next.js buffers none of it; the route streams it.
 */
export const APPLICATION_UPLOAD = { path: APPLICATION_UPLOAD_PATH, limit: 2 * DECK_MAX_BYTES + BODY_LIMITS.page } as const

/** What Next.js may buffer of a body for the proxy: the largest limit above, and not the 10 MB default. */
export const PROXY_BUFFER_BYTES = Math.max(...Object.values(BODY_LIMITS))

export function bodyLimitFor(pathname: string): number {
  if (pathname === APPLICATION_UPLOAD.path) return APPLICATION_UPLOAD.limit
  if (pathname === '/api/agent-proxy') return BODY_LIMITS.agentProxy
  if (pathname === '/api' || pathname.startsWith('/api/')) return BODY_LIMITS.api
  return BODY_LIMITS.page
}

/** True when a request declares a body larger than its path accepts (a chunked body is bounded by the buffer). */
export function declaresTooLargeBody(pathname: string, contentLength: string | undefined): boolean {
  const declared = Number(contentLength ?? '0')
  return Number.isFinite(declared) ? declared > bodyLimitFor(pathname) : true
}
