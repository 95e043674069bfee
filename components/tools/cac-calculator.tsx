'use client'

import { lazy } from 'react'
import { cacCalculator, cacInputErrors } from '@/lib/tools/cac'
import { CalculatorShell } from './kit/calculator-shell'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readNumber, requiredNumber } from '@/lib/tools/parse'
import { useLazyResults } from './kit/lazy-results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'
import { inputClasses } from '@/components/ui/input-classes'

const CacResults = lazy(() => import('./cac-calculator-results'))

const CHANNELS = [1, 2, 3] as const
const DEFAULTS = {
  spend: '60000',
  customers: '40',
  c1: 'Paid search',
  s1: '30000',
  n1: '12',
  c2: 'Content',
  s2: '10000',
  n2: '18',
  c3: 'Events',
  s3: '20000',
  n3: '10',
}
type Key = keyof typeof DEFAULTS
const LABELS: Record<string, string> = { spend: 'Sales and marketing spend', customers: 'New customers' }
for (const i of CHANNELS) {
  LABELS[`channel${i}Spend`] = `Channel ${i} spend`
  LABELS[`channel${i}Customers`] = `Channel ${i} customers`
}

export function CacCalculator({ search }: SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const v = (k: string) => values[k as Key]
  // A channel row counts once it has a spend or a customer count; empty rows are left out.
  const channels = CHANNELS.filter((i) => v(`s${i}`).trim() !== '' || v(`n${i}`).trim() !== '').map((i) => ({
    name: v(`c${i}`),
    spend: readNumber(v(`s${i}`)) ?? 0,
    customers: readNumber(v(`n${i}`)) ?? 0,
  }))
  const input = { spend: requiredNumber(values.spend), customers: requiredNumber(values.customers), channels }
  const { result, marked, errorOf } = computeForForm(cacInputErrors(input), () => cacCalculator(input), LABELS)

  const form = (
    <>
      <NumberField id="spend" label="Sales and marketing spend (US$)" prefix="$" hint="Everything spent to win customers in the period: ads, tools, salaries of sales and marketing staff." value={values.spend} onChange={(x) => set('spend', x)} error={errorOf('spend')} />
      <NumberField id="customers" label="New customers in the same period" value={values.customers} onChange={(x) => set('customers', x)} error={errorOf('customers')} />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">By channel (optional)</legend>
        {CHANNELS.map((i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1.5">
              <label htmlFor={`c${i}`} className="block text-sm font-medium text-slate-900 dark:text-slate-100">{`Channel ${i} name`}</label>
              <input id={`c${i}`} name={`c${i}`} type="text" autoComplete="off" maxLength={40} value={v(`c${i}`)} onChange={(e) => set(`c${i}` as Key, e.target.value)} className={inputClasses} />
            </div>
            <NumberField id={`s${i}`} label={`Channel ${i} spend`} prefix="$" value={v(`s${i}`)} onChange={(x) => set(`s${i}` as Key, x)} error={errorOf(`channel${i}Spend`)} />
            <NumberField id={`n${i}`} label={`Channel ${i} customers`} value={v(`n${i}`)} onChange={(x) => set(`n${i}` as Key, x)} error={errorOf(`channel${i}Customers`)} />
          </div>
        ))}
      </fieldset>
    </>
  )

  const results = useLazyResults(values, () => <CacResults result={result} marked={marked} />)
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
