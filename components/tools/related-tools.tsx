import { Section } from '@/components/content/container'
import { SectionHeading } from '@/components/content/section-heading'
import { TOOLS, toolBySlug } from '@/config/tools'
import { ToolCard } from './tool-card'

/** Three other tools, the same category first: a founder working on one number usually needs the next. */
export function relatedTools(slug: string, count = 3) {
  const tool = toolBySlug(slug)
  const others = TOOLS.filter((t) => t.slug !== slug)
  return [...others.filter((t) => t.category === tool.category), ...others.filter((t) => t.category !== tool.category)].slice(0, count)
}

export function RelatedTools({ slug }: { slug: string }) {
  return (
    <Section id="more-tools" labelledBy="more-tools-heading">
      <SectionHeading id="more-tools-heading" title="More founder tools" />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {relatedTools(slug).map((t) => (
          <ToolCard key={t.slug} tool={t} compact />
        ))}
      </ul>
    </Section>
  )
}
