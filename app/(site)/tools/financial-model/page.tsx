import { FinancialModelCalculator } from '@/components/tools/financial-model'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('financial-model')

export default function Page() {
  return (
    <ToolPage
      slug="financial-model"
      method={
        <>
        <p>
          The model runs month by month for three years. Revenue grows from today&apos;s monthly recurring revenue at your
          monthly rate; the cost of revenue follows from the gross margin; operating expenses grow at their own rate. Net
          income is gross profit minus operating expenses.
        </p>
        <p>
          Cash starts with what is in the bank, moves with net income and jumps with the funding in the month it arrives.
          The balance keeps two lines, cash and equity, which match because the model leaves out tax, receivables and debt
          on purpose: at this stage the question is how long the cash lasts. The CSV holds all 36 months and the yearly
          totals, ready for a spreadsheet.
        </p>
        </>
      }
    >
      <FinancialModelCalculator />
    </ToolPage>
  )
}
