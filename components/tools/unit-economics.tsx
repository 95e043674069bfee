'use client'

import { lazy } from 'react'
import { unitEconomics, unitEconomicsInputErrors } from '@/lib/tools/unit-economics'
import { CalculatorShell } from './kit/calculator-shell'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readPercent, requiredNumber } from '@/lib/tools/parse'
import { useLazyResults } from './kit/lazy-results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

const UnitEconomicsResults = lazy(() => import('./unit-economics-results'))

const DEFAULTS = { arpa: '500', margin: '75', churn: '3', cac: '4000' }
const LABELS = { arpa: 'Revenue per customer', cac: 'Acquisition cost' }
const MESSAGES = {
  grossMargin: 'Gross margin must be a percentage from 0 to 100.',
  churn: 'Monthly churn must be a percentage from 0 to 100.',
}

export function UnitEconomicsCalculator({ search }: SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const input = { arpa: requiredNumber(values.arpa), grossMargin: readPercent(values.margin) as number, churn: readPercent(values.churn) as number, cac: requiredNumber(values.cac) }
  const { result, marked, errorOf } = computeForForm(unitEconomicsInputErrors(input), () => unitEconomics(input), LABELS, MESSAGES)

  const form = (
    <>
      <NumberField id="arpa" label="Revenue per customer per month (US$)" prefix="$" value={values.arpa} onChange={(v) => set('arpa', v)} error={errorOf('arpa')} />
      <NumberField id="margin" label="Gross margin (%)" suffix="%" hint="Revenue minus the cost of serving it (hosting, model inference, support), as a share of revenue." value={values.margin} onChange={(v) => set('margin', v)} error={errorOf('grossMargin')} />
      <NumberField id="churn" label="Monthly churn (%)" suffix="%" hint="Share of customers who leave each month." value={values.churn} onChange={(v) => set('churn', v)} error={errorOf('churn')} />
      <NumberField id="cac" label="Acquisition cost per customer (US$)" prefix="$" hint="Not sure? Work it out with the CAC calculator." value={values.cac} onChange={(v) => set('cac', v)} error={errorOf('cac')} />
    </>
  )

  const results = useLazyResults(values, () => <UnitEconomicsResults result={result} marked={marked} input={input} />)
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
