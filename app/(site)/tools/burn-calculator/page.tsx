import { BurnCalculator } from '@/components/tools/burn-calculator'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('burn-calculator')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="burn-calculator" method={TOOL_METHODS['burn-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <BurnCalculator search={search} />
    </ToolPage>
  )
}
