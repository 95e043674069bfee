import type http from 'node:http'
import { SECURITY_HEADERS } from '@/lib/security-headers'
import { declaresTooLargeBody } from './body-limits'
import { installRequestHook, requestPath } from './request-hook'

/**
 * Refuses a request that declares a body larger than its path accepts with 413, before Next.js
 * sees it. It has to sit ahead of the framework: once Next.js has a request it reads the whole body before answering,
 * even when the proxy answers without looking at it (next-server awaits the body's end after the proxy runs), so any
 * path would take megabytes from anyone. Here the answer goes out at once and the connection closes, so not one byte
 * of the body is read. Bodies without a Content-Length are bounded by next.config.ts and each route's own limit.
 */
export function refuseTooLargeBody(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!declaresTooLargeBody(requestPath(req.url), req.headers['content-length'])) return false
  res.writeHead(413, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(JSON.stringify({ error: 'The request body is too large.' }))
  return true
}

/** Puts refuseTooLargeBody() in front of every request of this process (as installForwardedForStamp does). Idempotent. */
export function installBodySizeGate(): void {
  installRequestHook('body-gate', refuseTooLargeBody)
}
