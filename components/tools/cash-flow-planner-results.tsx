import { formatMoney, formatMoneyExact } from '@/lib/tools/format'
import { KPI_THRESHOLDS } from '@/lib/tools/kpi'
import { CalculatorResult } from './kit/calculator-result'
import { ResultTable } from './kit/result-table'
import { LazyLineChart } from '@/components/charts/lazy-charts'
import { ResultStat } from './kit/results'
import type { cashFlowPlan } from '@/lib/tools/cash-flow'
import type { Computed } from './kit/compute'

/** The cash-flow planner's results, in a chunk of their own (kit/lazy-results.tsx). */
export default function CashFlowResults({ result, marked }: { result: Computed<ReturnType<typeof cashFlowPlan>>; marked: number }) {
  return (
    <CalculatorResult what="The plan" result={result} marked={marked}>
      {(r) => {
        const insights: string[] = []
        const warnings: string[] = []
        if (r.cashOutMonth !== null) warnings.push(`Cash runs out in month ${r.cashOutMonth}. Start raising at least ${KPI_THRESHOLDS.shortRunwayMonths} months before, or change the plan until the line stays above zero.`)
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
}
