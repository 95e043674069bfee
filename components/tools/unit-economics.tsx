'use client'

import { formatMoney, formatMoneyExact, formatMonths } from '@/lib/tools/format'
import { LTV_CAC_HEALTHY, unitEconomics, unitEconomicsInputErrors } from '@/lib/tools/unit-economics'
import { CalculatorResult } from './kit/calculator-result'
import { CalculatorShell } from './kit/calculator-shell'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readPercent, requiredNumber } from '@/lib/tools/parse'
import { ResultStat } from './kit/results'
import { useUrlInputs } from './kit/use-url-inputs'

const DEFAULTS = { arpa: '500', margin: '75', churn: '3', cac: '4000' }
const LABELS = { arpa: 'Revenue per customer', cac: 'Acquisition cost' }
const MESSAGES = {
  grossMargin: 'Gross margin must be a percentage from 0 to 100.',
  churn: 'Monthly churn must be a percentage from 0 to 100.',
}

export function UnitEconomicsCalculator() {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
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

  const results = (
    <CalculatorResult what="The lifetime value" result={result} marked={marked}>
      {(r) => {
        const healthy = r.ltvToCac === null || r.ltvToCac >= LTV_CAC_HEALTHY
        return {
          headline: (
            <>
              <ResultStat label="Lifetime value (LTV)" value={formatMoneyExact(r.ltv)} detail={`Over ${formatMonths(r.lifetimeMonths)}${r.lifetimeCapped ? ' (capped)' : ''}`} />
              <ResultStat label="LTV:CAC" value={r.ltvToCac === null ? 'No CAC' : `${r.ltvToCac.toFixed(1)} : 1`} detail={`${LTV_CAC_HEALTHY}:1 or better is healthy`} tone={healthy ? 'good' : 'warning'} />
              <ResultStat label="CAC payback" value={r.paybackMonths === null ? 'Never' : formatMonths(r.paybackMonths)} detail="of gross profit to earn back the acquisition cost" />
            </>
          ),
          insights: r.insights,
          warnings: r.warnings,
          chart: <LazyBarChart title="Lifetime value against acquisition cost" xLabels={['Acquisition cost', 'Lifetime value']} series={[{ name: 'US dollars', values: [requiredNumber(values.cac), r.ltv] }]} format={formatMoney} />,
        }
      }}
    </CalculatorResult>
  )
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
