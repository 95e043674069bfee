'use client'

import { lazy } from 'react'
import { roiCalculator, roiInputErrors } from '@/lib/tools/roi'
import { CalculatorShell } from './kit/calculator-shell'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { requiredNumber } from '@/lib/tools/parse'
import { useLazyResults } from './kit/lazy-results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

const RoiResults = lazy(() => import('./roi-calculator-results'))

const DEFAULTS = { cost: '25000', gain: '40000', months: '12' }
const LABELS = { cost: 'Amount invested', gain: 'Value gained', months: 'Period' }

export function RoiCalculator({ search }: SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const input = { cost: requiredNumber(values.cost), gain: requiredNumber(values.gain), months: requiredNumber(values.months) }
  const { result, marked, errorOf } = computeForForm(roiInputErrors(input), () => roiCalculator(input), LABELS)

  const form = (
    <>
      <NumberField id="cost" label="Amount invested (US$)" prefix="$" hint="What the project, hire or campaign costs." value={values.cost} onChange={(v) => set('cost', v)} error={errorOf('cost')} />
      <NumberField id="gain" label="Value gained over the period (US$)" prefix="$" hint="Gross profit it brings in, or the cost it saves." value={values.gain} onChange={(v) => set('gain', v)} error={errorOf('gain')} />
      <NumberField id="months" label="Period (months)" suffix="months" value={values.months} onChange={(v) => set('months', v)} error={errorOf('months')} />
    </>
  )

  const results = useLazyResults(values, () => <RoiResults result={result} marked={marked} />)
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
