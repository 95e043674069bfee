'use client'

import { lazy } from 'react'
import { fundingCalculator, FUNDING_DEFAULTS, fundingInputErrors } from '@/lib/tools/funding'
import { CalculatorShell } from './kit/calculator-shell'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readNumber, readPercent, requiredNumber } from '@/lib/tools/parse'
import { useLazyResults } from './kit/lazy-results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

const FundingResults = lazy(() => import('./funding-calculator-results'))

const DEFAULTS = { burn: '80000', runway: String(FUNDING_DEFAULTS.runwayMonths), buffer: String(FUNDING_DEFAULTS.buffer * 100), premoney: '8000000' }
const LABELS = { monthlyBurn: 'Monthly burn', runwayMonths: 'Target runway', preMoneyValuation: 'Pre-money valuation' }
const MESSAGES = { buffer: 'Buffer must be a percentage from 0 to 200.' }

export function FundingCalculator({ search }: SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const input = { monthlyBurn: requiredNumber(values.burn), runwayMonths: readNumber(values.runway), buffer: readPercent(values.buffer), preMoneyValuation: readNumber(values.premoney) }
  const { result, marked, errorOf } = computeForForm(fundingInputErrors(input), () => fundingCalculator(input), LABELS, MESSAGES)

  const form = (
    <>
      <NumberField id="burn" label="Monthly burn (US$)" prefix="$" hint="What the company spends each month, net of revenue." value={values.burn} onChange={(v) => set('burn', v)} error={errorOf('monthlyBurn')} />
      <NumberField id="runway" label="Target runway (months)" suffix="months" hint={`How long the round should last; ${FUNDING_DEFAULTS.runwayMonths} if left empty.`} value={values.runway} onChange={(v) => set('runway', v)} error={errorOf('runwayMonths')} />
      <NumberField id="buffer" label="Buffer (%)" suffix="%" hint="Extra for hires and surprises." value={values.buffer} onChange={(v) => set('buffer', v)} error={errorOf('buffer')} />
      <NumberField id="premoney" label="Pre-money valuation (US$, optional)" prefix="$" hint="Leave empty to skip the dilution." value={values.premoney} onChange={(v) => set('premoney', v)} error={errorOf('preMoneyValuation')} />
    </>
  )

  const results = useLazyResults(values, () => <FundingResults result={result} marked={marked} />)
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
