import { ContentCalendar } from '@/components/tools/content-calendar'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('content-calendar')

export default function Page() {
  return (
    <ToolPage
      slug="content-calendar"
      method={
        <>
          <p>
            Posts are spread evenly over the working week (weekends only when you plan more than five a week). Themes and
            channels take turns, so each theme appears on each channel over the month, and each channel gets a format
            that suits it: articles for the blog, short posts for LinkedIn and X, a monthly update for the newsletter.
          </p>
          <p>
            Publish what only you can write: what you learn from customers, how your product handles real work and honest
            numbers from pilots. One useful piece every week beats daily filler.
          </p>
        </>
      }
    >
      <ContentCalendar />
    </ToolPage>
  )
}
