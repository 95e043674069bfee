import { formatMoney, formatPercent } from '@/lib/tools/format'
import { found, lastMatch, NUMBER } from './calculations'

/**
 * What a customer is worth, worked out from the visitor's own messages like the other calculations
 * (./calculations.ts): lifetime value, its ratio to a CAC the visitor gives, and recurring revenue from a per-seat
 * price. Each states only the visitor's amounts and what follows from them.
 */

const ABOUT = String.raw`(?:about\s+|around\s+|roughly\s+|on average\s+)?`
const MONTHLY = String.raw`\s*(?:a|per|\/|every|each)\s*month`
/** "customers pay $50 a month", "we charge 50 dollars per month", "ARPU is $50 a month". */
const PRICE = new RegExp(String.raw`\b(?:pays?|paying|charges?|charging|price(?:\s+(?:is|of))?|arpu(?:\s+(?:is|of))?)\s+(?:us\s+)?${ABOUT}${NUMBER}${MONTHLY}`, 'i')
/** "gross margin is 80%", "80% gross margin". */
const MARGIN = /\b(?:gross\s+)?margins?(?:\s+(?:is|are|of|at|was))?\s+(?:about\s+|around\s+)?(\d+(?:\.\d+)?)\s?%|(\d+(?:\.\d+)?)\s?%\s+(?:gross\s+)?margin/i
/** "they stay about 20 months", "customer lifetime is 20 months". */
const LIFETIME = new RegExp(String.raw`\b(?:stay|stays|staying|remain|remains|stick around|lifetime(?:\s+(?:is|of))?)\s+(?:for\s+)?${ABOUT}(\d+(?:\.\d+)?)\s+months?\b`, 'i')
/** "5% monthly churn", "churn is 5%". */
const CHURN = /\b(?:monthly\s+)?churn(?:\s+rate)?(?:\s+(?:is|of|at))?\s+(?:about\s+|around\s+)?(\d+(?:\.\d+)?)\s?%|(\d+(?:\.\d+)?)\s?%\s+(?:monthly\s+)?churn/i
/** "our CAC is $200", "acquisition cost of 200 dollars". */
export const GIVEN_CAC = new RegExp(String.raw`\b(?:cac|acquisition cost)(?:\s+(?:is|of|was|at)|\s?[=:])?\s+${ABOUT}${NUMBER}`, 'i')
const LTV_ASKED = /\b(?:ltv|lifetime value|clv)\b/i
/** "$30 per seat per month", "$30 a user". */
const SEAT_PRICE = new RegExp(String.raw`${NUMBER}\s*(?:a|per|\/)\s*(?:seat|user|licen[cs]e)\b(\s*(?:a|per|\/)\s*(?:year|annum)|\s+annually)?`, 'i')
const SEATS = /\b(\d[\d,]*)\s+(?:seats|users|licen[cs]es)\s+(?:each|per customer|per account|on average)\b/i
const ACCOUNTS = /\b(\d[\d,]*)\s+(?:customers|clients|accounts|companies)\b/i
const RECURRING_ASKED = /\b(?:arr|mrr|annual recurring revenue|monthly recurring revenue|run[- ]rate)\b/i

/** LTV to CAC of at least 3:1 is the usual benchmark for a business that earns back what it spends to grow. */
const LTV_TO_CAC_BENCHMARK = 3

const ratio = (n: number) => `${Number(n.toFixed(1))}:1`

/**
 * LTV = monthly price × gross margin × months a customer stays (or ÷ monthly churn); without a margin, revenue per
 * customer. Shown when the message asks for the LTV or gives a CAC to weigh it against.
 */
export function ltvLine(messages: readonly string[]): string | null {
  const message = messages.at(-1) ?? ''
  const givenCac = GIVEN_CAC.exec(message)
  if (!LTV_ASKED.test(message) && !givenCac) return null
  const price = lastMatch(messages, PRICE)
  const lifetime = lastMatch(messages, LIFETIME)
  const churn = lastMatch(messages, CHURN)
  if (!price || (!lifetime && !churn)) return null
  const perMonth = found(price)
  const marginMatch = lastMatch(messages, MARGIN)
  const margin = marginMatch ? Number(marginMatch[1] ?? marginMatch[2]) / 100 : null
  const months = lifetime ? Number(lifetime[1]) : 1 / (Number(churn![1] ?? churn![2]) / 100)
  if (!(perMonth > 0 && months > 0 && Number.isFinite(months)) || (margin !== null && !(margin > 0 && margin <= 1))) return null
  const ltv = perMonth * (margin ?? 1) * months
  const stays = lifetime ? `× ${months} months` : `÷ ${formatPercent(1 / months)} monthly churn`
  const line =
    margin === null
      ? `**LTV:** ${formatMoney(perMonth)} a month ${stays} is about ${formatMoney(ltv)} of revenue per customer; times your gross margin, that is the lifetime value.`
      : `**LTV:** ${formatMoney(perMonth)} a month × ${formatPercent(margin)} gross margin ${stays} is about ${formatMoney(ltv)} per customer.`
  const cac = givenCac ? found(givenCac) : NaN
  if (!(cac > 0)) return line
  const r = ltv / cac
  const verdict = r >= LTV_TO_CAC_BENCHMARK ? 'above' : 'below'
  return `${line} Against a CAC of ${formatMoney(cac)} that is an LTV to CAC ratio of ${ratio(r)}, ${verdict} the common benchmark of ${ratio(LTV_TO_CAC_BENCHMARK)}.`
}

/** MRR = price per seat × seats per customer × customers; ARR = 12 × MRR. Shown when the message asks for either. */
export function recurringRevenueLine(messages: readonly string[]): string | null {
  if (!RECURRING_ASKED.test(messages.at(-1) ?? '')) return null
  const seatPrice = lastMatch(messages, SEAT_PRICE)
  const seats = lastMatch(messages, SEATS)
  const accounts = lastMatch(messages, ACCOUNTS)
  if (!seatPrice || !seats || !accounts) return null
  const price = found(seatPrice)
  const yearly = seatPrice[3] !== undefined
  const perAccount = Number(seats[1]!.replace(/,/g, ''))
  const count = Number(accounts[1]!.replace(/,/g, ''))
  if (!(price > 0 && perAccount > 0 && count > 0)) return null
  const total = price * perAccount * count
  const [mrr, arr] = yearly ? [total / 12, total] : [total, total * 12]
  return `**ARR:** ${formatMoney(price)} a seat${yearly ? ' a year' : ''} × ${perAccount} seats × ${count} customers is ${formatMoney(mrr)} a month (MRR), or ${formatMoney(arr)} a year.`
}
