import { LazyBarChart } from '@/components/charts/lazy-charts'
import { formatMoney, formatPercent } from '@/lib/tools/format'
import type { MarketFigures } from '@/lib/tools/market-data'
import { valuationWarnings, type ValuationResult } from '@/lib/tools/valuation'
import { CalculatorResult } from './kit/calculator-result'
import type { Computed } from './kit/compute'
import { ResultStat } from './kit/results'

/** The valuation calculator's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function ValuationResults({ result, marked, market }: { result: Computed<ValuationResult>; marked: number; market: MarketFigures }) {
  return (
    <CalculatorResult what="The valuation" result={result} marked={marked}>
      {(r) => {
        const insights = [
          `${r.label} companies are valued here at ${r.multiple}× revenue, adjusted for ${formatPercent(r.growth)} growth: ${formatMoney(r.revenue)} × ${r.multiple} × ${(1 + r.growth).toFixed(2)} = ${formatMoney(r.mid)}.`,
          `The ${r.label} market is about $${market.sizeBillions}B, growing ${formatPercent(market.growth)} a year.`,
        ]
        const warnings = valuationWarnings(r.growth)
        return {
          headline: (
            <>
              <ResultStat label="Valuation range" value={`${formatMoney(r.low)} – ${formatMoney(r.high)}`} detail={`Midpoint ${formatMoney(r.mid)}`} tone="good" />
              <ResultStat label="Revenue multiple" value={`${r.multiple}×`} detail={`${r.label}, before growth`} />
            </>
          ),
          insights,
          warnings,
          chart: <LazyBarChart title="Low, mid and high valuation" xLabels={['Low (0.8×)', 'Mid', 'High (1.2×)']} series={[{ name: 'Valuation', values: [r.low, r.mid, r.high] }]} format={formatMoney} />,
          note: <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">A benchmark for a conversation, not a price: margins, stage, team and terms move a real valuation.</p>,
        }
      }}
    </CalculatorResult>
  )
}
