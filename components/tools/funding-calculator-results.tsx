import { formatMoney, formatMoneyExact, formatPercent } from '@/lib/tools/format'
import { CalculatorResult } from './kit/calculator-result'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { ResultStat } from './kit/results'
import type { fundingCalculator } from '@/lib/tools/funding'
import type { Computed } from './kit/compute'

/** Seed rounds usually sell 15–25 % of the company; above that founders lose room for the rounds still to come. */
const HEAVY_DILUTION = 0.25

/** The funding calculator's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function FundingResults({ result, marked }: { result: Computed<ReturnType<typeof fundingCalculator>>; marked: number }) {
  return (
    <CalculatorResult what="The raise" result={result} marked={marked}>
      {(r) => {
        const base = r.monthlyBurn * r.runwayMonths
        const insights = [`${formatMoneyExact(r.monthlyBurn)} a month for ${r.runwayMonths} months is ${formatMoneyExact(base)}; the ${formatPercent(r.buffer)} buffer adds ${formatMoneyExact(r.raise - base)}.`]
        const warnings: string[] = []
        if (r.runwayMonths < 12) warnings.push(`${r.runwayMonths} months is a short round: raising again usually takes six months, so you would be fundraising almost at once.`)
        if (r.dilution !== null) {
          if (r.dilution > HEAVY_DILUTION) warnings.push(`Selling ${formatPercent(r.dilution)} is heavy for one round: most seed rounds sell 15–25%, leaving room for the rounds to come. Raise less, or for a higher valuation.`)
          else insights.push(`Selling ${formatPercent(r.dilution)} of the company is within the 15–25% most early rounds sell.`)
        }
        return {
          headline: (
            <>
              <ResultStat label="Amount to raise" value={formatMoney(r.raise)} detail={formatMoneyExact(r.raise)} tone="good" />
              {r.dilution !== null ? <ResultStat label="Dilution" value={formatPercent(r.dilution)} detail={`Post-money valuation ${formatMoney(r.postMoneyValuation!)}`} tone={r.dilution > HEAVY_DILUTION ? 'warning' : 'neutral'} /> : null}
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
