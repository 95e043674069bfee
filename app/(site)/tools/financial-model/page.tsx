import { FinancialModelCalculator } from '@/components/tools/financial-model'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('financial-model')

export default function Page() {
  return (
    <ToolPage slug="financial-model" method={TOOL_METHODS['financial-model'].map((p) => <p key={p}>{p}</p>)}>
      <FinancialModelCalculator />
    </ToolPage>
  )
}
