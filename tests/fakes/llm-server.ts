import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { z } from 'zod'
import { PROVIDER_IDS, type ProviderId } from '../../lib/llm/types'
import { FAILURE_STATUS, type FailureKind, type FakeFinishReason, type OkReply, type Route, type RouteContext, type Wire, wordPieces } from './fixtures/common'
import { createWires, ENV_NAMES, LOCAL } from './fixtures/providers'

export { FAKE_USAGE } from './fixtures/common'

/**
 * A loopback stand-in for all ten language-model providers. Each provider lives under its own path
 * prefix and speaks its wire format; every request is checked against what that API requires (path, method, auth,
 * content type, body fields) and answered 400 in the provider's error format, naming the problem, when it is not —
 * so an adapter that drifts from the wire format fails its tests. Failures come on demand per provider.
 */

export type FakeMode =
  | {
      kind: 'ok'
      content?: string
      finishReason?: FakeFinishReason
      /** Streamed replies (a request with `stream: true`): the pieces the text is sent in (default: a word each). */
      chunks?: string[]
      /** Streamed replies: the wait before each piece, as a model takes time to write. */
      chunkDelayMs?: number
      /** Streamed replies: the connection is cut after this many pieces (a provider failing mid-answer). */
      cutAfterChunks?: number
    }
  | { kind: 'unauthorized' }
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  | { kind: 'server-error' }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'prediction-failed' } /* replicate only */

export type RecordedRequest = {
  provider: ProviderId
  method: string
  /** Path and query as received, e.g. '/groq/openai/v1/chat/completions'. */
  path: string
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>
  /** The parsed JSON body; the raw text when it was not JSON; undefined when empty. */
  body: unknown
}

/** One streamed reply as the fake sent it: how many of its pieces went out and how it ended. */
export type StreamRecord = {
  provider: ProviderId
  pieces: number
  sent: number
  /** 'closed-by-client': the client hung up before the last piece (it stopped the model); 'cut': the fake's cutAfterChunks. */
  end: 'open' | 'finished' | 'cut' | 'closed-by-client'
  /** performance.now() when each piece was written: the bench compares the fake's own pace with what reaches the visitor. */
  sentAt: number[]
}

export interface FakeLlmServer {
  /** http://127.0.0.1:PORT */
  url: string
  /** What to put in <ID>_BASE_URL (cloud) or <ID>_URL (local) for that provider. */
  baseUrl(provider: ProviderId): string
  /** The key it expects, e.g. 'test-groq-key'; local providers: ''. */
  apiKey(provider: ProviderId): string
  /** Env variables configuring those providers (default all) against this server. */
  env(providers?: readonly ProviderId[]): Record<string, string>
  /**
   * Sets how the provider answers generation requests from now on; with `health: true` its health endpoint answers
   * the same way, otherwise the health endpoint answers normally. Each call replaces the provider's previous modes.
   */
  setMode(provider: ProviderId, mode: FakeMode, options?: { health?: boolean }): void
  requests(provider?: ProviderId): RecordedRequest[]
  /** The streamed replies sent so far, oldest first. */
  streams(provider?: ProviderId): StreamRecord[]
  /** Every provider back to ok, requests and Replicate predictions forgotten. */
  reset(): void
  /** Stops the server, ending hung requests too. */
  close(): Promise<void>
}

/** The reply text when a test sets none. */
export const fakeReplyText = (provider: ProviderId) => `Hello from the fake ${provider} provider.`

const OK: FakeMode = { kind: 'ok' }

type Modes = { generate: FakeMode; health: FakeMode }

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function parseBody(raw: string): { body: unknown; json: boolean } {
  if (raw === '') return { body: undefined, json: false }
  try {
    return { body: JSON.parse(raw) as unknown, json: true }
  } catch {
    return { body: raw, json: false }
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `body${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${issue.message}`)
    .join('; ')
}

/** What is wrong with the auth headers, never echoing what was sent (it could be a real key). */
function authProblem(wire: Wire, key: string, headers: Record<string, string>): string | undefined {
  switch (wire.auth) {
    case 'bearer':
      if (!headers.authorization) return 'missing Authorization header (expected Bearer <key>)'
      return headers.authorization === `Bearer ${key}` ? undefined : 'Authorization is not Bearer with the expected test key'
    case 'anthropic':
      if (headers['x-api-key'] !== key) return 'x-api-key is missing or not the expected test key'
      if (headers.authorization) return 'Anthropic takes x-api-key, not an Authorization header'
      return /^\d{4}-\d{2}-\d{2}$/.test(headers['anthropic-version'] ?? '') ? undefined : 'missing anthropic-version header'
    case 'none':
      return headers.authorization || headers['x-api-key'] ? 'a local server takes no key, yet one was sent' : undefined
  }
}

type Matched = { route: Route; params: Record<string, string> }

function findRoute(wire: Wire, method: string, subpath: string): Matched | string {
  for (const route of wire.routes) {
    if (route.method !== method) continue
    const params = route.match ? route.match(subpath) : route.pattern === subpath ? {} : null
    if (params) return { route, params }
  }
  const served = wire.routes.map((r) => `${r.method} ${r.pattern}`).join(', ')
  return `unexpected ${method} ${subpath} under ${wire.prefix} (it serves ${served})`
}

function check(wire: Wire, key: string, req: { method: string; subpath: string; headers: Record<string, string>; raw: string }) {
  const found = findRoute(wire, req.method, req.subpath)
  if (typeof found === 'string') return found
  const auth = authProblem(wire, key, req.headers)
  if (auth) return auth
  if (req.method !== 'POST' || !found.route.schema) return found
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return 'content-type must be application/json'
  const { body, json } = parseBody(req.raw)
  if (!json) return 'body is not JSON'
  const result = found.route.schema.safeParse(body)
  return result.success ? found : describeIssues(result.error)
}

const isStreamRequest = (body: unknown) => typeof body === 'object' && body !== null && (body as { stream?: unknown }).stream === true

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(typeof body === 'string' ? body : JSON.stringify(body))
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const wires = createWires()
  const modes = new Map<ProviderId, Modes>()
  const recorded: RecordedRequest[] = []
  const streamed: StreamRecord[] = []
  const hung = new Set<http.ServerResponse>()
  let origin = ''

  const apiKey = (provider: ProviderId) => (LOCAL.has(provider) ? '' : `test-${provider}-key`)
  const baseUrl = (provider: ProviderId) => `${origin}${wires[provider].prefix}`
  const providerAt = (path: string) =>
    PROVIDER_IDS.find((id) => path === wires[id].prefix || path.startsWith(`${wires[id].prefix}/`))

  function fail(res: http.ServerResponse, wire: Wire, kind: FailureKind, headers?: Record<string, string>) {
    send(res, FAILURE_STATUS[kind], wire.error(kind), headers)
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readBody(req)
    const target = req.url ?? '/'
    const { pathname } = new URL(target, 'http://fake.invalid')
    const method = req.method ?? 'GET'
    const provider = providerAt(pathname)
    if (!provider) return send(res, 404, { error: `fake: no provider is served at ${pathname}` })

    const headers = flattenHeaders(req.headers)
    recorded.push({ provider, method, path: target, headers, body: parseBody(raw).body })

    const wire = wires[provider]
    const subpath = pathname.slice(wire.prefix.length) || '/'
    const matched = check(wire, apiKey(provider), { method, subpath, headers, raw })
    if (typeof matched === 'string') return send(res, 400, wire.error('bad-request', `fake ${provider}: ${matched}`))

    const { route, params } = matched
    const state = modes.get(provider) ?? { generate: OK, health: OK }
    const mode = route.kind === 'health' ? state.health : state.generate
    const okReply: OkReply = {
      content: (mode.kind === 'ok' ? mode.content : undefined) ?? fakeReplyText(provider),
      finishReason: (mode.kind === 'ok' ? mode.finishReason : undefined) ?? 'stop',
    }
    const answerContext = () => ({
      provider,
      baseUrl: baseUrl(provider),
      params,
      body: parseBody(raw).body,
      ok: okReply,
      failPrediction: mode.kind === 'prediction-failed',
    })
    const answer = () => route.reply(answerContext())

    switch (mode.kind) {
      case 'unauthorized':
        return fail(res, wire, 'unauthorized')
      case 'rate-limited':
        return fail(res, wire, 'rate-limited', { 'retry-after': String(mode.retryAfterSeconds ?? 1) })
      case 'server-error':
        return fail(res, wire, 'server-error')
      case 'hang':
        // Never answered: the client gives up (its abort closes the socket) or close() ends it.
        hung.add(res)
        res.on('close', () => hung.delete(res))
        return
      case 'malformed': {
        const reply = answer()
        const text = JSON.stringify(reply.body)
        return send(res, 200, text.slice(0, Math.floor(text.length / 2)))
      }
      case 'ok':
        if (route.stream && isStreamRequest(parseBody(raw).body)) return streamReply(res, route, mode, answerContext())
      // falls through: a reply in one piece
      case 'prediction-failed': {
        const reply = answer()
        return send(res, reply.status, reply.body, reply.headers)
      }
    }
  }

  /** Sends a streamed reply piece by piece, waiting chunkDelayMs before each; a cut ends the connection mid-answer. */
  async function streamReply(res: http.ServerResponse, route: Route, mode: Extract<FakeMode, { kind: 'ok' }>, ctx: RouteContext) {
    const frames = route.stream!(ctx, mode.chunks ?? wordPieces(ctx.ok.content))
    const record: StreamRecord = { provider: ctx.provider, pieces: frames.pieces.length, sent: 0, end: 'open', sentAt: [] }
    streamed.push(record)
    hung.add(res)
    res.on('close', () => {
      hung.delete(res)
      if (record.end === 'open') record.end = 'closed-by-client'
    })
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
    res.write(frames.head.join(''))
    for (const [i, frame] of frames.pieces.entries()) {
      if (mode.cutAfterChunks !== undefined && i >= mode.cutAfterChunks) {
        record.end = 'cut'
        // destroySoon: what was written still reaches the client, then the connection ends without the stream's close.
        return void res.socket?.destroySoon()
      }
      if (mode.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, mode.chunkDelayMs))
      if (res.destroyed) return
      res.write(frame)
      record.sent++
      record.sentAt.push(performance.now())
    }
    res.write(frames.tail.join(''))
    record.end = 'finished'
    res.end()
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { error: `fake: ${err instanceof Error ? err.message : String(err)}` })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: origin,
    baseUrl,
    apiKey,
    env(providers = PROVIDER_IDS) {
      const vars: Record<string, string> = {}
      for (const provider of providers) {
        const names = ENV_NAMES[provider]
        vars[names.url] = baseUrl(provider)
        if (names.key) vars[names.key] = apiKey(provider)
      }
      return vars
    },
    setMode(provider, mode, options = {}) {
      if (mode.kind === 'prediction-failed' && provider !== 'replicate') {
        throw new Error(`fake: 'prediction-failed' is a Replicate mode, not one for ${provider}`)
      }
      modes.set(provider, { generate: mode, health: options.health ? mode : OK })
    },
    requests(provider) {
      return recorded.filter((r) => provider === undefined || r.provider === provider)
    },
    streams(provider) {
      return streamed.filter((r) => provider === undefined || r.provider === provider)
    },
    reset() {
      modes.clear()
      recorded.length = 0
      streamed.length = 0
      for (const id of PROVIDER_IDS) wires[id].reset?.()
    },
    async close() {
      for (const res of hung) res.destroy()
      hung.clear()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
