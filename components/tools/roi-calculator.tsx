'use client'

import { formatMoney, formatMoneyExact, formatPercent } from '@/lib/tools/format'
import { roiCalculator, roiInputErrors } from '@/lib/tools/roi'
import { CalculatorResult } from './kit/calculator-result'
import { CalculatorShell } from './kit/calculator-shell'
import { LazyLineChart } from '@/components/charts/lazy-charts'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { requiredNumber } from '@/lib/tools/parse'
import { ResultStat } from './kit/results'
import { useUrlInputs } from './kit/use-url-inputs'

const DEFAULTS = { cost: '25000', gain: '40000', months: '12' }
const LABELS = { cost: 'Amount invested', gain: 'Value gained', months: 'Period' }

export function RoiCalculator() {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
  const input = { cost: requiredNumber(values.cost), gain: requiredNumber(values.gain), months: requiredNumber(values.months) }
  const { result, marked, errorOf } = computeForForm(roiInputErrors(input), () => roiCalculator(input), LABELS)

  const form = (
    <>
      <NumberField id="cost" label="Amount invested (US$)" prefix="$" hint="What the project, hire or campaign costs." value={values.cost} onChange={(v) => set('cost', v)} error={errorOf('cost')} />
      <NumberField id="gain" label="Value gained over the period (US$)" prefix="$" hint="Gross profit it brings in, or the cost it saves." value={values.gain} onChange={(v) => set('gain', v)} error={errorOf('gain')} />
      <NumberField id="months" label="Period (months)" suffix="months" value={values.months} onChange={(v) => set('months', v)} error={errorOf('months')} />
    </>
  )

  const results = (
    <CalculatorResult what="The return" result={result} marked={marked}>
      {(r) => {
        const insights: string[] = []
        const warnings: string[] = []
        if (r.roi < 0) warnings.push(`This loses ${formatMoneyExact(-r.netReturn)}: it returns less than it costs within the period.`)
        else insights.push(`Every dollar invested returns ${formatMoneyExact(1 + r.roi)} over the period.`)
        if (r.breakEvenMonth !== null) insights.push(`It pays for itself in month ${r.breakEvenMonth}, assuming the value arrives evenly.`)
        return {
          headline: (
            <>
              <ResultStat label="ROI" value={formatPercent(r.roi)} detail={`Net return ${formatMoneyExact(r.netReturn)}`} tone={r.roi < 0 ? 'warning' : 'good'} />
              <ResultStat label="Annualised return" value={r.annualised === null ? 'Total loss' : formatPercent(r.annualised)} detail="compounded over a year" />
              <ResultStat label="Break-even" value={r.breakEvenMonth === null ? 'Not within the period' : `Month ${r.breakEvenMonth}`} />
            </>
          ),
          insights,
          warnings,
          chart: <LazyLineChart title="Cumulative net value by month" xLabels={r.netByMonth.map((_, m) => (m === 0 ? 'Start' : `M${m}`))} series={[{ name: 'Net value', values: r.netByMonth }]} format={formatMoney} />,
        }
      }}
    </CalculatorResult>
  )
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
