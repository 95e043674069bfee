/** One markdown paragraph per tool result: what the chat shows where the model asked for a calculation. */
import { formatMoney, formatPercent } from '@/lib/tools/format'
import type { FundingResult } from '@/lib/tools/funding'
import type { KpiResult } from '@/lib/tools/kpi'
import type { MarketDataResult } from '@/lib/tools/market-data'
import type { ValuationResult } from '@/lib/tools/valuation'

export function marketSummary(r: MarketDataResult): string {
  return `**${r.label}** market: about $${r.sizeBillions}B, growing ${formatPercent(r.growth)} a year.`
}

export function valuationSummary(r: ValuationResult): string {
  return (
    `**Estimated valuation (${r.label}):** ${formatMoney(r.low)}–${formatMoney(r.high)}, midpoint ${formatMoney(r.mid)}, ` +
    `from ${formatMoney(r.revenue)} revenue, a ${r.multiple}× revenue multiple and ${formatPercent(r.growth)} growth. ` +
    'A rough benchmark for discussion, not an offer.'
  )
}

export function kpiSummary(r: KpiResult): string {
  const parts: string[] = []
  if (r.warnings.length > 0) parts.push(`**Watch:** ${r.warnings.join(' ')}`)
  if (r.insights.length > 0) parts.push(`**Going well:** ${r.insights.join(' ')}`)
  return parts.join(' ')
}

export function fundingSummary(r: FundingResult): string {
  const raise =
    `**Suggested raise:** about ${formatMoney(r.raise)}, covering ${r.runwayMonths} months at ${formatMoney(r.monthlyBurn)} ` +
    `a month with a ${formatPercent(r.buffer)} buffer.`
  if (r.dilution === null || r.preMoneyValuation === null) return raise
  return `${raise} At a ${formatMoney(r.preMoneyValuation)} pre-money valuation that is about ${formatPercent(r.dilution)} dilution.`
}
