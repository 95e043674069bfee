import { ValuationCalculator } from '@/components/tools/valuation-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('valuation-calculator')

export default function Page() {
  return (
    <ToolPage slug="valuation-calculator" method={TOOL_METHODS['valuation-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <ValuationCalculator />
    </ToolPage>
  )
}
