import { CacCalculator } from '@/components/tools/cac-calculator'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('cac-calculator')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="cac-calculator" method={TOOL_METHODS['cac-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <CacCalculator search={search} />
    </ToolPage>
  )
}
