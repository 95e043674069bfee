import { FundingCalculator } from '@/components/tools/funding-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('funding-calculator')

export default function Page() {
  return (
    <ToolPage
      slug="funding-calculator"
      method={
        <>
        <p>
          The amount to raise is your monthly burn × the runway you want × (1 + buffer). Eighteen months of runway is what
          most early-stage investors expect a round to buy: enough to hit the milestones that make the next round easy,
          with six months left to raise it.
        </p>
        <p>
          With a pre-money valuation, the dilution is the raise ÷ (pre-money + raise), the share of the company the new
          investors own after the round. Option-pool top-ups and converting SAFEs dilute you further, so model them before
          you sign.
        </p>
        </>
      }
    >
      <FundingCalculator />
    </ToolPage>
  )
}
