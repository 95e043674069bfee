import { RoiCalculator } from '@/components/tools/roi-calculator'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('roi-calculator')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="roi-calculator" method={TOOL_METHODS['roi-calculator'].map((p) => <p key={p}>{p}</p>)}>
      <RoiCalculator search={search} />
    </ToolPage>
  )
}
