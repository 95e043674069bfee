import http from 'node:http'
import { SECURITY_HEADERS } from '@/lib/security-headers'
import { declaresTooLargeBody } from './body-limits'

/**
 * Refuses a request that declares a body larger than its path accepts (issue 17 item 6) with 413, before Next.js
 * sees it. It has to sit ahead of the framework: once Next.js has a request it reads the whole body before answering,
 * even when the proxy answers without looking at it (next-server awaits the body's end after the proxy runs), so any
 * path would take megabytes from anyone. Here the answer goes out at once and the connection closes, so not one byte
 * of the body is read. Bodies without a Content-Length are bounded by next.config.ts and each route's own limit.
 */
export function refuseTooLargeBody(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!declaresTooLargeBody(pathOf(req.url), req.headers['content-length'])) return false
  res.writeHead(413, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(JSON.stringify({ error: 'The request body is too large.' }))
  return true
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://local').pathname
  } catch {
    return '/' // unparsable: held to the page limit
  }
}

const INSTALLED = Symbol.for('venture-studio.body-gate')

/** Puts refuseTooLargeBody() in front of every request of this process (as installForwardedForStamp does). Idempotent. */
export function installBodySizeGate(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && refuseTooLargeBody(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args)
  } as typeof proto.emit
}
