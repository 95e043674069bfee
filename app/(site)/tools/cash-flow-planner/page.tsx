import { CashFlowPlanner } from '@/components/tools/cash-flow-planner'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('cash-flow-planner')

export default function Page() {
  return (
    <ToolPage
      slug="cash-flow-planner"
      method={
        <>
        <p>
          Each month&apos;s revenue and costs grow by the monthly rates you enter, compounding. Net cash flow is revenue
          minus costs, and each month&apos;s closing cash is the previous month&apos;s plus that net flow.
        </p>
        <p>
          The plan shows the first month cash falls below zero and the first month revenue covers costs. It assumes
          customers pay in the month you bill them; if they pay in 30 or 60 days, your real cash position lags the plan.
        </p>
        </>
      }
    >
      <CashFlowPlanner />
    </ToolPage>
  )
}
