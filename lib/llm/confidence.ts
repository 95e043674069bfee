import type { FinishReason } from './types'

/** The confidence table for a model's reply. */
export const CONFIDENCE = {
  base: 0.8,
  shortReply: { under: 50, delta: -0.2 },
  longReply: { over: 500, delta: 0.1 },
  cutOffByLength: -0.1,
  contentFilter: -0.3,
  slow: { overMs: 10_000, delta: -0.1 },
  min: 0.3,
  max: 1,
} as const

export function replyConfidence(reply: { content: string; finishReason: FinishReason; processingTime: number }): number {
  let score: number = CONFIDENCE.base
  const length = reply.content.trim().length
  if (length < CONFIDENCE.shortReply.under) score += CONFIDENCE.shortReply.delta
  if (length > CONFIDENCE.longReply.over) score += CONFIDENCE.longReply.delta
  if (reply.finishReason === 'length') score += CONFIDENCE.cutOffByLength
  if (reply.finishReason === 'content_filter') score += CONFIDENCE.contentFilter
  if (reply.processingTime > CONFIDENCE.slow.overMs) score += CONFIDENCE.slow.delta
  // Rounded to two places so 0.8 - 0.2 reads 0.6, not 0.6000000000000001.
  return Math.round(Math.min(CONFIDENCE.max, Math.max(CONFIDENCE.min, score)) * 100) / 100
}
