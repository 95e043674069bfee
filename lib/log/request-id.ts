import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type http from 'node:http'
import { processSingleton } from '@/lib/process-singleton'

export const REQUEST_ID_HEADER = 'x-request-id'

type RequestScope = { requestId: string }

/** One store per process: the request wrapper is installed by the instrumentation bundle, the logger runs in every route's. */
const scope = () => processSingleton('venture-studio.request-scope', () => new AsyncLocalStorage<RequestScope>())

/** The id of the request this code runs for, if any (undefined in jobs, timers and at start). */
export function currentRequestId(): string | undefined {
  return scope().getStore()?.requestId
}

/** Runs `fn` as part of the request `requestId` (tests and the bench; the server uses installRequestIds). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return scope().run({ requestId }, fn)
}

// Ids from a proxy are kept only when they look like ids: a header is copied into every log line and response.
const ACCEPTED_ID = /^[A-Za-z0-9._:@=+/-]{1,128}$/

/**
 * The id a request goes by: the one a trusted proxy sent (so the proxy's logs and ours share it), else a new one.
 * Without a trusted proxy (TRUST_PROXY=0) the header came from the client, who could make its requests look like
 * someone else's, so it is replaced.
 */
export function requestIdFor(sent: string | string[] | undefined, trustProxy: number): string {
  const value = Array.isArray(sent) ? sent[sent.length - 1] : sent
  return trustProxy > 0 && value && ACCEPTED_ID.test(value) ? value : randomUUID()
}

/** Sets the request's id on the request (for Next.js's headers()), on the response, and as the scope of its handling. */
export function assignRequestId(req: http.IncomingMessage, res: http.ServerResponse, trustProxy: number): string {
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER], trustProxy)
  req.headers[REQUEST_ID_HEADER] = requestId
  res.setHeader('X-Request-Id', requestId)
  return requestId
}
