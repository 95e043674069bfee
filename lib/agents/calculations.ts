import { formatMoney, formatPercent } from '@/lib/tools/format'

/**
 * The calculations worked out from the visitor's own messages (this one and, when it continues them, earlier ones):
 * burn, CAC and dilution. Each needs figures only it uses, so whichever agent answers, the result is shown when the
 * visitor gave them, and each result states only the visitor's amounts and what follows from them.
 */

export const NUMBER = String.raw`\$?\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|mm|thousand|million)?(?:\s?dollars)?\b`
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6 }

export const amount = (digits: string | undefined, scale: string | undefined) =>
  Number((digits ?? '').replace(/,/g, '')) * (SCALE[scale?.toLowerCase() ?? ''] ?? 1)

export const RAISING = new RegExp(String.raw`\b(?:rais(?:e|ing)|round of|investment of)\s+(?:a |an )?${NUMBER}`, 'i')
/** "$6M pre-money", "a valuation of 6M", "pre-money is $6M", "pre is 4M". */
export const PRE_MONEY = new RegExp(
  String.raw`${NUMBER}\s?(?:pre(?:-| )?money|pre\b)|\b(?:valuation of|valued at|pre(?:-| )?money(?: valuation)?(?: is| of| at|:)|pre (?:is|of|at))\s+${NUMBER}`,
  'i',
)
/** "$10M post-money", "5M post", "post-money were $8M". */
export const POST_MONEY = new RegExp(String.raw`${NUMBER}\s?post\b(?:-| )?(?:money)?|\bpost(?:-| )?money(?: valuation)?(?: is| was| were| of| at|:)\s+${NUMBER}`, 'i')
/** "a $5M cap", "$5M post-money cap", "capped at 5M", "cap of $5M": a SAFE's valuation cap. */
export const SAFE_CAP = new RegExp(String.raw`${NUMBER}\s?(?:post(?:-| )?money\s+)?(?:valuation\s+)?cap\b|\b(?:valuation\s+)?cap(?:ped)?(?:\s+(?:of|at|is|was|were))?\s+${NUMBER}`, 'i')
const SAFE = /\bsafes?\b/i
const PRE_MONEY_SAFE = /\bpre(?:-| )?money\s+safes?\b/i
const SPEND = new RegExp(String.raw`\b(?:spen[dt]|spending|budget of)\s+${NUMBER}`, 'i')
/** "also count $3,000 of salaries", "add 2k of tooling": more spend on top of the spend given before. */
const ADDED_SPEND = new RegExp(String.raw`\b(?:also (?:count|add|include)|add(?:ing)?|plus|including|include)\s+${NUMBER}`, 'i')
const CUSTOMERS = /\b(\d[\d,]*)\s+(?:new\s+)?(?:customers|clients|users|signups|sign-ups|accounts)\b/i
const COSTS = new RegExp(String.raw`\b(?:spen[dt]|spending|costs?|expenses)(?:\s+(?:are|is|were|was|of))?\s+${NUMBER}`, 'i')
const REVENUE = new RegExp(String.raw`\b(?:revenue|brought in|earned|made|income)(?:\s+(?:is|are|was|were|of))?\s+${NUMBER}|${NUMBER}\s+(?:of\s+|in\s+)?revenue\b`, 'i')
const PERIOD = /\b(?:last|past|over|in)\s+(?:the\s+)?(?:last\s+|past\s+)?(\d+|two|three|four|six|twelve)\s+months\b|\b(quarter)\b/i
const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, six: 6, twelve: 12 }
const CASH = /\b(?:in the bank|cash|balance)\b/i
/** The visitor asks about burn in so many words: net, gross or the burn rate. */
export const BURN_ASKED = /\b(?:burn(?:\s+rate)?|burning)\b/i

/** The last match in the visitor's messages, newest first. */
export function lastMatch(messages: readonly string[], pattern: RegExp): RegExpExecArray | null {
  for (const m of [...messages].reverse()) {
    const found = pattern.exec(m)
    if (found) return found
  }
  return null
}

/** The amount a pattern with one or two NUMBER alternatives found. */
export function found(match: RegExpExecArray): number {
  const at = match.findIndex((g, i) => i > 0 && g !== undefined)
  return at > 0 ? amount(match[at], match[at + 1]) : NaN
}

/**
 * Dilution = new money ÷ post-money valuation; post-money = pre-money + new money. On a post-money SAFE (the standard
 * form, assumed unless a pre-money SAFE is named) the cap is the post-money valuation at which the SAFE converts.
 */
export function dilutionLine(messages: readonly string[]): string | null {
  const raise = lastMatch(messages, RAISING)
  if (!raise) return null
  const money = found(raise)
  const capAt = messages.findLastIndex((m) => SAFE_CAP.test(m))
  const onSafe = messages.some((m) => SAFE.test(m)) && !messages.some((m) => PRE_MONEY_SAFE.test(m))
  if (onSafe && capAt >= 0 && capAt >= messages.findLastIndex((m) => POST_MONEY.test(m) || PRE_MONEY.test(m))) {
    const cap = found(SAFE_CAP.exec(messages[capAt]!)!)
    if (!(money > 0 && cap > money)) return null
    return `**Dilution:** ${formatMoney(money)} on a post-money SAFE with a ${formatMoney(cap)} cap converts to ${formatPercent(money / cap)} of the company, if the next round prices at or above the cap.`
  }
  // The newer of a post-money and a pre-money the visitor gave is the one they mean now.
  const postAt = messages.findLastIndex((m) => POST_MONEY.test(m))
  const preAt = messages.findLastIndex((m) => PRE_MONEY.test(m))
  if (postAt < 0 && preAt < 0) return null
  if (postAt >= preAt) {
    const post = found(POST_MONEY.exec(messages[postAt]!)!)
    if (!(money > 0 && post > money)) return null
    return `**Dilution:** raising ${formatMoney(money)} at a ${formatMoney(post)} post-money valuation sells ${formatPercent(money / post)} of the company (pre-money ${formatMoney(post - money)}).`
  }
  const preMoney = found(PRE_MONEY.exec(messages[preAt]!)!)
  if (!(money > 0 && preMoney > 0) || money === preMoney) return null
  return `**Dilution:** raising ${formatMoney(money)} at a ${formatMoney(preMoney)} pre-money valuation gives a post-money valuation of ${formatMoney(preMoney + money)}; the new investors own ${formatPercent(money / (preMoney + money))} of the company.`
}

/** CAC = sales and marketing spend (with any spend the visitor adds later) ÷ new customers won with it. */
export function cacLine(messages: readonly string[]): string | null {
  const spendAt = messages.findLastIndex((m) => SPEND.test(m))
  const customers = lastMatch(messages, CUSTOMERS)
  if (spendAt < 0 || !customers) return null
  const base = found(SPEND.exec(messages[spendAt]!)!)
  const added = messages.slice(spendAt + 1).map((m) => ADDED_SPEND.exec(m)).filter((m): m is RegExpExecArray => m !== null).map(found)
  const money = added.reduce((sum, a) => sum + a, base)
  const count = Number(customers[1]!.replace(/,/g, ''))
  if (!(money > 0 && count > 0)) return null
  const spent = added.length ? `${formatMoney(money)} (${[base, ...added].map(formatMoney).join(' + ')})` : formatMoney(money)
  return `**CAC:** ${spent} spent for ${count} new customers is about ${formatMoney(money / count)} per customer.`
}

/**
 * Gross burn = costs a month; net burn = costs − revenue a month. A period ("over the last 3 months", "a quarter")
 * turns the visitor's totals into monthly figures. With cash given, the runway answer already shows the burn.
 */
export function burnLine(messages: readonly string[]): string | null {
  if (!messages.some((m) => BURN_ASKED.test(m) && /\?|\bwhat|how\b/i.test(m)) || messages.some((m) => CASH.test(m))) return null
  const costsAt = messages.findLastIndex((m) => COSTS.test(m))
  const revenueAt = messages.findLastIndex((m) => REVENUE.test(m))
  if (costsAt < 0 || revenueAt < 0) return null
  const costs = found(COSTS.exec(messages[costsAt]!)!)
  const revenue = found(REVENUE.exec(messages[revenueAt]!)!)
  const period = PERIOD.exec(messages[costsAt]!)
  const months = period ? (period[2] ? 3 : (WORDS[period[1]!.toLowerCase()] ?? Number(period[1]))) : 1
  if (!(costs > 0 && revenue >= 0 && months > 0)) return null
  const gross = costs / months
  const net = (costs - revenue) / months
  const over = months > 1 ? `${formatMoney(costs)} spent and ${formatMoney(revenue)} of revenue over ${months} months` : `${formatMoney(costs)} of costs and ${formatMoney(revenue)} of revenue a month`
  return `**Burn:** ${over} is a gross burn of ${formatMoney(gross)} a month and a net burn of ${formatMoney(net)} a month.`
}
