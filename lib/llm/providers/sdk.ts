import {
  APICallError,
  EmptyResponseBodyError,
  generateText,
  InvalidResponseDataError,
  JSONParseError,
  type LanguageModel,
  type ModelMessage,
  NoContentGeneratedError,
  NoOutputGeneratedError,
  streamText,
  TypeValidationError,
} from 'ai'
import { LlmError, llmErrors, withRetryAfter } from '../errors'
import type { TextSink } from '../streaming'
import type { AdapterResult, FinishReason, LlmMessage, ResolvedLlmRequest } from '../adapter-types'
import { type HttpErrorFactory, providerErrorMessage } from './http'
import { replyId, usageOf } from './result'

// The SDK logs unsupported-setting warnings to the console (e.g. Anthropic ignoring top_p); the registry reports
// what matters itself, and the server log must stay quiet.
globalThis.AI_SDK_LOG_WARNINGS = false

/**
 * Wraps the registry's fetch to keep what it threw. The SDK wraps network failures in its own APICallError ('Cannot
 * connect to API: …'); the adapters rethrow the original instead, as the fetch adapters do.
 */
export function trackFetch(base: typeof fetch): { fetch: typeof fetch; thrown: () => unknown } {
  let thrown: unknown
  const tracked: typeof fetch = async (input, init) => {
    try {
      return await base(input, init)
    } catch (err) {
      thrown = err
      throw err
    }
  }
  return { fetch: tracked, thrown: () => thrown }
}

function toModelMessage(message: LlmMessage): ModelMessage {
  switch (message.role) {
    case 'system':
      return { role: 'system', content: message.content }
    case 'user':
      return { role: 'user', content: message.content }
    case 'assistant':
      return { role: 'assistant', content: message.content }
  }
}

const FINISH: Record<string, FinishReason> = { stop: 'stop', length: 'length', 'content-filter': 'content_filter' }

function bodyId(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const id = (body as Record<string, unknown>).id
  return typeof id === 'string' ? id : undefined
}

const isSdkParseError = (err: unknown) =>
  JSONParseError.isInstance(err) ||
  TypeValidationError.isInstance(err) ||
  InvalidResponseDataError.isInstance(err) ||
  EmptyResponseBodyError.isInstance(err) ||
  NoContentGeneratedError.isInstance(err) ||
  NoOutputGeneratedError.isInstance(err)

type ErrorContext = { name: string; httpError: HttpErrorFactory; thrown: () => unknown }

/** The SDK's errors in the layer's own error texts; network failures and aborts come back as they were thrown. */
export function fromSdkError(err: unknown, ctx: ErrorContext): unknown {
  if (err instanceof LlmError) return err
  const thrown = ctx.thrown()
  if (thrown !== undefined) return thrown
  if (APICallError.isInstance(err)) {
    const status = err.statusCode
    // No status: the request never got an answer. The SDK kept the underlying failure as its cause.
    if (status === undefined) return err.cause ?? err
    if (status >= 200 && status < 300) {
      // A 2xx whose body failed to parse, or one whose body was cut off in transit (a network failure).
      return err.cause === undefined || isSdkParseError(err.cause) ? llmErrors.invalidResponse(ctx.name) : err.cause
    }
    // The SDK keeps the headers with lower-case names (it copies them from a Headers object).
    const error = ctx.httpError(status, providerErrorMessage(err.responseBody) ?? err.message)
    return withRetryAfter(error, err.responseHeaders?.['retry-after'])
  }
  if (isSdkParseError(err)) return llmErrors.invalidResponse(ctx.name)
  return err
}

type SdkCall = {
  model: LanguageModel
  /** For APIs with a system field (Anthropic); otherwise system messages stay in `messages`. */
  system?: string
  messages: readonly LlmMessage[]
  request: ResolvedLlmRequest
  signal: AbortSignal
} & ErrorContext

/** The settings both calls send: the conversation, the sampling settings, no retries, the registry's abort signal. */
function callSettings(call: SdkCall) {
  const { request } = call
  return {
    model: call.model,
    system: call.system || undefined,
    messages: call.messages.map(toModelMessage),
    allowSystemInMessages: true,
    temperature: request.temperature,
    topP: request.topP,
    maxOutputTokens: request.maxTokens,
    maxRetries: 0,
    abortSignal: call.signal,
  }
}

/** One non-streaming generation through the AI SDK, mapped to the layer's result. Never retries. */
export async function generateWithSdk(call: SdkCall): Promise<AdapterResult> {
  const { request } = call
  try {
    const result = await generateText(callSettings(call))
    const { usage, response } = result
    return {
      id: replyId(bodyId(response.body)),
      content: result.text,
      model: response.modelId || request.model,
      usage: usageOf(usage.inputTokens, usage.outputTokens, usage.totalTokens),
      finishReason: FINISH[result.finishReason] ?? 'other',
    }
  } catch (err) {
    throw fromSdkError(err, call)
  }
}

/**
 * One streamed generation through the AI SDK: each piece of text goes to `onText` as it arrives, and the whole result
 * comes back at the end, as generateWithSdk's. An error part of the stream (the provider failed mid-answer) throws
 * with the layer's error texts like any other failure; what was already sent to `onText` stays sent.
 */
export async function streamWithSdk(call: SdkCall, onText: TextSink): Promise<AdapterResult> {
  const { request } = call
  try {
    // The SDK would log stream errors to the console; they are thrown below instead.
    const result = streamText({ ...callSettings(call), onError: () => {} })
    let content = ''
    let finishReason: FinishReason = 'other'
    let usage = usageOf()
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text !== '') {
        content += part.text
        onText(part.text)
      } else if (part.type === 'error') throw part.error
      else if (part.type === 'abort') throw call.signal.reason ?? new Error('aborted')
      else if (part.type === 'finish') {
        finishReason = FINISH[part.finishReason] ?? 'other'
        usage = usageOf(part.totalUsage.inputTokens, part.totalUsage.outputTokens, part.totalUsage.totalTokens)
      }
    }
    const response = await result.response
    return { id: replyId(response.id), content, model: response.modelId || request.model, usage, finishReason }
  } catch (err) {
    throw fromSdkError(err, call)
  }
}
