/**
 * CONTRACT: every error the language-model layer raises, with its exact texts. Adapters and the
 * registry throw only these, so callers (the agents, the admin page) can show `message` as it is: it never holds a
 * key, a URL or a raw provider response beyond the provider's own short error message.
 */

export type LlmErrorCode =
  | 'no-provider-for-model'
  | 'provider-not-found'
  | 'api-key-not-configured'
  | 'api-error'
  | 'invalid-response'
  | 'prediction-failed'
  | 'generate-failed'
  | 'fallback-disabled'
  | 'ollama-error'
  | 'vllm-error'
  | 'unknown-provider-type'
  | 'budget-spent'

export class LlmError extends Error {
  constructor(
    readonly code: LlmErrorCode,
    message: string,
    /** HTTP status of the provider's answer, when there was one. */
    readonly status?: number,
    /** The answer's Retry-After header as sent (seconds or an HTTP date); the registry decides what it means. */
    readonly retryAfter?: string,
  ) {
    super(message)
    this.name = 'LlmError'
  }
}

/** Provider error messages are cut to this length: enough to diagnose, too short to carry a whole response body. */
const MAX_DETAIL = 200

export function shortDetail(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  return oneLine.length > MAX_DETAIL ? `${oneLine.slice(0, MAX_DETAIL - 1)}…` : oneLine
}

export const llmErrors = {
  noProviderForModel: (model: string) => new LlmError('no-provider-for-model', `No available provider found for model: ${model}`),
  providerNotFound: (id: string) => new LlmError('provider-not-found', `Provider not found: ${id}`),
  /** `name` is the provider's display name ('Groq'); without one the text is the generic 'API key not configured'. */
  apiKeyNotConfigured: (name?: string) =>
    new LlmError('api-key-not-configured', name ? `${name} API key not configured` : 'API key not configured'),
  apiError: (name: string, status: number, message: string) =>
    new LlmError('api-error', `${name} API error ${status}: ${shortDetail(message)}`, status),
  invalidResponse: (name: string) => new LlmError('invalid-response', `Invalid response format from ${name} API`),
  predictionFailed: () => new LlmError('prediction-failed', 'Prediction failed'),
  generateFailed: (message: string) => new LlmError('generate-failed', `Failed to generate response: ${shortDetail(message)}`),
  fallbackDisabled: () => new LlmError('fallback-disabled', 'Fallback agent service is disabled'),
  ollama: (status: number, text: string) => new LlmError('ollama-error', `Ollama error: ${status} ${shortDetail(text)}`, status),
  vllm: (status: number, text: string) => new LlmError('vllm-error', `vLLM error: ${status} ${shortDetail(text)}`, status),
  unknownProviderType: () => new LlmError('unknown-provider-type', 'Unknown provider type'),
} as const

/**
 * Whether `err` is an LlmError, by name rather than `instanceof`: Next.js bundles each route separately, and the one
 * registry per process (on globalThis) throws the LlmError class of whichever bundle created it.
 */
export function isLlmError(err: unknown): err is LlmError {
  return err instanceof Error && err.name === 'LlmError' && typeof (err as Partial<LlmError>).code === 'string'
}

/**
 * The same error carrying the answer's Retry-After header, so the registry can wait as long as the provider asked
 * (a 429 or 503). Adapters call it where they still hold the response headers.
 */
export function withRetryAfter(error: LlmError, retryAfter: string | null | undefined): LlmError {
  const value = retryAfter?.trim()
  if (!value) return error
  return new LlmError(error.code, error.message, error.status, value)
}
