import { CampaignPlanner } from '@/components/tools/campaign-planner'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('campaign-planner')

export default function Page() {
  return (
    <ToolPage
      slug="campaign-planner"
      method={
        <>
          <p>
            A campaign is planned backwards from one measurable goal. Preparation takes about a quarter of the campaign (at
            least a week), the launch one week, and the last week is for measuring; the weeks between sustain what works.
            Tasks come from what works for the goal you pick and the channels you use.
          </p>
          <p>
            The budget is split across channels by how much each usually needs: paid ads three shares, events two, the rest
            one each. Set a stop rule before you spend, review results weekly, and move money to the channel that brings
            results at the lowest cost.
          </p>
        </>
      }
    >
      <CampaignPlanner />
    </ToolPage>
  )
}
