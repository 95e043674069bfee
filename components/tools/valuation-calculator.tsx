'use client'

import { formatMoney, formatPercent } from '@/lib/tools/format'
import { INDUSTRIES, MARKET_DATA } from '@/lib/tools/market-data'
import { valuation, valuationInputErrors } from '@/lib/tools/valuation'
import { CalculatorResult } from './kit/calculator-result'
import { CalculatorShell } from './kit/calculator-shell'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { computeForForm } from './kit/compute'
import { NumberField, SelectField } from './kit/fields'
import { readPercent, requiredNumber } from '@/lib/tools/parse'
import { ResultStat } from './kit/results'
import { useUrlInputs } from './kit/use-url-inputs'

const DEFAULTS = { industry: 'ai', revenue: '1000000', growth: '' }
const LABELS = { revenue: 'Annual revenue' }
const MESSAGES = { growth: 'Annual growth must be a percentage above -100 and at most 1,000.' }
const OPTIONS = INDUSTRIES.map((id) => ({ value: id, label: MARKET_DATA[id].label }))

export function ValuationCalculator() {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
  const industry = (INDUSTRIES as readonly string[]).includes(values.industry) ? values.industry : 'ai'
  const market = MARKET_DATA[industry as (typeof INDUSTRIES)[number]]
  const input = { industry, revenue: requiredNumber(values.revenue), growth: readPercent(values.growth) }
  // Every invalid field gets its message beside it, once: the results then only say why they are missing.
  const { result, marked, errorOf } = computeForForm(valuationInputErrors(input), () => valuation(input), LABELS, MESSAGES)

  const form = (
    <>
      <SelectField id="industry" label="Industry" options={OPTIONS} value={industry} onChange={(v) => set('industry', v)} />
      <NumberField id="revenue" label="Annual revenue (US$)" prefix="$" hint="Revenue over the last twelve months, or annual recurring revenue." value={values.revenue} onChange={(v) => set('revenue', v)} error={errorOf('revenue')} />
      <NumberField id="growth" label="Annual growth (%)" suffix="%" hint={`Leave empty to use the ${market.label} market's ${formatPercent(market.growth)}.`} value={values.growth} onChange={(v) => set('growth', v)} error={errorOf('growth')} />
    </>
  )

  const results = (
    <CalculatorResult what="The valuation" result={result} marked={marked}>
      {(r) => {
        const insights = [
          `${r.label} companies are valued here at ${r.multiple}× revenue, adjusted for ${formatPercent(r.growth)} growth: ${formatMoney(r.revenue)} × ${r.multiple} × ${(1 + r.growth).toFixed(2)} = ${formatMoney(r.mid)}.`,
          `The ${r.label} market is about $${market.sizeBillions}B, growing ${formatPercent(market.growth)} a year.`,
        ]
        const warnings = r.growth < 0.1 ? [`Growth of ${formatPercent(r.growth)} is slow (below 10%): investors pay lower multiples for it, so expect the low end of the range.`] : []
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
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
