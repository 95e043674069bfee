import { ValuationCalculator } from '@/components/tools/valuation-calculator'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('valuation-calculator')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="valuation-calculator" method={TOOL_METHODS['valuation-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <ValuationCalculator search={search} />
    </ToolPage>
  )
}
