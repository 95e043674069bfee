import type http from 'node:http'
import { installRequestWrapper, requestPath } from '@/lib/http/request-hook'
import { log, type Logger } from './index'
import { assignRequestId, withRequestId } from './request-id'

/**
 * Gives every request of this process an id ahead of Next.js (installed last, so it runs first: even a 413 has one),
 * and at LOG_LEVEL=debug writes one line per request as it ends. At the default level that line costs one check.
 */
export function installRequestIds(trustProxy: number): void {
  const requests = log('http')
  installRequestWrapper('request-id', (req, res, next) =>
    withRequestId(assignRequestId(req, res, trustProxy), () => {
      if (requests.isLevelEnabled('debug')) logWhenDone(requests, req, res)
      return next()
    }),
  )
}

// A path can carry a secret (a founder's status link): only its first segment is written; no query string either.
const routeOf = (url: string | undefined) => requestPath(url).split('/').slice(0, 2).join('/') || '/'

export function logWhenDone(requests: Logger, req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = performance.now()
  res.once('finish', () => {
    requests.debug({ method: req.method, route: routeOf(req.url), status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request')
  })
}
