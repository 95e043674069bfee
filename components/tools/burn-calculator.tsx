'use client'

import { lazy } from 'react'
import { burnInputErrors, burnRate } from '@/lib/tools/burn'
import { CalculatorShell } from './kit/calculator-shell'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readNumber, requiredNumber } from '@/lib/tools/parse'
import { useLazyResults } from './kit/lazy-results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

const BurnResults = lazy(() => import('./burn-calculator-results'))

const DEFAULTS = { cash: '900000', revenue: '25000', costs: '100000' }
const LABELS = { cash: 'Cash in the bank', monthlyRevenue: 'Monthly revenue', monthlyCosts: 'Monthly costs' }

export function BurnCalculator({ search }: SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const input = { cash: requiredNumber(values.cash), monthlyRevenue: readNumber(values.revenue), monthlyCosts: requiredNumber(values.costs) }
  const { result, marked, errorOf } = computeForForm(burnInputErrors(input), () => burnRate(input), LABELS)

  const form = (
    <>
      <NumberField id="cash" label="Cash in the bank (US$)" prefix="$" value={values.cash} onChange={(v) => set('cash', v)} error={errorOf('cash')} />
      <NumberField id="revenue" label="Monthly revenue (US$)" prefix="$" hint="Cash that comes in each month; 0 if none yet." value={values.revenue} onChange={(v) => set('revenue', v)} error={errorOf('monthlyRevenue')} />
      <NumberField id="costs" label="Monthly costs (US$)" prefix="$" hint="Everything that goes out: salaries, rent, tools, cloud and model costs." value={values.costs} onChange={(v) => set('costs', v)} error={errorOf('monthlyCosts')} />
    </>
  )

  const results = useLazyResults(values, () => <BurnResults result={result} marked={marked} />)
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
