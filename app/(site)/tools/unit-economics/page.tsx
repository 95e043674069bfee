import { UnitEconomicsCalculator } from '@/components/tools/unit-economics'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('unit-economics')

export default function Page() {
  return (
    <ToolPage slug="unit-economics" method={TOOL_METHODS['unit-economics'].map((p) => <p key={p}>{p}</p>)}>
      <UnitEconomicsCalculator />
    </ToolPage>
  )
}
