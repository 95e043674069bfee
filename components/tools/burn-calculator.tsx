'use client'

import { burnInputErrors, burnRate } from '@/lib/tools/burn'
import { formatMoney, formatMoneyExact, formatMonths } from '@/lib/tools/format'
import { KPI_THRESHOLDS } from '@/lib/tools/kpi'
import { CalculatorResult } from './kit/calculator-result'
import { CalculatorShell } from './kit/calculator-shell'
import { LazyLineChart } from '@/components/charts/lazy-charts'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readNumber, requiredNumber } from '@/lib/tools/parse'
import { ResultStat } from './kit/results'
import { useUrlInputs } from './kit/use-url-inputs'

const DEFAULTS = { cash: '900000', revenue: '25000', costs: '100000' }
const LABELS = { cash: 'Cash in the bank', monthlyRevenue: 'Monthly revenue', monthlyCosts: 'Monthly costs' }

/** The month cash runs out, as a date a founder can put in a calendar. */
function zeroCashDate(months: number): string {
  const d = new Date()
  d.setDate(1)
  d.setMonth(d.getMonth() + Math.floor(months))
  return d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
}

export function BurnCalculator() {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
  const input = { cash: requiredNumber(values.cash), monthlyRevenue: readNumber(values.revenue), monthlyCosts: requiredNumber(values.costs) }
  const { result, marked, errorOf } = computeForForm(burnInputErrors(input), () => burnRate(input), LABELS)

  const form = (
    <>
      <NumberField id="cash" label="Cash in the bank (US$)" prefix="$" value={values.cash} onChange={(v) => set('cash', v)} error={errorOf('cash')} />
      <NumberField id="revenue" label="Monthly revenue (US$)" prefix="$" hint="Cash that comes in each month; 0 if none yet." value={values.revenue} onChange={(v) => set('revenue', v)} error={errorOf('monthlyRevenue')} />
      <NumberField id="costs" label="Monthly costs (US$)" prefix="$" hint="Everything that goes out: salaries, rent, tools, cloud and model costs." value={values.costs} onChange={(v) => set('costs', v)} error={errorOf('monthlyCosts')} />
    </>
  )

  const results = (
    <CalculatorResult what="The runway" result={result} marked={marked}>
      {(r) => {
        const insights: string[] = []
        const warnings: string[] = []
        if (r.runwayMonths === null) insights.push('Revenue covers your costs: the company is cash-flow positive, so burn does not limit your runway.')
        else if (r.shortRunway) warnings.push(`A runway of ${formatMonths(r.runwayMonths)} is short (under ${KPI_THRESHOLDS.shortRunwayMonths}): start fundraising or cut burn now, as a round usually takes months to close.`)
        else insights.push(`A runway of ${formatMonths(r.runwayMonths)} gives you room to plan the next round; start raising when about six months remain.`)
        return {
          headline: (
            <>
              <ResultStat label="Runway" value={r.runwayMonths === null ? 'Not limited' : formatMonths(r.runwayMonths)} detail={r.runwayMonths === null ? 'Cash-flow positive' : `Cash runs out around ${zeroCashDate(r.runwayMonths)}`} tone={r.shortRunway ? 'warning' : 'good'} />
              <ResultStat label="Net burn" value={formatMoneyExact(r.netBurn)} detail="a month, after revenue" />
              <ResultStat label="Gross burn" value={formatMoneyExact(r.grossBurn)} detail="a month, before revenue" />
            </>
          ),
          insights,
          warnings,
          chart: <LazyLineChart title="Cash in the bank, month by month" xLabels={r.cashByMonth.map((_, m) => (m === 0 ? 'Now' : `M${m}`))} series={[{ name: 'Cash', values: r.cashByMonth }]} format={formatMoney} />,
        }
      }}
    </CalculatorResult>
  )
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
