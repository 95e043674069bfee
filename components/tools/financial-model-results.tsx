import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { MODEL_COLUMNS, templateCsv } from '@/lib/tools/financial-model'
import { formatDollars, formatMoney, formatMoneyExact } from '@/lib/tools/format'
import { CalculatorResult } from './kit/calculator-result'
import { ResultTable } from './kit/result-table'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { downloadText } from './kit/download'
import { ResultStat } from './kit/results'
import type { financialModel } from '@/lib/tools/financial-model'
import type { Computed } from './kit/compute'

const TABLE_ROWS = MODEL_COLUMNS.filter((c) => c.key !== 'period')

/** The financial model's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function FinancialModelResults({ result, marked, input }: { result: Computed<ReturnType<typeof financialModel>>; marked: number; input: Parameters<typeof financialModel>[0] }) {
  return (
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
}
