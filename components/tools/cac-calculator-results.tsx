import { formatMoney, formatMoneyExact } from '@/lib/tools/format'
import { cacVerdict } from '@/lib/tools/kpi'
import { CalculatorResult } from './kit/calculator-result'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { ResultStat } from './kit/results'
import type { cacCalculator } from '@/lib/tools/cac'
import type { Computed } from './kit/compute'

/** The CAC calculator's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function CacResults({ result, marked }: { result: Computed<ReturnType<typeof cacCalculator>>; marked: number }) {
  return (
    <CalculatorResult what="The acquisition cost" result={result} marked={marked}>
      {(r) => {
        const insights: string[] = []
        const warnings: string[] = []
        const [list, verdict] = cacVerdict(r.cac)
        ;(list === 'warnings' ? warnings : insights).push(verdict)
        if (r.cheapest) insights.push(`${r.cheapest} wins customers most cheaply: test whether it scales before moving budget to it.`)
        const priced = r.channels.filter((c) => c.cac !== null)
        return {
          headline: (
            <>
              <ResultStat label="Blended CAC" value={formatMoneyExact(r.cac)} detail="per new customer" tone={r.highCac ? 'warning' : 'good'} />
              {r.channels.map((c) => (
                <ResultStat key={c.name} label={`${c.name} CAC`} value={c.cac === null ? 'No customers' : formatMoneyExact(c.cac)} detail={`${formatMoneyExact(c.spend)} for ${c.customers} customers`} />
              ))}
            </>
          ),
          insights,
          warnings,
          chart: priced.length > 1 ? <LazyBarChart title="Acquisition cost by channel" xLabels={priced.map((c) => c.name)} series={[{ name: 'CAC', values: priced.map((c) => c.cac!) }]} format={formatMoney} /> : null,
        }
      }}
    </CalculatorResult>
  )
}
