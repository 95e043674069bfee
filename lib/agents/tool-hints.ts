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
const AMOUNT = /(?<![\p{L}\p{N}.])\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|m|mm|bn|b|thousand|million|billion)?(?![\p{L}\p{N}%])/giu
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 }
const MARKET = keywordMatcher(['market', 'market size', 'tam', 'how big', 'growth', 'growing', 'industry', 'sector', 'size'])

/**
 * What each figure in a message is, by the cue words near it. Each amount gets one role at most (the nearest cue
 * wins), so '80k a month and 600k in the bank' reads 80k as the burn and 600k as the cash, never both as either.
 */
const ROLES = {
  /** Net burn: what the company loses a month. */
  burn: /\b(burn|burning|burn rate|net burn|losing)\b/i,
  /** Gross spend: what leaves the bank a month, before revenue. */
  costs: /\b(spend|spending|costs?|expenses|outgoings)\b/i,
  cash: /\b(in the bank|bank|cash|savings|left|balance)\b/i,
  monthlyRevenue: /\b(mrr|monthly revenue|monthly sales)\b/i,
  /** What one customer pays ("customers pay $50 a month", "$30 per seat"): not the company's burn. */
  price: /\b(pays?|paying|charges?|charging|price[ds]?|per seat|per user|a seat|subscription|arpu)\b/i,
  revenue: /\b(revenue|arr|sales|turnover|making|earn|earning)\b/i,
} as const
type Role = keyof typeof ROLES
/**
 * 'a month' after an amount makes it monthly: revenue becomes monthly revenue, an uncued amount the burn. It may follow
 * the amount's own noun: "$50k of revenue a month" is monthly revenue, not a year's.
 */
const MONTHLY_AFTER = /^\s*(?:(?:of|in)\s+(?:recurring\s+)?(?:revenue|sales)\s+)?(a|per|\/|every|each)\s*(month|mo)\b|^\s*monthly\b/i
/** An amount counts for a role when its cue word is within this many characters of it. */
const NEAR = 30

/** The figures a message gives, in US dollars, each read once. */
export type MessageFigures = Partial<Record<Role, number>>
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

type Amount = { value: number; index: number; end: number; monthly: boolean }

function amountsIn(message: string): Amount[] {
  return [...message.matchAll(AMOUNT)]
    .filter((m) => m[2] !== undefined || m[1]!.length >= 4 || m[0].includes('$')) // "3 founders" is not money
    .map((m) => {
      const end = m.index! + m[0].length
      const value = Number(m[1]!.replace(/,/g, '')) * (SCALE[m[2]?.toLowerCase() ?? ''] ?? 1)
      return { value, index: m.index!, end, monthly: MONTHLY_AFTER.test(message.slice(end)) }
    })
}

/** Characters between an amount and the nearest match of a cue, or null when none is within NEAR. */
function distanceTo(message: string, amount: Amount, cue: RegExp): number | null {
  let best: number | null = null
  for (const match of message.matchAll(new RegExp(cue.source, 'gi'))) {
    const start = match.index!
    const end = start + match[0].length
    const d = amount.end <= start ? start - amount.end : amount.index >= end ? amount.index - end : 0
    if (d <= NEAR && (best === null || d < best)) best = d
  }
  return best
}

/** Each role takes its nearest amount; an amount already taken by a nearer cue is not reused. */
export function figuresIn(message: string): MessageFigures {
  const amounts = amountsIn(message)
  const pairs: { role: Role; amount: Amount; distance: number }[] = []
  for (const amount of amounts)
    for (const role of Object.keys(ROLES) as Role[]) {
      const distance = distanceTo(message, amount, ROLES[role])
      if (distance !== null) pairs.push({ role, amount, distance })
    }
  pairs.sort((a, b) => a.distance - b.distance)
  const figures: MessageFigures = {}
  const used = new Set<Amount>()
  for (const { role, amount } of pairs) {
    // Revenue 'a month' is monthly revenue; annual revenue is never read from a monthly figure.
    const r: Role = role === 'revenue' && amount.monthly ? 'monthlyRevenue' : role
    if (used.has(amount) || figures[r] !== undefined) continue
    figures[r] = amount.value
    used.add(amount)
  }
  // "We spend 80k a month" with no other cue: a monthly amount alone is the burn.
  const monthly = amounts.find((a) => a.monthly && !used.has(a))
  if (monthly && figures.burn === undefined && figures.costs === undefined) figures.burn = monthly.value
  return figures
}

/** Net monthly burn: stated, or costs less monthly revenue; null when the message gives neither. */
export function netBurn(f: MessageFigures): number | null {
  if (f.burn !== undefined) return f.burn
  if (f.costs !== undefined) return f.costs - (f.monthlyRevenue ?? 0)
  return null
}

/**
 * The calls the figures allow. Each figure is used the same way in every call: the net burn that sets the runway is
 * the burn the raise covers, and monthly revenue counts twelve times as the annual revenue a valuation reads.
 */
export function toolCallsFromMessage(message: string, tools: readonly ToolId[]): ToolCall[] {
  return toolCallsFor({ figures: figuresIn(message), industry: industryIn(message), message }, tools)
}

/** The calls given figures allow (read from one message, or from a whole conversation: lib/agents/conversation-figures.ts). */
/** The visitor asks how much to raise, not only how long the cash lasts. */
const RAISE_ASKED = /\b(raise|raising|round|fundraise|fundraising)\b/i

export function toolCallsFor(known: { figures: MessageFigures; industry: Industry | null; message: string }, tools: readonly ToolId[]): ToolCall[] {
  const calls: ToolCall[] = []
  const { industry, message, figures: f } = known
  const revenue = f.revenue ?? (f.monthlyRevenue === undefined ? undefined : f.monthlyRevenue * 12)
  const burn = netBurn(f)
  if (tools.includes('valuation') && industry && revenue !== undefined) calls.push({ id: 'valuation', params: { industry, revenue } })
  if (tools.includes('burn-runway') && f.cash !== undefined && burn !== null) {
    const gross = f.burn === undefined && f.costs !== undefined
    calls.push({ id: 'burn-runway', params: gross ? { cash: f.cash, monthlyCosts: f.costs, monthlyRevenue: f.monthlyRevenue ?? 0 } : { cash: f.cash, monthlyCosts: burn } })
  }
  // A runway or burn question is answered with the runway or the burn: a suggested raise beside it is an amount the
  // visitor never asked for. A burn given alone ("we burn 80k a month") has only the raise to work out.
  const raiseFits = RAISE_ASKED.test(message) || (calls.length === 0 && f.revenue === undefined && f.monthlyRevenue === undefined)
  if (tools.includes('funding-calculator') && burn !== null && burn > 0 && raiseFits) calls.push({ id: 'funding-calculator', params: { monthlyBurn: burn } })
  if (tools.includes('market-data') && industry && calls.length === 0 && MARKET.test(message)) calls.push({ id: 'market-data', params: { industry } })
  return calls
}
