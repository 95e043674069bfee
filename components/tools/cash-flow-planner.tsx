'use client'

import { lazy } from 'react'
import { cashFlowInputErrors, cashFlowPlan } from '@/lib/tools/cash-flow'
import { CalculatorShell } from './kit/calculator-shell'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readPercent, requiredNumber } from '@/lib/tools/parse'
import { useLazyResults } from './kit/lazy-results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

const CashFlowResults = lazy(() => import('./cash-flow-planner-results'))

const DEFAULTS = { cash: '750000', revenue: '20000', revenueGrowth: '8', costs: '70000', costGrowth: '2' }
const LABELS = { openingCash: 'Cash today', monthlyRevenue: 'Monthly revenue', monthlyCosts: 'Monthly costs' }
const MESSAGES = {
  revenueGrowth: 'Revenue growth must be a monthly percentage from -100 to 1,000.',
  costGrowth: 'Cost growth must be a monthly percentage from -100 to 1,000.',
}

export function CashFlowPlanner({ search }: SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const input = {
    openingCash: requiredNumber(values.cash),
    monthlyRevenue: requiredNumber(values.revenue),
    revenueGrowth: readPercent(values.revenueGrowth),
    monthlyCosts: requiredNumber(values.costs),
    costGrowth: readPercent(values.costGrowth),
  }
  const { result, marked, errorOf } = computeForForm(cashFlowInputErrors(input), () => cashFlowPlan(input), LABELS, MESSAGES)

  const form = (
    <>
      <NumberField id="cash" label="Cash today (US$)" prefix="$" value={values.cash} onChange={(v) => set('cash', v)} error={errorOf('openingCash')} />
      <NumberField id="revenue" label="Monthly revenue (US$)" prefix="$" value={values.revenue} onChange={(v) => set('revenue', v)} error={errorOf('monthlyRevenue')} />
      <NumberField id="revenueGrowth" label="Revenue growth per month (%)" suffix="%" value={values.revenueGrowth} onChange={(v) => set('revenueGrowth', v)} error={errorOf('revenueGrowth')} />
      <NumberField id="costs" label="Monthly costs (US$)" prefix="$" value={values.costs} onChange={(v) => set('costs', v)} error={errorOf('monthlyCosts')} />
      <NumberField id="costGrowth" label="Cost growth per month (%)" suffix="%" hint="Hiring plans and usage-based costs make costs grow too." value={values.costGrowth} onChange={(v) => set('costGrowth', v)} error={errorOf('costGrowth')} />
    </>
  )

  const results = useLazyResults(values, () => <CashFlowResults result={result} marked={marked} />)
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
