import { ContentCalendar } from '@/components/tools/content-calendar'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('content-calendar')

export default function Page() {
  return (
    <ToolPage slug="content-calendar" method={TOOL_METHODS['content-calendar'].map((p) => <p key={p}>{p}</p>)}>
      <ContentCalendar />
    </ToolPage>
  )
}
