import { CampaignPlanner } from '@/components/tools/campaign-planner'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'
import { CAMPAIGN_CHANNEL_IDS, CAMPAIGN_CHANNELS, CAMPAIGN_GOALS } from '@/lib/tools/campaign'

export const metadata = toolMetadata('campaign-planner')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="campaign-planner" method={TOOL_METHODS['campaign-planner'].map((p) => <p key={p}>{p}</p>)}>
      <CampaignPlanner search={search} goals={Object.entries(CAMPAIGN_GOALS).map(([value, g]) => ({ value, label: g.label }))} channels={CAMPAIGN_CHANNEL_IDS.map((id) => ({ value: id, label: CAMPAIGN_CHANNELS[id].label }))} />
    </ToolPage>
  )
}
