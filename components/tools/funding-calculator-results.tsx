import { formatMoney, formatMoneyExact, formatPercent } from '@/lib/tools/format'
import { CalculatorResult } from './kit/calculator-result'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { ResultStat } from './kit/results'
import { FUNDING_THRESHOLDS, fundingVerdicts, type fundingCalculator } from '@/lib/tools/funding'
import type { Computed } from './kit/compute'

/** The funding calculator's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function FundingResults({ result, marked }: { result: Computed<ReturnType<typeof fundingCalculator>>; marked: number }) {
  return (
    <CalculatorResult what="The raise" result={result} marked={marked}>
      {(r) => {
        const base = r.monthlyBurn * r.runwayMonths
        const verdicts = fundingVerdicts(r)
        const insights = [`${formatMoneyExact(r.monthlyBurn)} a month for ${r.runwayMonths} months is ${formatMoneyExact(base)}; the ${formatPercent(r.buffer)} buffer adds ${formatMoneyExact(r.raise - base)}.`, ...verdicts.insights]
        const warnings = verdicts.warnings
        return {
          headline: (
            <>
              <ResultStat label="Amount to raise" value={formatMoney(r.raise)} detail={formatMoneyExact(r.raise)} tone="good" />
              {r.dilution !== null ? <ResultStat label="Dilution" value={formatPercent(r.dilution)} detail={`Post-money valuation ${formatMoney(r.postMoneyValuation!)}`} tone={r.dilution > FUNDING_THRESHOLDS.heavyDilution ? 'warning' : 'neutral'} /> : null}
            </>
          ),
          insights,
          warnings,
          chart: <LazyBarChart title="What the raise is made of" xLabels={['Runway', 'Buffer', 'Total raise']} series={[{ name: 'US dollars', values: [base, r.raise - base, r.raise] }]} format={formatMoney} />,
        }
      }}
    </CalculatorResult>
  )
}
