import { resolveIndustry, type Industry } from '@/lib/tools/market-data'
import { keywordMatcher } from '@/lib/text/keywords'
import type { ToolId } from './types'

/**
 * The tool calls a visitor's message already spells out ("market size of fintech", "AI startup with $1M revenue",
 * "we burn 80k a month"), for an agent that answers without a model: its canned answer then starts with the visitor's
 * own numbers instead of a generic example. Only calls whose every required parameter is in the message are made.
 */

export type ToolCall = { id: ToolId; params: Record<string, unknown> }

const WORD = /[\p{L}\p{N}]+/gu
/** 1.5M, $80k, 2,000,000, 300 thousand — the number and its scale word, if any. */
const AMOUNT = /(?<![\p{L}\p{N}.])\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|m|mm|bn|b|thousand|million|billion)?(?![\p{L}\p{N}])/giu
const MARKET = keywordMatcher(['market', 'market size', 'tam', 'how big', 'growth', 'growing', 'industry', 'sector', 'size'])
const REVENUE = /\b(revenue|arr|sales|turnover|making|earn|earning|mrr)\b/i
const BURN = /\b(burn|burning|spend|spending|per month|a month|monthly)\b/i
/** An amount counts for a role when its cue word is within this many characters of it. */
const NEAR = 30

/** The first industry named in the message: single words, then pairs ("artificial intelligence", "video games"). */
export function industryIn(message: string): Industry | null {
  const words = message.toLowerCase().match(WORD) ?? []
  const candidates = [...words.slice(0, -1).map((w, i) => `${w} ${words[i + 1]}`), ...words]
  for (const candidate of candidates) {
    try {
      return resolveIndustry(candidate)
    } catch {
      // not an industry name; keep looking
    }
  }
  return null
}

type Amount = { text: string; index: number; end: number }

function amountsIn(message: string): Amount[] {
  return [...message.matchAll(AMOUNT)]
    .filter((m) => m[2] !== undefined || m[1]!.length >= 4 || m[0].includes('$')) // "3 founders" is not money
    .map((m) => ({ text: `${m[1]!.replace(/,/g, '')}${m[2] ?? ''}`, index: m.index!, end: m.index! + m[0].length }))
}

/** The amount closest to a cue word (before or after it, within NEAR characters). */
function amountNear(message: string, amounts: Amount[], cue: RegExp): string | null {
  const global = new RegExp(cue.source, 'gi')
  let best: { text: string; distance: number } | null = null
  for (const match of message.matchAll(global)) {
    const start = match.index!
    const end = start + match[0].length
    for (const a of amounts) {
      const distance = a.end <= start ? start - a.end : a.index >= end ? a.index - end : 0
      if (distance <= NEAR && (!best || distance < best.distance)) best = { text: a.text, distance }
    }
  }
  return best?.text ?? null
}

export function toolCallsFromMessage(message: string, tools: readonly ToolId[]): ToolCall[] {
  const calls: ToolCall[] = []
  const industry = industryIn(message)
  const amounts = amountsIn(message)
  const revenue = amountNear(message, amounts, REVENUE)
  const burn = amountNear(message, amounts, BURN)
  if (tools.includes('valuation') && industry && revenue) calls.push({ id: 'valuation', params: { industry, revenue } })
  if (tools.includes('funding-calculator') && burn) calls.push({ id: 'funding-calculator', params: { monthlyBurn: burn } })
  if (tools.includes('market-data') && industry && calls.length === 0 && MARKET.test(message)) calls.push({ id: 'market-data', params: { industry } })
  return calls
}

