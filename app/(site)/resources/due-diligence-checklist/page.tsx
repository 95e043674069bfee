import { GuidePage } from '@/components/content/guide-page'
import { guideBySlug } from '@/config/content/guides'
import { buildMetadata } from '@/lib/seo'

const guide = guideBySlug('due-diligence-checklist')

export const metadata = buildMetadata({ title: guide.title, description: guide.description, path: guide.path })

export default function Page() {
  return <GuidePage guide={guide} />
}
