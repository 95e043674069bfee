'use client'

import { lazy } from 'react'
import { financialModel, financialModelInputErrors, TEMPLATE_ASSUMPTIONS, type FinancialModelInput } from '@/lib/tools/financial-model'
import { CalculatorShell } from './kit/calculator-shell'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readNumber, readPercent, requiredNumber } from '@/lib/tools/parse'
import { useLazyResults } from './kit/lazy-results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

const FinancialModelResults = lazy(() => import('./financial-model-results'))

const T = TEMPLATE_ASSUMPTIONS
const DEFAULTS = {
  mrr: String(T.startingMrr),
  growth: String(T.monthlyGrowth * 100),
  margin: String(T.grossMargin * 100),
  opex: String(T.monthlyOpex),
  opexGrowth: String(T.opexGrowth! * 100),
  cash: String(T.openingCash),
  funding: String(T.fundingAmount),
  fundingMonth: String(T.fundingMonth),
}
const LABELS = { startingMrr: 'Monthly recurring revenue', monthlyOpex: 'Operating expenses', openingCash: 'Cash today', fundingAmount: 'Funding', fundingMonth: 'Funding month' }
const MESSAGES = {
  monthlyGrowth: 'Revenue growth must be a monthly percentage from -100 to 1,000.',
  grossMargin: 'Gross margin must be a percentage from 0 to 100.',
  opexGrowth: 'Cost growth must be a monthly percentage from -100 to 1,000.',
}

export function FinancialModelCalculator({ search }: SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const input: FinancialModelInput = {
    startingMrr: requiredNumber(values.mrr),
    monthlyGrowth: readPercent(values.growth) as number,
    grossMargin: readPercent(values.margin) as number,
    monthlyOpex: requiredNumber(values.opex),
    opexGrowth: readPercent(values.opexGrowth),
    openingCash: requiredNumber(values.cash),
    fundingAmount: readNumber(values.funding),
    fundingMonth: readNumber(values.fundingMonth),
  }
  const { result, marked, errorOf } = computeForForm(financialModelInputErrors(input), () => financialModel(input), LABELS, MESSAGES)

  const field = (id: keyof typeof DEFAULTS, label: string, error: string, unit: 'money' | 'percent' | 'none', hint?: string) => (
    <NumberField id={id} label={label} hint={hint} prefix={unit === 'money' ? '$' : undefined} suffix={unit === 'percent' ? '%' : undefined} value={values[id]} onChange={(v) => set(id, v)} error={errorOf(error)} />
  )
  const form = (
    <>
      {field('mrr', 'Monthly recurring revenue today (US$)', 'startingMrr', 'money')}
      {field('growth', 'Revenue growth per month (%)', 'monthlyGrowth', 'percent')}
      {field('margin', 'Gross margin (%)', 'grossMargin', 'percent')}
      {field('opex', 'Operating expenses per month (US$)', 'monthlyOpex', 'money', 'Salaries, rent, tools and marketing: everything but the cost of serving customers.')}
      {field('opexGrowth', 'Operating expense growth per month (%)', 'opexGrowth', 'percent')}
      {field('cash', 'Cash today (US$)', 'openingCash', 'money')}
      {field('funding', 'Funding to raise (US$, optional)', 'fundingAmount', 'money', 'Starts at 0: the model shows the company on the cash it has. Enter a raise to see its effect.')}
      {field('fundingMonth', 'Month the funding arrives (1–36)', 'fundingMonth', 'none')}
    </>
  )

  const results = useLazyResults(values, () => <FinancialModelResults result={result} marked={marked} input={input} />)
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
