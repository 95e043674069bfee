import { Rocket } from '@/components/ui/icons'
import Link from 'next/link'
import { Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { PageHeader } from '@/components/content/page-header'
import { SectionHeading } from '@/components/content/section-heading'
import { ToolCard } from '@/components/tools/tool-card'
import { TOOLS, type ToolEntry } from '@/config/tools'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Founder tools',
  description: 'Free calculators and guided checklists for founders: how much to raise, valuation, runway, cash flow, unit economics, growth and brand.',
  path: '/tools',
})

const CATEGORIES: { id: ToolEntry['category']; lead: string }[] = [
  { id: 'Fundraising', lead: 'How much to raise, what it costs you in ownership and what the company may be worth.' },
  { id: 'Finance', lead: 'Burn, runway and cash: how long the money lasts and what the next three years look like.' },
  { id: 'Growth', lead: 'What a customer costs, what they earn you and which investments pay back.' },
  { id: 'Marketing', lead: 'Guided checklists and templates for growth, brand, content and campaigns.' },
]

export default function ToolsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Founder tools"
        title="Tools for the numbers investors ask about"
        lead="Free calculators and guided checklists we use with our own founders. Everything runs in your browser: nothing you enter is sent to us, and every result has a link you can share."
        trail={[{ name: 'Tools', path: '/tools' }]}
      />
      <Section id="launch-builder" labelledBy="launch-heading">
        <div className="relative flex flex-col gap-6 rounded-2xl border border-indigo-200 bg-indigo-50 p-6 sm:flex-row sm:items-center sm:p-8 dark:border-indigo-400/30 dark:bg-indigo-400/10">
          <span className="inline-flex size-12 flex-none items-center justify-center rounded-xl bg-indigo-600 text-white">
            <Rocket aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="launch-heading" className="text-xl font-semibold text-slate-950 dark:text-white">
              <Link href="/launch" className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300">
                Venture launch builder
              </Link>
            </h2>
            <p className="mt-2 text-base leading-7 text-slate-700 dark:text-slate-300">
              A guided plan from strategy and market validation to fundraising, MVP roadmap, team and KPIs, built from your answers and the tools below. Download it as Markdown or print it.
            </p>
          </div>
        </div>
      </Section>
      {CATEGORIES.map((c, i) => (
        <Section key={c.id} id={c.id.toLowerCase()} labelledBy={`${c.id.toLowerCase()}-heading`} tone={i % 2 === 0 ? 'muted' : 'plain'}>
          <SectionHeading id={`${c.id.toLowerCase()}-heading`} title={c.id} lead={c.lead} />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {TOOLS.filter((t) => t.category === c.id).map((t) => (
              <ToolCard key={t.slug} tool={t} />
            ))}
          </ul>
        </Section>
      ))}
      <CtaBand
        title="Want a second pair of eyes on your numbers?"
        text="We invest in agentic AI and convergence technology from pre-seed to Series A, and review models and metrics with every founder we back."
      />
    </>
  )
}
