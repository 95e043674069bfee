/** One markdown paragraph per tool result: what the chat shows where the model asked for a calculation. */
import type { BurnResult } from '@/lib/tools/burn'
import type { CashFlowResult } from '@/lib/tools/cash-flow'
import { formatMoney, formatMonths, formatPercent } from '@/lib/tools/format'
import type { FundingResult } from '@/lib/tools/funding'
import type { RoiResult } from '@/lib/tools/roi'
import type { UnitEconomicsResult } from '@/lib/tools/unit-economics'
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

export function burnSummary(r: BurnResult, cash: number): string {
  const burn = r.grossBurn === r.netBurn ? `a net burn of ${formatMoney(r.netBurn)} a month` : `a net burn of ${formatMoney(r.netBurn)} a month (${formatMoney(r.grossBurn)} spent)`
  if (r.runwayMonths === null) return `**Runway:** with ${formatMoney(cash)} in the bank, revenue covers costs, so the cash does not run out at this rate.`
  return `**Runway:** with ${formatMoney(cash)} in the bank and ${burn}, the cash lasts about ${formatMonths(r.runwayMonths)}.`
}

export function cashFlowSummary(r: CashFlowResult, months: number): string {
  const out = r.cashOutMonth === null ? `cash stays positive for all ${months} months` : `cash runs out in month ${r.cashOutMonth}`
  const even = r.breakEvenMonth === null ? 'revenue does not cover costs within the plan' : `revenue covers costs from month ${r.breakEvenMonth}`
  return `**Cash-flow plan (${months} months):** ${out}; ${even}; lowest cash ${formatMoney(r.lowestCash)}.`
}

export function unitEconomicsSummary(r: UnitEconomicsResult): string {
  const ratio = r.ltvToCac === null ? '' : `, LTV:CAC ${Number(r.ltvToCac.toFixed(1))}`
  const payback = r.paybackMonths === null ? '' : `, payback ${formatMonths(r.paybackMonths)}`
  return `**Unit economics:** lifetime value ${formatMoney(r.ltv)} over ${formatMonths(r.lifetimeMonths)}${ratio}${payback}.`
}

export function roiSummary(r: RoiResult, months: number): string {
  const annual = r.annualised === null ? '' : `, ${formatPercent(r.annualised)} a year`
  const even = r.breakEvenMonth === null ? 'it does not break even within the period' : `it breaks even in month ${r.breakEvenMonth}`
  return `**ROI:** ${formatPercent(r.roi)} over ${formatMonths(months)} (net ${formatMoney(r.netReturn)}${annual}); ${even}.`
}
