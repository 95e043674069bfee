import { formatMoney, formatMoneyExact, formatPercent } from '@/lib/tools/format'
import { CalculatorResult } from './kit/calculator-result'
import { LazyLineChart } from '@/components/charts/lazy-charts'
import { ResultStat } from './kit/results'
import type { roiCalculator } from '@/lib/tools/roi'
import type { Computed } from './kit/compute'

/** The ROI calculator's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function RoiResults({ result, marked }: { result: Computed<ReturnType<typeof roiCalculator>>; marked: number }) {
  return (
    <CalculatorResult what="The return" result={result} marked={marked}>
      {(r) => {
        const insights: string[] = []
        const warnings: string[] = []
        if (r.roi < 0) warnings.push(`This loses ${formatMoneyExact(-r.netReturn)}: it returns less than it costs within the period.`)
        else insights.push(`Every dollar invested returns ${formatMoneyExact(1 + r.roi)} over the period.`)
        if (r.breakEvenMonth !== null) insights.push(`It pays for itself in month ${r.breakEvenMonth}, assuming the value arrives evenly.`)
        return {
          headline: (
            <>
              <ResultStat label="ROI" value={formatPercent(r.roi)} detail={`Net return ${formatMoneyExact(r.netReturn)}`} tone={r.roi < 0 ? 'warning' : 'good'} />
              <ResultStat label="Annualised return" value={r.annualised === null ? 'Total loss' : formatPercent(r.annualised)} detail="compounded over a year" />
              <ResultStat label="Break-even" value={r.breakEvenMonth === null ? 'Not within the period' : `Month ${r.breakEvenMonth}`} />
            </>
          ),
          insights,
          warnings,
          chart: <LazyLineChart title="Cumulative net value by month" xLabels={r.netByMonth.map((_, m) => (m === 0 ? 'Start' : `M${m}`))} series={[{ name: 'Net value', values: r.netByMonth }]} format={formatMoney} />,
        }
      }}
    </CalculatorResult>
  )
}
