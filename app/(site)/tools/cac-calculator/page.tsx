import { CacCalculator } from '@/components/tools/cac-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('cac-calculator')

export default function Page() {
  return (
    <ToolPage slug="cac-calculator" method={TOOL_METHODS['cac-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <CacCalculator />
    </ToolPage>
  )
}
