import { BurnCalculator } from '@/components/tools/burn-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('burn-calculator')

export default function Page() {
  return (
    <ToolPage
      slug="burn-calculator"
      method={
        <>
        <p>
          Gross burn is everything that leaves the bank in a month. Net burn is gross burn minus the revenue that comes in.
          Runway is cash in the bank ÷ net burn: the months until the money runs out if nothing changes.
        </p>
        <p>
          Under six months of runway is a warning sign: a round usually takes three to six months from first meeting to
          money in the bank, so start raising, or cut burn, before then. Recalculate every month with actual numbers.
        </p>
        </>
      }
    >
      <BurnCalculator />
    </ToolPage>
  )
}
