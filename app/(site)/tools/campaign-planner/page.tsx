import { CampaignPlanner } from '@/components/tools/campaign-planner'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('campaign-planner')

export default function Page() {
  return (
    <ToolPage slug="campaign-planner" method={TOOL_METHODS['campaign-planner'].map((p) => <p key={p}>{p}</p>)}>
      <CampaignPlanner />
    </ToolPage>
  )
}
