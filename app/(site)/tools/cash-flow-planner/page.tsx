import { CashFlowPlanner } from '@/components/tools/cash-flow-planner'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('cash-flow-planner')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="cash-flow-planner" method={TOOL_METHODS['cash-flow-planner'].map((p) => <p key={p}>{p}</p>)}>
      <CashFlowPlanner search={search} />
    </ToolPage>
  )
}
