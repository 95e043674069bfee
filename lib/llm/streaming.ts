import type { AdapterResult, ProviderAdapter, ResolvedLlmRequest } from './adapter-types'

/**
 * Streaming answers (the chat shows a model's answer as it is written). An adapter that can stream gets `stream`
 * besides `generate`; the others answer whole, and the registry hands their reply on as one piece.
 */

/** Called with each piece of text as the provider sends it. */
export type TextSink = (delta: string) => void

export interface StreamingAdapter<Id extends string = string> extends ProviderAdapter<Id> {
  /** Like generate, sending the text to `onText` as it arrives; resolves with the whole result at the end. */
  stream(request: ResolvedLlmRequest, signal: AbortSignal, onText: TextSink): Promise<AdapterResult>
}

export function canStream<Id extends string>(adapter: ProviderAdapter<Id>): adapter is StreamingAdapter<Id> {
  return typeof (adapter as Partial<StreamingAdapter>).stream === 'function'
}

/** What a caller of the registry's stream() passes besides the usual options. */
export type StreamHooks = {
  onText: TextSink
  /**
   * Whether anything has been shown to the visitor yet. Before that, a failed provider is replaced by the next one
   * (after `onRestart`, which forgets its text); after it, the error ends the answer: a second provider's answer
   * would not continue the first one's sentence.
   */
  released: () => boolean
  onRestart: () => void
}
