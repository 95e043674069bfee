import { FundingCalculator } from '@/components/tools/funding-calculator'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('funding-calculator')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="funding-calculator" method={TOOL_METHODS['funding-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <FundingCalculator search={search} />
    </ToolPage>
  )
}
