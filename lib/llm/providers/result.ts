import { randomUUID } from 'node:crypto'
import type { FinishReason, LlmUsage } from '../adapter-types'

const count = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

/** Token counts as numbers (0 when the provider gives none); the total is the sum unless the provider states it. */
export function usageOf(prompt?: number | null, completion?: number | null, total?: number | null): LlmUsage {
  const promptTokens = count(prompt)
  const completionTokens = count(completion)
  return { promptTokens, completionTokens, totalTokens: typeof total === 'number' ? total : promptTokens + completionTokens }
}

/** The provider's reply id, or a fresh UUID for providers that give none (Ollama, Hugging Face). */
export function replyId(id: string | null | undefined): string {
  return id || randomUUID()
}

/** Looks a provider's own finish reason up in its table; anything unlisted is 'other'. */
export function finishFrom(table: Record<string, FinishReason>, reason: string | null | undefined): FinishReason {
  return (reason && Object.hasOwn(table, reason) ? table[reason] : undefined) ?? 'other'
}
