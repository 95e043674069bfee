import { RoiCalculator } from '@/components/tools/roi-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('roi-calculator')

export default function Page() {
  return (
    <ToolPage
      slug="roi-calculator"
      method={
        <>
        <p>
          Return on investment (ROI) is (value gained − amount invested) ÷ amount invested. The annualised return compounds
          it to a yearly rate, so projects of different lengths can be compared. The break-even month assumes the value
          arrives evenly over the period.
        </p>
        <p>
          For a campaign, count the gross profit it brings, not the revenue; for a hire or a tool, the cost it saves or the
          revenue it unlocks.
        </p>
        </>
      }
    >
      <RoiCalculator />
    </ToolPage>
  )
}
