import { Bot } from '@/components/ui/icons'
import { Card, CardText, CardTitle } from '@/components/content/card'
import { Container, Section } from '@/components/content/container'
import { ButtonLink } from '@/components/ui/button'
import { PageHeader } from '@/components/content/page-header'
import { SectionHeading } from '@/components/content/section-heading'
import { PageForm } from '@/components/forms/page-form'
import { AGENTS_INTRO, AGENTS_PAGE, AGENTS_SUMMARY, DEMO, EARLY_ACCESS } from '@/config/content/agents'
import { AGENT_ROSTER } from '@/lib/agents/specialists'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(AGENTS_SUMMARY))

export default function AgentsPage() {
  const placeholders = [EARLY_ACCESS, DEMO]
  return (
    <>
      <PageHeader eyebrow={AGENTS_INTRO.eyebrow} title={AGENTS_INTRO.title} lead={AGENTS_INTRO.lead} trail={[{ name: AGENTS_SUMMARY.title, path: AGENTS_SUMMARY.path }]}>
        <ButtonLink href={`#${EARLY_ACCESS.id}`}>{EARLY_ACCESS.title}</ButtonLink>
        <ButtonLink href={`#${DEMO.id}`} variant="secondary">
          {DEMO.title}
        </ButtonLink>
      </PageHeader>

      <Section id="roster" labelledBy="roster-heading">
        <SectionHeading id="roster-heading" title={AGENTS_PAGE.rosterTitle} lead={AGENTS_PAGE.rosterLead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {AGENT_ROSTER.map((agent) => (
            <Card as="li" key={agent.name} className="flex flex-col p-6 sm:p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-indigo-600 text-white">
                  <Bot aria-hidden="true" className="size-5" />
                </span>
                <CardTitle className="text-base">{agent.name}</CardTitle>
              </div>
              <CardText className="flex-1">{agent.description}</CardText>
              <ul aria-label={AGENTS_PAGE.specialtiesLabel(agent.name)} className="mt-5 flex flex-wrap gap-2">
                {agent.specialties.map((s) => (
                  <li
                    key={s}
                    className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 dark:bg-indigo-400/10 dark:text-indigo-200 dark:ring-indigo-400/30"
                  >
                    {s}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Section>

      <div className="border-t border-slate-200 bg-slate-50 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40">
        <Container className="grid gap-6 lg:grid-cols-2">
          {placeholders.map((p) => (
            <section
              key={p.id}
              id={p.id}
              aria-labelledby={`${p.id}-heading`}
              className="scroll-mt-32 rounded-2xl border-2 border-dashed border-indigo-300 bg-white p-8 dark:border-indigo-400/40 dark:bg-slate-900"
            >
              <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase dark:bg-amber-400/15 dark:text-amber-200">
                {AGENTS_PAGE.placeholderBadge}
              </p>
              <h2 id={`${p.id}-heading`} className="mt-4 text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">
                {p.title}
              </h2>
              <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">{p.text}</p>
              <div className="mt-6"><PageForm id={p.id === 'demo' ? 'demo' : 'early-access'} /></div>
            </section>
          ))}
        </Container>
      </div>
    </>
  )
}
