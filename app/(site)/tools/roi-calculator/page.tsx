import { RoiCalculator } from '@/components/tools/roi-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('roi-calculator')

export default function Page() {
  return (
    <ToolPage slug="roi-calculator" method={TOOL_METHODS['roi-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <RoiCalculator />
    </ToolPage>
  )
}
