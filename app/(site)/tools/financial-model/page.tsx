import { FinancialModelCalculator } from '@/components/tools/financial-model'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('financial-model')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="financial-model" method={TOOL_METHODS['financial-model'].map((p) => <p key={p}>{p}</p>)}>
      <FinancialModelCalculator search={search} />
    </ToolPage>
  )
}
