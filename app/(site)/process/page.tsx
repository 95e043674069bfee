import Link from 'next/link'
import { CheckList } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { ButtonLink } from '@/components/ui/button'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { PROCESS_FAQ, STEP_DETAILS } from '@/config/content/process'
import { CHECK_SIZE, FOCUS_AREAS, PROCESS_STEPS, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { PROCESS_SUMMARY } from '@/config/content/process'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(PROCESS_SUMMARY))

export default function ProcessPage() {
  return (
    <>
      <PageHeader
        eyebrow="Investment process"
        title="From application to funds, step by step"
        lead={`Four steps, about ${PROCESS_TOTAL_DISPLAY} end to end, and a clear answer at the end of each. Here is what happens, what we ask of you and what you get.`}
        trail={[{ name: 'Investment process', path: '/process' }]}
      >
        <ButtonLink href="/apply">Apply for funding</ButtonLink>
      </PageHeader>

      <Section id="timeline" labelledBy="timeline-heading">
        <SectionHeading id="timeline-heading" title="The timeline" />
        <div className="mt-10">
          <ProcessTimeline />
        </div>
      </Section>

      <Section id="steps" labelledBy="steps-heading" tone="muted">
        <SectionHeading id="steps-heading" title="At each step" lead="What we ask of you, and what you can expect from us." />
        <ol className="mt-10 space-y-6">
          {PROCESS_STEPS.map((step, i) => (
            <li key={step.id} id={step.id} className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
              <h3 className="text-lg font-semibold text-slate-950 dark:text-white">
                {i + 1}. {step.name} <span className="text-base font-normal text-slate-600 dark:text-slate-400">· {step.duration}</span>
              </h3>
              <p className="mt-2 max-w-3xl text-base leading-7 text-slate-700 dark:text-slate-300">{step.description}</p>
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">What we ask of you</h4>
                  <CheckList items={STEP_DETAILS[step.id].youProvide} className="mt-3" />
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">What you get</h4>
                  <CheckList items={STEP_DETAILS[step.id].youGet} className="mt-3" />
                </div>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-base leading-7 text-slate-700 dark:text-slate-300">
          Preparing for due diligence? Our{' '}
          <Link href="/resources/due-diligence-checklist" className="text-link">
            due-diligence checklist
          </Link>{' '}
          lists what to put in the data room, and{' '}
          <Link href="/resources/term-sheet-basics" className="text-link">
            term-sheet basics
          </Link>{' '}
          explains the terms you will see.
        </p>
      </Section>

      <Section id="fit" labelledBy="fit-heading">
        <SectionHeading id="fit-heading" title="Who we invest in" lead={`We invest ${CHECK_SIZE.display} from ${STAGE_RANGE_DISPLAY.charAt(0).toLowerCase()}${STAGE_RANGE_DISPLAY.slice(1)}, in three areas.`} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FOCUS_AREAS.map((area) => (
            <li key={area.id} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <h3 className="text-base font-semibold text-slate-950 dark:text-white">{area.name}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{area.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" labelledBy="faq-heading" tone="muted">
        <SectionHeading id="faq-heading" title="Questions founders ask" />
        <dl className="mt-10 grid max-w-4xl gap-8 md:grid-cols-2">
          {PROCESS_FAQ.map((f) => (
            <div key={f.q}>
              <dt className="text-base font-semibold text-slate-950 dark:text-white">{f.q}</dt>
              <dd className="mt-2 text-base leading-7 text-slate-700 dark:text-slate-300">{f.a}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand title="Ready when you are" text="The application takes about ten minutes, and a partner reads every one." />
    </>
  )
}
