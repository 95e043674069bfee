import { STATUS_CODES } from 'node:http'
import type { z } from 'zod'
import { type LlmError, llmErrors, withRetryAfter } from '../errors'
import type { AdapterDeps, ProviderSettings } from '../adapter-types'

/** Turns a provider's non-2xx answer into its error text ('{Provider} API error …', 'Ollama error: …', …). */
export type HttpErrorFactory = (status: number, message: string) => LlmError

export function apiErrorFactory(settings: ProviderSettings): HttpErrorFactory {
  return (status, message) => llmErrors.apiError(settings.name, status, message)
}

/** A cloud provider's key, checked before anything is sent. */
export function requireApiKey(settings: ProviderSettings): string {
  if (!settings.apiKey) throw llmErrors.apiKeyNotConfigured(settings.name)
  return settings.apiKey
}

/**
 * The provider's base URL. Only a local provider can lack one (cloud ones default to the public API); there is no
 * error text for that, and the registry never calls an unconfigured provider, so it reads as a failed generation.
 */
export function requireBaseUrl(settings: ProviderSettings): string {
  if (!settings.baseUrl) throw llmErrors.generateFailed(`${settings.name} URL not configured`)
  return settings.baseUrl
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The provider's own message from an error body, in whichever of the documented shapes it comes: OpenAI and Anthropic
 * {error:{message}}, Hugging Face and Ollama {error}, Replicate {detail}, Cohere and older vLLM {message}. Anything
 * else (HTML from a proxy, an unknown shape) yields undefined: a raw body never becomes an error message.
 */
export function providerErrorMessage(body: string | undefined): string | undefined {
  if (!body) return undefined
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null) return undefined
  const record = json as Record<string, unknown>
  const error = record.error
  if (typeof error === 'object' && error !== null) {
    const nested = nonEmptyString((error as Record<string, unknown>).message)
    if (nested) return nested
  }
  return nonEmptyString(error) ?? nonEmptyString(record.detail) ?? nonEmptyString(record.message)
}

export function statusText(status: number, text: string | undefined): string {
  return text || STATUS_CODES[status] || 'Unknown error'
}

async function failure(response: Response, httpError: HttpErrorFactory): Promise<LlmError> {
  const body = await response.text()
  const error = httpError(response.status, providerErrorMessage(body) ?? statusText(response.status, response.statusText))
  return withRetryAfter(error, response.headers.get('retry-after'))
}

type JsonRequest = {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: unknown
  signal: AbortSignal
  httpError: HttpErrorFactory
  /** Display name for 'Invalid response format from {name} API'. */
  name: string
}

/**
 * One request; resolves with the parsed JSON of a 2xx answer. Network failures and aborts propagate untouched (the
 * registry words them, knowing whether its timeout fired); an unreadable 2xx body is an invalid response.
 */
export async function requestJson(deps: AdapterDeps, url: string, req: JsonRequest): Promise<unknown> {
  const hasBody = req.body !== undefined
  const response = await deps.fetch(url, {
    method: req.method,
    headers: hasBody ? { ...req.headers, 'content-type': 'application/json' } : req.headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
    signal: req.signal,
  })
  if (!response.ok) throw await failure(response, req.httpError)
  const text = await response.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw llmErrors.invalidResponse(req.name)
  }
}

/** The reply in the shape the adapter reads, or 'Invalid response format from {name} API'. */
export function parseReply<T>(schema: z.ZodType<T>, json: unknown, name: string): T {
  const result = schema.safeParse(json)
  if (!result.success) throw llmErrors.invalidResponse(name)
  return result.data
}

/** Health: any 2xx from the provider's cheapest authenticated GET; the status rides on the error otherwise. */
export async function checkHealth(
  deps: AdapterDeps,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  httpError: HttpErrorFactory,
): Promise<void> {
  const response = await deps.fetch(url, { method: 'GET', headers, signal })
  if (!response.ok) throw await failure(response, httpError)
  // The model list itself is not needed; releasing the body frees the connection.
  await response.body?.cancel()
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

/**
 * A provider's JSON API as its adapter calls it, with the base URL, the key (Bearer for a cloud provider, none for
 * an operator's own server), the wording of HTTP errors and the display name bound once. The key is checked first,
 * so a missing one fails before anything is sent.
 */
export function jsonApi(settings: ProviderSettings, deps: AdapterDeps, httpError: HttpErrorFactory = apiErrorFactory(settings)) {
  const name = settings.name
  const headers = () => (settings.type === 'cloud' ? bearer(requireApiKey(settings)) : {})
  const url = (path: string) => `${requireBaseUrl(settings)}${path}`
  const send = async (method: 'GET' | 'POST', path: string, signal: AbortSignal, body?: unknown) => {
    const auth = headers()
    return requestJson(deps, url(path), { method, headers: auth, body, signal, httpError, name })
  }
  return {
    post: (path: string, body: unknown, signal: AbortSignal) => send('POST', path, signal, body),
    get: (path: string, signal: AbortSignal) => send('GET', path, signal),
    health: async (path: string, signal: AbortSignal) => {
      const auth = headers()
      await checkHealth(deps, url(path), auth, signal, httpError)
    },
    /** The reply in the shape the adapter reads, or 'Invalid response format from {name} API'. */
    parse: <T>(schema: z.ZodType<T>, json: unknown) => parseReply(schema, json, name),
  }
}
