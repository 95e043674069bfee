import { ContentCalendar } from '@/components/tools/content-calendar'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'
import { CONTENT_CHANNEL_IDS, CONTENT_CHANNELS } from '@/lib/tools/content-calendar'

export const metadata = toolMetadata('content-calendar')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="content-calendar" method={TOOL_METHODS['content-calendar'].map((p) => <p key={p}>{p}</p>)}>
      <ContentCalendar search={search} channels={CONTENT_CHANNEL_IDS.map((id) => ({ value: id, label: CONTENT_CHANNELS[id].label }))} />
    </ToolPage>
  )
}
