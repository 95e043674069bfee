'use client'

import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { financialModel, financialModelInputErrors, MODEL_COLUMNS, templateCsv, TEMPLATE_ASSUMPTIONS, type FinancialModelInput } from '@/lib/tools/financial-model'
import { formatDollars, formatMoney, formatMoneyExact } from '@/lib/tools/format'
import { CalculatorResult } from './kit/calculator-result'
import { ResultTable } from './kit/result-table'
import { CalculatorShell } from './kit/calculator-shell'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { computeForForm } from './kit/compute'
import { downloadText } from './kit/download'
import { NumberField } from './kit/fields'
import { readNumber, readPercent, requiredNumber } from '@/lib/tools/parse'
import { ResultStat } from './kit/results'
import { useUrlInputs } from './kit/use-url-inputs'

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
const TABLE_ROWS = MODEL_COLUMNS.filter((c) => c.key !== 'period')

export function FinancialModelCalculator() {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
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

  const results = (
    <CalculatorResult what="The model" result={result} marked={marked}>
      {(r) => {
        const insights: string[] = []
        const warnings: string[] = []
        if (r.cashOutMonth !== null) warnings.push(`Cash runs out in month ${r.cashOutMonth}: raise earlier or more, or slow the growth of costs.`)
        else insights.push(`Cash lasts the full three years; it ends at ${formatMoneyExact(r.years[2]!.closingCash)}.`)
        if (r.cashOutMonth !== null && !input.fundingAmount) warnings.push('This is the company without a raise: enter the funding you plan to see how far it takes you.')
        if (r.profitableMonth !== null) insights.push(`The company makes a monthly profit from month ${r.profitableMonth}.`)
        else warnings.push('The company is not profitable within three years at these rates: that is normal for venture-backed companies, but the next round must then be planned.')
        return {
          headline: (
            <>
              <ResultStat label="Year 3 revenue" value={formatMoney(r.years[2]!.revenue)} />
              <ResultStat label="First profitable month" value={r.profitableMonth === null ? 'Not within 3 years' : `Month ${r.profitableMonth}`} />
              <ResultStat label="Cash runs out" value={r.cashOutMonth === null ? 'Not within 3 years' : `Month ${r.cashOutMonth}`} tone={r.cashOutMonth === null ? 'good' : 'warning'} />
              <ResultStat label="Cash at the end of year 3" value={formatMoney(r.years[2]!.closingCash)} detail={r.years[2]!.fundingGap > 0 ? `Funding gap ${formatMoney(r.years[2]!.fundingGap)}` : undefined} />
            </>
          ),
          insights,
          warnings,
          chart: (
            <LazyBarChart
              title="Revenue and net income by year"
              xLabels={r.years.map((y) => y.period)}
              series={[
                { name: 'Revenue', values: r.years.map((y) => y.revenue) },
                { name: 'Net income', values: r.years.map((y) => y.netIncome) },
              ]}
              format={formatMoney}
            />
          ),
          table: (
            <ResultTable
              label="Yearly statements"
              caption="Income, cash and balance by year"
              head={['Line', ...r.years.map((y) => y.period)]}
              rows={TABLE_ROWS.map((c) => ({ key: c.key, header: c.label, cells: r.years.map((y) => ({ value: formatDollars(y[c.key] as number) })) }))}
              minWidth="min-w-[30rem]"
            />
          ),
          // The assumptions travel with the numbers: a CSV opened later says what produced it.
          note: (
            <Button variant="secondary" onClick={() => downloadText('financial-model.csv', templateCsv(input), 'text/csv')}>
              <Download aria-hidden="true" />
              Download CSV (36 months)
            </Button>
          ),
        }
      }}
    </CalculatorResult>
  )
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
