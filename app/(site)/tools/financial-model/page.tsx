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
          Cash starts with what is in the bank, moves with net income and jumps with the funding in the month it arrives;
          the model starts with no funding, so the first answer is how long the company lasts on the cash it has. Cash
          never goes below zero: what the company would still need is the funding gap. Equity is paid-in capital (cash at
          the start plus funding) plus retained earnings (net income to date), and cash less the funding gap equals it,
          which checks the statements; the model leaves out tax, receivables and debt on purpose. The CSV holds your
          inputs, all 36 months and the yearly totals, in whole dollars, ready for a spreadsheet.
        </p>
        </>
      }
    >
      <FinancialModelCalculator />
    </ToolPage>
  )
}
