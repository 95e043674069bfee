import { BurnCalculator } from '@/components/tools/burn-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('burn-calculator')

export default function Page() {
  return (
    <ToolPage slug="burn-calculator" method={TOOL_METHODS['burn-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <BurnCalculator />
    </ToolPage>
  )
}
