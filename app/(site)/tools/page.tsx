import { Rocket } from '@/components/ui/icons'
import Link from 'next/link'
import { Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { PageHeader } from '@/components/content/page-header'
import { SectionHeading } from '@/components/content/section-heading'
import { ToolCard } from '@/components/tools/tool-card'
import { LAUNCH_BUILDER_CARD, TOOL_CATEGORY_LEADS, TOOLS_PAGE } from '@/config/content/tools'
import { TOOLS } from '@/config/tools'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({ title: TOOLS_PAGE.title, description: TOOLS_PAGE.summary, path: TOOLS_PAGE.path })

export default function ToolsPage() {
  return (
    <>
      <PageHeader
        eyebrow={TOOLS_PAGE.eyebrow}
        title={TOOLS_PAGE.heading}
        lead={TOOLS_PAGE.lead}
        trail={[{ name: TOOLS_PAGE.crumb, path: TOOLS_PAGE.path }]}
      />
      <Section id="launch-builder" labelledBy="launch-heading">
        <div className="relative flex flex-col gap-6 rounded-2xl border border-indigo-200 bg-indigo-50 p-6 sm:flex-row sm:items-center sm:p-8 dark:border-indigo-400/30 dark:bg-indigo-400/10">
          <span className="inline-flex size-12 flex-none items-center justify-center rounded-xl bg-indigo-600 text-white">
            <Rocket aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="launch-heading" className="text-xl font-semibold text-slate-950 dark:text-white">
              <Link href={LAUNCH_BUILDER_CARD.path} className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300">
                {LAUNCH_BUILDER_CARD.title}
              </Link>
            </h2>
            <p className="mt-2 text-base leading-7 text-slate-700 dark:text-slate-300">{LAUNCH_BUILDER_CARD.text}</p>
          </div>
        </div>
      </Section>
      {TOOL_CATEGORY_LEADS.map((c, i) => (
        <Section key={c.id} id={c.id.toLowerCase()} labelledBy={`${c.id.toLowerCase()}-heading`} tone={i % 2 === 0 ? 'muted' : 'plain'}>
          <SectionHeading id={`${c.id.toLowerCase()}-heading`} title={c.id} lead={c.lead} />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {TOOLS.filter((t) => t.category === c.id).map((t) => (
              <ToolCard key={t.slug} tool={t} />
            ))}
          </ul>
        </Section>
      ))}
      <CtaBand title={TOOLS_PAGE.ctaTitle} text={TOOLS_PAGE.ctaText} />
    </>
  )
}
