import { UnitEconomicsCalculator } from '@/components/tools/unit-economics'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('unit-economics')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="unit-economics" method={TOOL_METHODS['unit-economics'].map((p) => <p key={p}>{p}</p>)}>
      <UnitEconomicsCalculator search={search} />
    </ToolPage>
  )
}
