import { countLlmCall } from '@/lib/metrics/count'
import type { CallBudget } from './call-budget'
import { replyConfidence } from './confidence'
import { toLlmError, withoutSecret } from './error-mapping'
import type { LlmError } from './errors'
import type { ProviderState, ProviderStates } from './provider-state'
import { canStream, type StreamHooks } from './streaming'
import type { AdapterResult, AnyProviderId, LlmResponse, ProviderAdapter, ResolvedLlmRequest } from './types'

/**
 * One call of one provider: the global budget and the provider's limit first, then the adapter under the timeout,
 * streamed when the caller streams. Whatever happens is reported to the provider states and comes back as an answer
 * or an LlmError; only the caller's own cancellation is thrown.
 */

export type CallContext = {
  states: ProviderStates
  budget: CallBudget | undefined
  timeoutMs: number
  now: () => number
}

export type Attempt = { response: Omit<LlmResponse, 'failures'> } | { error: LlmError }

export async function callProvider(
  ctx: CallContext,
  state: ProviderState,
  request: ResolvedLlmRequest,
  callerSignal: AbortSignal | undefined,
  hooks?: StreamHooks,
): Promise<Attempt> {
  const { settings, adapter } = state
  // Spent budget, or the provider's own limit: no call, and no mark against the provider (it did nothing wrong).
  const refused = (await ctx.budget?.take(ctx.now())) ?? (await ctx.states.take(state))
  if (refused) {
    countLlmCall(settings.id, refused.code)
    return { error: refused }
  }
  // A whole reply must come within the timeout; a streamed one within the timeout of its last piece (idleTimeout).
  const timeout = hooks ? idleTimeout(ctx.timeoutMs) : { signal: AbortSignal.timeout(ctx.timeoutMs), touch: () => {}, stop: () => {} }
  const signal = callerSignal ? AbortSignal.any([timeout.signal, callerSignal]) : timeout.signal
  const watched = hooks && {
    ...hooks,
    onText: (delta: string) => {
      timeout.touch()
      hooks.onText(delta)
    },
  }
  const started = performance.now()
  try {
    const result = await call(adapter, request, signal, watched).finally(timeout.stop)
    const processingTime = Math.round(performance.now() - started)
    await ctx.states.answered(state)
    countLlmCall(settings.id, 'ok')
    return { response: respond(result, settings.id, processingTime) }
  } catch (err) {
    // The visitor went away: stop here instead of spending other providers' quota on nobody.
    if (callerSignal?.aborted && !timeout.signal.aborted) throw callerSignal.reason
    const error = withoutSecret(toLlmError(settings.name, err, timeout.signal.aborted, ctx.timeoutMs, Boolean(hooks)), settings)
    countLlmCall(settings.id, error.code)
    await ctx.states.failedCall(state, error)
    return { error }
  }
}

/** An adapter's result as the caller gets it: who answered, how long it took, how confident the reply looks. */
export function respond(result: AdapterResult, provider: AnyProviderId, processingTime: number): Omit<LlmResponse, 'failures'> {
  return {
    ...result,
    provider,
    processingTime,
    confidence: replyConfidence({ content: result.content, finishReason: result.finishReason, processingTime }),
  }
}

/** The adapter's call: streamed when the caller streams and the adapter can, else the whole reply (handed on whole). */
async function call(adapter: ProviderAdapter, request: ResolvedLlmRequest, signal: AbortSignal, hooks: StreamHooks | undefined): Promise<AdapterResult> {
  if (!hooks) return adapter.generate(request, signal)
  if (canStream(adapter)) return adapter.stream(request, signal, hooks.onText)
  const result = await adapter.generate(request, signal)
  hooks.onText(result.content)
  return result
}

/**
 * The timeout of a streamed answer: it runs from the request to the first piece of text and then from each piece to
 * the next, so a long answer written steadily is never cut while a provider that falls silent still is.
 */
function idleTimeout(ms: number): { signal: AbortSignal; touch: () => void; stop: () => void } {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const touch = () => {
    clearTimeout(timer)
    timer = setTimeout(() => controller.abort(new DOMException(`No text for ${ms} ms`, 'TimeoutError')), ms)
  }
  touch()
  return { signal: controller.signal, touch, stop: () => clearTimeout(timer) }
}
