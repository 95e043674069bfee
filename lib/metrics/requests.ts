import dc from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { requestPath } from '@/lib/http/request-hook'
import { metrics } from './registry'

/**
 * Every request this process answers, timed from its arrival to its last byte, through Node's own HTTP diagnostics
 * channels. They see what `next start` serves from any layer — pages, route handlers, static files, and the answers
 * the body gate and the proxy give before Next.js renders anything — with no wrapper around Next.js and no tracing
 * library: OpenTelemetry spans from Next.js cover only what reaches its render path and cost a span object per step.
 */

/** The route groups requests are counted by: few and fixed, so a scanner's made-up paths add no series. */
export function routeGroup(path: string): string {
  if (path.startsWith('/_next/') || path.startsWith('/icons/') || path.startsWith('/sprite/') || /\.[a-z0-9]{2,5}$/i.test(path)) return 'static'
  if (path.startsWith('/api/forms') || path === '/apply/submit') return 'api/forms'
  if (path.startsWith('/api/chat')) return 'api/chat'
  if (path.startsWith('/api/admin') || path.startsWith('/admin') || path.startsWith('/blog/manage')) return 'admin'
  if (path === '/api/metrics' || path === '/api/health') return 'monitoring'
  if (path.startsWith('/api/')) return 'api/other'
  return 'page'
}

const started = new WeakMap<IncomingMessage, bigint>()
const INSTALLED = Symbol.for('venture-studio.metrics.requests')

type RequestMessage = { request: IncomingMessage; response: ServerResponse }

/** Subscribes once per process (the app starts once, but tests and several bundles may call this again). */
export function observeRequests(): void {
  const holder = globalThis as { [INSTALLED]?: boolean }
  if (holder[INSTALLED]) return
  holder[INSTALLED] = true
  const { requests, requestDuration } = metrics()
  dc.subscribe('http.server.request.start', (message) => {
    started.set((message as RequestMessage).request, process.hrtime.bigint())
  })
  dc.subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as RequestMessage
    const start = started.get(request)
    if (start === undefined) return
    const seconds = Number(process.hrtime.bigint() - start) / 1e9
    const labels = { group: routeGroup(requestPath(request.url)), status: String(response.statusCode) }
    requests.inc(labels)
    requestDuration.observe(labels, seconds)
  })
}
