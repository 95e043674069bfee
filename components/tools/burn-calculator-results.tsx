import { formatMoney, formatMoneyExact, formatMonths } from '@/lib/tools/format'
import { KPI_THRESHOLDS } from '@/lib/tools/kpi'
import { CalculatorResult } from './kit/calculator-result'
import { LazyLineChart } from '@/components/charts/lazy-charts'
import { ResultStat } from './kit/results'
import type { burnRate } from '@/lib/tools/burn'
import type { Computed } from './kit/compute'

/** The month cash runs out, as a date a founder can put in a calendar. */
function zeroCashDate(months: number): string {
  const d = new Date()
  d.setDate(1)
  d.setMonth(d.getMonth() + Math.floor(months))
  return d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
}

/** The burn calculator's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function BurnResults({ result, marked }: { result: Computed<ReturnType<typeof burnRate>>; marked: number }) {
  return (
    <CalculatorResult what="The runway" result={result} marked={marked}>
      {(r) => {
        const insights: string[] = []
        const warnings: string[] = []
        if (r.runwayMonths === null) insights.push('Revenue covers your costs: the company is cash-flow positive, so burn does not limit your runway.')
        else if (r.shortRunway) warnings.push(`A runway of ${formatMonths(r.runwayMonths)} is short (under ${KPI_THRESHOLDS.shortRunwayMonths}): start fundraising or cut burn now, as a round usually takes months to close.`)
        else insights.push(`A runway of ${formatMonths(r.runwayMonths)} gives you room to plan the next round; start raising when about six months remain.`)
        return {
          headline: (
            <>
              <ResultStat label="Runway" value={r.runwayMonths === null ? 'Not limited' : formatMonths(r.runwayMonths)} detail={r.runwayMonths === null ? 'Cash-flow positive' : `Cash runs out around ${zeroCashDate(r.runwayMonths)}`} tone={r.shortRunway ? 'warning' : 'good'} />
              <ResultStat label="Net burn" value={formatMoneyExact(r.netBurn)} detail="a month, after revenue" />
              <ResultStat label="Gross burn" value={formatMoneyExact(r.grossBurn)} detail="a month, before revenue" />
            </>
          ),
          insights,
          warnings,
          chart: <LazyLineChart title="Cash in the bank, month by month" xLabels={r.cashByMonth.map((_, m) => (m === 0 ? 'Now' : `M${m}`))} series={[{ name: 'Cash', values: r.cashByMonth }]} format={formatMoney} />,
        }
      }}
    </CalculatorResult>
  )
}
