'use client'

import { cashFlowInputErrors, cashFlowPlan } from '@/lib/tools/cash-flow'
import { formatMoney, formatMoneyExact } from '@/lib/tools/format'
import { CalculatorResult } from './kit/calculator-result'
import { ResultTable } from './kit/result-table'
import { CalculatorShell } from './kit/calculator-shell'
import { LazyLineChart } from '@/components/charts/lazy-charts'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readPercent, requiredNumber } from '@/lib/tools/parse'
import { ResultStat } from './kit/results'
import { useUrlInputs } from './kit/use-url-inputs'

const DEFAULTS = { cash: '750000', revenue: '20000', revenueGrowth: '8', costs: '70000', costGrowth: '2' }
const LABELS = { openingCash: 'Cash today', monthlyRevenue: 'Monthly revenue', monthlyCosts: 'Monthly costs' }
const MESSAGES = {
  revenueGrowth: 'Revenue growth must be a monthly percentage from -100 to 1,000.',
  costGrowth: 'Cost growth must be a monthly percentage from -100 to 1,000.',
}

export function CashFlowPlanner() {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
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

  const results = (
    <CalculatorResult what="The plan" result={result} marked={marked}>
      {(r) => {
        const insights: string[] = []
        const warnings: string[] = []
        if (r.cashOutMonth !== null) warnings.push(`Cash runs out in month ${r.cashOutMonth}. Start raising at least six months before, or change the plan until the line stays above zero.`)
        else insights.push(`Cash stays above zero for all 24 months; the lowest point is ${formatMoneyExact(r.lowestCash)}.`)
        if (r.breakEvenMonth !== null) insights.push(`Revenue covers costs from month ${r.breakEvenMonth}.`)
        else warnings.push('Revenue does not catch up with costs within 24 months at these growth rates.')
        const last = r.months.at(-1)!
        return {
          headline: (
            <>
              <ResultStat label="Cash runs out" value={r.cashOutMonth === null ? 'Not within 24 months' : `Month ${r.cashOutMonth}`} tone={r.cashOutMonth === null ? 'good' : 'warning'} />
              <ResultStat label="Break-even month" value={r.breakEvenMonth === null ? 'Not within 24 months' : `Month ${r.breakEvenMonth}`} />
              <ResultStat label="Cash after 24 months" value={formatMoney(last.closingCash)} />
              <ResultStat label="Lowest cash" value={formatMoney(r.lowestCash)} />
            </>
          ),
          insights,
          warnings,
          chart: (
            <LazyLineChart
              title="Closing cash, revenue and costs by month"
              xLabels={r.months.map((m) => `M${m.month}`)}
              series={[
                { name: 'Closing cash', values: r.months.map((m) => m.closingCash) },
                { name: 'Revenue', values: r.months.map((m) => m.revenue) },
                { name: 'Costs', values: r.months.map((m) => m.costs) },
              ]}
              format={formatMoney}
            />
          ),
          table: (
            <ResultTable
              label="Monthly cash-flow table"
              caption="Revenue, costs, net cash flow and closing cash for each of the 24 months"
              head={['Month', 'Revenue', 'Costs', 'Net', 'Closing cash']}
              rows={r.months.map((m) => ({
                key: String(m.month),
                header: m.month,
                cells: [
                  { value: formatMoneyExact(m.revenue) },
                  { value: formatMoneyExact(m.costs) },
                  { value: formatMoneyExact(m.net) },
                  { value: formatMoneyExact(m.closingCash), className: m.closingCash < 0 ? 'font-semibold text-red-700 dark:text-red-400' : undefined },
                ],
              }))}
              minWidth="min-w-[36rem]"
              tall
            />
          ),
        }
      }}
    </CalculatorResult>
  )
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
