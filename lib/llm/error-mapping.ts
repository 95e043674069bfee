import { LlmError, llmErrors } from './errors'
import { scrubSecrets, secretsOf } from './scrub'
import type { ProviderSettings } from './types'

/**
 * How what went wrong in a call becomes the LlmError the caller, the log and the admin page see: a timeout or a
 * network failure worded without hosts or ports, a key a provider echoed back removed, and whether the failure
 * counts against the provider at all.
 */

/** Statuses that mean "this request was wrong", not "this provider is down". */
const REQUEST_FAULT_STATUSES = new Set([400, 404, 422])

/** Whether the failure marks the provider (it cools down), rather than the one request it refused as malformed. */
export function isProviderFault(error: LlmError): boolean {
  return !(error.status !== undefined && REQUEST_FAULT_STATUSES.has(error.status))
}

/** What a call's failure says: the adapter's LlmError as it is, a timeout or an unreachable provider in words. */
export function toLlmError(name: string, err: unknown, timedOut: boolean, timeoutMs: number, streamed = false): LlmError {
  if (err instanceof LlmError) return err
  if (timedOut && streamed) return llmErrors.generateFailed(`${name} sent nothing for ${timeoutMs} ms`)
  if (timedOut) return llmErrors.generateFailed(`${name} did not answer within ${timeoutMs} ms`)
  // Network errors name the host and port; the message says only which provider could not be reached and why.
  const code = errorCode(err)
  return llmErrors.generateFailed(`${name} could not be reached${code ? ` (${code})` : ''}`)
}

/** A provider that echoes the key it was sent in its error message must not put it into our logs or the admin page. */
export function withoutSecret(error: LlmError, settings: ProviderSettings): LlmError {
  const message = scrubSecrets(error.message, secretsOf([settings]))
  return message === error.message ? error : new LlmError(error.code, message, error.status, error.retryAfter)
}

/** Why an explicitly asked-for provider cannot be used: a missing key is named, anything else is "not available". */
export function unusableError(settings: ProviderSettings, model: string): LlmError {
  if (settings.type === 'cloud' && !settings.apiKey) return llmErrors.apiKeyNotConfigured(settings.name)
  return llmErrors.noProviderForModel(model)
}

/** The system error code (ECONNREFUSED, ENOTFOUND, …) of a network failure, looking through its causes. */
function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}
