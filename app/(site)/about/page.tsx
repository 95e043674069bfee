import { Card, CardText, CardTitle } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { PRINCIPLE_ICONS } from '@/components/home/principles'
import { ABOUT_INTRO, ABOUT_PAGE, ABOUT_SUMMARY, PRINCIPLES, PROCESS_INTRO, TEAM, VALUES } from '@/config/content/about'
import { CHECK_SIZE, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(ABOUT_SUMMARY))

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={ABOUT_SUMMARY.title} title={ABOUT_INTRO.title} lead={ABOUT_INTRO.lead} trail={[{ name: ABOUT_SUMMARY.title, path: ABOUT_SUMMARY.path }]}>
        <dl className="grid w-full grid-cols-2 gap-4 sm:max-w-md">
          <div className="fact-tile">
            <dt className="fact-label">{ABOUT_PAGE.checkSizeLabel}</dt>
            <dd className="fact-value">{CHECK_SIZE.display}</dd>
          </div>
          <div className="fact-tile">
            <dt className="fact-label">{ABOUT_PAGE.stagesLabel}</dt>
            <dd className="fact-value">{STAGE_RANGE_DISPLAY}</dd>
          </div>
        </dl>
      </PageHeader>

      <Section id="principles" labelledBy="principles-heading">
        <SectionHeading id="principles-heading" title={ABOUT_PAGE.principlesTitle} lead={ABOUT_PAGE.principlesLead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {PRINCIPLES.map((principle) => {
            const Icon = PRINCIPLE_ICONS[principle.id]
            return (
              <Card as="li" key={principle.id}>
                <p className="eyebrow flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-5" />
                  {principle.name}
                </p>
                <CardTitle className="mt-4 text-xl leading-8 text-pretty">{principle.summary}</CardTitle>
                <CardText className="text-base leading-7">{principle.detail}</CardText>
              </Card>
            )
          })}
        </ul>
      </Section>

      <Section id="values" labelledBy="values-heading" tone="muted">
        <SectionHeading id="values-heading" title={ABOUT_PAGE.valuesTitle} lead={ABOUT_PAGE.valuesLead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <Card as="li" key={value.name} className="p-6 sm:p-6">
              <CardTitle className="text-base">{value.name}</CardTitle>
              <CardText>{value.description}</CardText>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="process" labelledBy="process-heading" className="scroll-mt-24">
        <SectionHeading id="process-heading" title={PROCESS_INTRO.title} lead={PROCESS_INTRO.lead} />
        <ProcessTimeline className="mt-12" />
      </Section>

      <Section id="team" labelledBy="team-heading" tone="muted">
        <SectionHeading id="team-heading" title={ABOUT_PAGE.teamTitle} lead={ABOUT_PAGE.teamLead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((member) => (
            <Card as="li" key={member.name} className="flex gap-5 p-6 sm:p-6">
              <span aria-hidden="true" className="avatar">
                {member.initials}
              </span>
              <div>
                <CardTitle className="text-base">{member.name}</CardTitle>
                <p className="member-role">{member.role}</p>
                <CardText className="mt-2">{member.bio}</CardText>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <CtaBand title={ABOUT_PAGE.ctaTitle} text={ABOUT_PAGE.ctaText} />
    </>
  )
}
