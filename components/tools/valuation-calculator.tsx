'use client'

import { lazy } from 'react'
import { formatPercent } from '@/lib/tools/format'
import { INDUSTRIES, MARKET_DATA } from '@/lib/tools/market-data'
import { valuation, valuationInputErrors } from '@/lib/tools/valuation'
import { CalculatorShell } from './kit/calculator-shell'
import { computeForForm } from './kit/compute'
import { NumberField, SelectField } from './kit/fields'
import { readPercent, requiredNumber } from '@/lib/tools/parse'
import { useLazyResults } from './kit/lazy-results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

const ValuationResults = lazy(() => import('./valuation-results'))

const DEFAULTS = { industry: 'ai', revenue: '1000000', growth: '' }
const LABELS = { revenue: 'Annual revenue' }
const MESSAGES = { growth: 'Annual growth must be a percentage above -100 and at most 1,000.' }
const OPTIONS = INDUSTRIES.map((id) => ({ value: id, label: MARKET_DATA[id].label }))

export function ValuationCalculator({ search }: SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
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

  const results = useLazyResults(values, () => <ValuationResults result={result} marked={marked} market={market} />)
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
