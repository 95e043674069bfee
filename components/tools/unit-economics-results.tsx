import { formatMoney, formatMoneyExact, formatMonths } from '@/lib/tools/format'
import { LTV_CAC_HEALTHY } from '@/lib/tools/unit-economics'
import { CalculatorResult } from './kit/calculator-result'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { ResultStat } from './kit/results'
import type { unitEconomics } from '@/lib/tools/unit-economics'
import type { Computed } from './kit/compute'

/** The unit economics calculator's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function UnitEconomicsResults({ result, marked, input }: { result: Computed<ReturnType<typeof unitEconomics>>; marked: number; input: Parameters<typeof unitEconomics>[0] }) {
  return (
    <CalculatorResult what="The lifetime value" result={result} marked={marked}>
      {(r) => {
        const healthy = r.ltvToCac === null || r.ltvToCac >= LTV_CAC_HEALTHY
        return {
          headline: (
            <>
              <ResultStat label="Lifetime value (LTV)" value={formatMoneyExact(r.ltv)} detail={`Over ${formatMonths(r.lifetimeMonths)}${r.lifetimeCapped ? ' (capped)' : ''}`} />
              <ResultStat label="LTV:CAC" value={r.ltvToCac === null ? 'No CAC' : `${r.ltvToCac.toFixed(1)} : 1`} detail={`${LTV_CAC_HEALTHY}:1 or better is healthy`} tone={healthy ? 'good' : 'warning'} />
              <ResultStat label="CAC payback" value={r.paybackMonths === null ? 'Never' : formatMonths(r.paybackMonths)} detail="of gross profit to earn back the acquisition cost" />
            </>
          ),
          insights: r.insights,
          warnings: r.warnings,
          chart: <LazyBarChart title="Lifetime value against acquisition cost" xLabels={['Acquisition cost', 'Lifetime value']} series={[{ name: 'US dollars', values: [input.cac, r.ltv] }]} format={formatMoney} />,
        }
      }}
    </CalculatorResult>
  )
}
