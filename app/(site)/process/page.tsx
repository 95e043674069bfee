import { CheckList } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { ButtonLink } from '@/components/ui/button'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { LinkedCopy } from '@/components/content/linked-copy'
import { PROCESS_FAQ, PROCESS_PAGE as P, PROCESS_SUMMARY, STEP_DETAILS } from '@/config/content/process'
import { FOCUS_AREAS, PROCESS_STEPS } from '@/config/facts'
import { APPLY_LINK } from '@/config/nav'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(PROCESS_SUMMARY))

export default function ProcessPage() {
  return (
    <>
      <PageHeader
        eyebrow={P.eyebrow}
        title={P.title}
        lead={P.lead}
        trail={[{ name: PROCESS_SUMMARY.title, path: PROCESS_SUMMARY.path }]}
      >
        <ButtonLink href={APPLY_LINK.href} prefetch={APPLY_LINK.prefetch}>{P.applyLabel}</ButtonLink>
      </PageHeader>

      <Section id="timeline" labelledBy="timeline-heading">
        <SectionHeading id="timeline-heading" title={P.timelineTitle} />
        <div className="mt-10">
          <ProcessTimeline />
        </div>
      </Section>

      <Section id="steps" labelledBy="steps-heading" tone="muted">
        <SectionHeading id="steps-heading" title={P.stepsTitle} lead={P.stepsLead} />
        <ol className="mt-10 space-y-6">
          {PROCESS_STEPS.map((step, i) => (
            <li key={step.id} id={step.id} className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
              <h3 className="text-lg font-semibold text-slate-950 dark:text-white">
                {i + 1}. {step.name} <span className="text-base font-normal text-slate-600 dark:text-slate-400">· {step.duration}</span>
              </h3>
              <p className="mt-2 max-w-3xl text-base leading-7 text-slate-700 dark:text-slate-300">{step.description}</p>
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{P.youProvideTitle}</h4>
                  <CheckList items={STEP_DETAILS[step.id].youProvide} className="mt-3" />
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{P.youGetTitle}</h4>
                  <CheckList items={STEP_DETAILS[step.id].youGet} className="mt-3" />
                </div>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-base leading-7 text-slate-700 dark:text-slate-300">
          <LinkedCopy parts={P.diligenceNote} />
        </p>
      </Section>

      <Section id="fit" labelledBy="fit-heading">
        <SectionHeading id="fit-heading" title={P.fitTitle} lead={P.fitLead} />
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
        <SectionHeading id="faq-heading" title={P.faqTitle} />
        <dl className="mt-10 grid max-w-4xl gap-8 md:grid-cols-2">
          {PROCESS_FAQ.map((f) => (
            <div key={f.q}>
              <dt className="text-base font-semibold text-slate-950 dark:text-white">{f.q}</dt>
              <dd className="mt-2 text-base leading-7 text-slate-700 dark:text-slate-300">{f.a}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand title={P.ctaTitle} text={P.ctaText} />
    </>
  )
}
