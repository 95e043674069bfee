import 'server-only'
import { z } from 'zod'
import { llmErrors } from './errors'
import { LLM_DEFAULTS, isConfigured } from './settings'
import { scrubSecrets, secretsOf } from './scrub'
import type { ProviderSettings } from './types'

/**
 * The agent proxy: an admin forwards a chat payload to one of the local model servers and
 * gets its reply as the server gave it. An open proxy would let anyone probe and spend those servers; this one sits behind the admin session (the
 * route checks it) and answers only with the provider's JSON or a short error text — never a URL, a stack or a
 * non-JSON body.
 */

export const PROXY_PROVIDERS = ['ollama', 'localai', 'vllm'] as const
export type ProxyProviderId = (typeof PROXY_PROVIDERS)[number]

export function isProxyProvider(value: unknown): value is ProxyProviderId {
  return typeof value === 'string' && (PROXY_PROVIDERS as readonly string[]).includes(value)
}

export type ProxyDeps = {
  settings: ProviderSettings
  /** The registry's timeoutMs: the whole call, connection to last byte, is abandoned after it. */
  timeoutMs: number
  fetch?: typeof fetch
  /** The incoming request's signal: a client that goes away stops the upstream call too. */
  signal?: AbortSignal
}

const finite = z.number().finite()

/** One message of the conversation; the limits keep one call from carrying a whole document dump. */
const messageSchema = z.strictObject({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(100_000),
})

/**
 * The proxy's payload: model, messages, and either Ollama's `options` or the OpenAI-style sampling fields. Unknown
 * fields are refused rather than forwarded: the proxy is not a way to reach the rest of a provider's API.
 */
export const proxyPayloadSchema = z.strictObject({
  model: z.string().trim().min(1).max(200),
  messages: z.array(messageSchema).min(1).max(200),
  options: z.record(z.string().regex(/^[a-z_]{1,40}$/), finite).optional(),
  temperature: finite.min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).max(1_000_000).optional(),
  top_p: finite.min(0).max(1).optional(),
  // Accepted from callers that send `stream`, and always sent as false: the proxy returns one JSON reply, not a stream.
  stream: z.boolean().optional(),
})
export type ProxyPayload = z.infer<typeof proxyPayloadSchema>

export const proxyRequestSchema = z.object({ provider: z.string(), payload: z.unknown() })

export type ProxyHealth = { success: boolean; configured: boolean; error: string | null }

export type ProxyResult =
  | { ok: true; status: 200; body: Record<string, unknown> }
  | { ok: false; status: 400 | 502 | 503; error: string }

/** Health endpoints ('Local availability'). */
const HEALTH_PATH: Record<ProxyProviderId, string> = { ollama: '/api/tags', localai: '/models', vllm: '/models' }
const CHAT_PATH: Record<ProxyProviderId, string> = { ollama: '/api/chat', localai: '/chat/completions', vllm: '/chat/completions' }

export function notConfiguredMessage(settings: ProviderSettings): string {
  return `${settings.name} is not configured`
}

/** GET …&action=health: success means the provider's list endpoint answered 2xx. */
export async function proxyHealth(deps: ProxyDeps): Promise<ProxyHealth> {
  const { settings } = deps
  if (!isProxyProvider(settings.id)) return { success: false, configured: false, error: llmErrors.unknownProviderType().message }
  if (!isConfigured(settings) || !settings.baseUrl) return { success: false, configured: false, error: notConfiguredMessage(settings) }
  // A health check is a GET of a list: it gets the shorter of the two budgets, as the registry's checks do.
  const timeoutMs = Math.min(LLM_DEFAULTS.healthTimeoutMs, deps.timeoutMs)
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const res = await (deps.fetch ?? fetch)(`${settings.baseUrl}${HEALTH_PATH[settings.id]}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: combine(timeout, deps.signal),
      cache: 'no-store',
    })
    await res.body?.cancel()
    return { success: res.ok, configured: true, error: res.ok ? null : `HTTP ${res.status}` }
  } catch {
    return { success: false, configured: true, error: timeout.aborted ? `No answer within ${timeoutMs} ms` : 'Not reachable' }
  }
}

/** POST {provider, payload}: validates the payload, forwards it in the provider's own format, returns its reply. */
export async function proxyChat(deps: ProxyDeps, payload: unknown): Promise<ProxyResult> {
  const { settings } = deps
  if (!isProxyProvider(settings.id)) return { ok: false, status: 400, error: llmErrors.unknownProviderType().message }
  const parsed = proxyPayloadSchema.safeParse(payload)
  if (!parsed.success) return { ok: false, status: 400, error: payloadProblem(parsed.error) }
  if (!isConfigured(settings) || !settings.baseUrl) return { ok: false, status: 503, error: notConfiguredMessage(settings) }

  const timeout = AbortSignal.timeout(deps.timeoutMs)
  let res: Response
  let text: string
  try {
    res = await (deps.fetch ?? fetch)(`${settings.baseUrl}${CHAT_PATH[settings.id]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(providerBody(settings.id, parsed.data)),
      signal: combine(timeout, deps.signal),
      cache: 'no-store',
    })
    text = await res.text()
  } catch {
    // The cause (ECONNREFUSED 127.0.0.1:…, an abort stack) would name the server: only the kind of failure is told.
    const error = timeout.aborted ? `${settings.name} did not answer within ${deps.timeoutMs} ms` : `${settings.name} is not reachable`
    return { ok: false, status: 502, error }
  }

  const secrets = secretsOf([settings])
  if (!res.ok) return { ok: false, status: 502, error: scrubSecrets(httpErrorText(settings, res, text), secrets) }
  const body = parseJsonObject(text)
  if (!body || !hasReplyShape(settings.id, body)) return { ok: false, status: 502, error: llmErrors.invalidResponse(settings.name).message }
  return { ok: true, status: 200, body }
}

/**
 * The body in the provider's own wire format. Either style of sampling fields is accepted for either
 * provider and translated, the provider's own style winning when both are given; what the payload leaves out takes
 * the layer's defaults, so a provider gets a complete request, as it does from the registry.
 */
export function providerBody(provider: ProxyProviderId, payload: ProxyPayload): Record<string, unknown> {
  const { model, messages, options = {}, temperature, max_tokens, top_p } = payload
  if (provider === 'ollama') {
    const sampling = {
      temperature: options.temperature ?? temperature ?? LLM_DEFAULTS.temperature,
      top_p: options.top_p ?? top_p ?? LLM_DEFAULTS.topP,
      num_predict: options.num_predict ?? max_tokens ?? LLM_DEFAULTS.maxTokens,
    }
    return { model, messages, options: { ...options, ...sampling }, stream: false }
  }
  return {
    model,
    messages,
    temperature: temperature ?? options.temperature ?? LLM_DEFAULTS.temperature,
    max_tokens: max_tokens ?? options.num_predict ?? options.max_tokens ?? LLM_DEFAULTS.maxTokens,
    top_p: top_p ?? options.top_p ?? LLM_DEFAULTS.topP,
    stream: false,
  }
}

/** The replies the proxy reads: Ollama's message.content; the OpenAI style's choices[0].message.content. */
function hasReplyShape(provider: ProxyProviderId, body: Record<string, unknown>): boolean {
  if (provider === 'ollama') return typeof asRecord(body.message)?.content === 'string'
  const first = Array.isArray(body.choices) ? asRecord(body.choices[0]) : undefined
  return typeof asRecord(first?.message)?.content === 'string'
}

/** The texts for a provider's HTTP error, with the provider's own message (never its whole body). */
function httpErrorText(settings: ProviderSettings, res: Response, text: string): string {
  const message = providerMessage(text) || res.statusText
  if (settings.id === 'ollama') return llmErrors.ollama(res.status, message).message
  if (settings.id === 'vllm') return llmErrors.vllm(res.status, message).message
  return llmErrors.apiError(settings.name, res.status, message).message
}

/** `{error: "…"}` (Ollama), `{error: {message}}` (OpenAI style), `{message}` or `{detail}`; undefined otherwise. */
function providerMessage(text: string): string | undefined {
  const body = parseJsonObject(text)
  if (!body) return undefined
  const error = body.error
  if (typeof error === 'string') return error
  const nested = asRecord(error)?.message
  if (typeof nested === 'string') return nested
  if (typeof body.message === 'string') return body.message
  if (typeof body.detail === 'string') return body.detail
  return undefined
}

function payloadProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid payload'
  const where = issue.path.length ? `payload.${issue.path.join('.')}` : 'payload'
  return `Invalid payload: ${where}: ${issue.message}`
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    return asRecord(JSON.parse(text))
  } catch {
    return undefined
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

function combine(timeout: AbortSignal, other: AbortSignal | undefined): AbortSignal {
  return other ? AbortSignal.any([timeout, other]) : timeout
}
