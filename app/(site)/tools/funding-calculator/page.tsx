import { FundingCalculator } from '@/components/tools/funding-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('funding-calculator')

export default function Page() {
  return (
    <ToolPage slug="funding-calculator" method={TOOL_METHODS['funding-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <FundingCalculator />
    </ToolPage>
  )
}
