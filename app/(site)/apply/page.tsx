import { Mail } from 'lucide-react'
import { Card, CardText, CardTitle, CheckList } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { ContactOptions, mailtoHref } from '@/components/content/contact-options'
import { InterimNotice } from '@/components/content/interim-notice'
import { InvestmentSnapshot } from '@/components/content/investment-snapshot'
import { LinkButton } from '@/components/content/link-button'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { APPLICATION_ESSENTIALS, APPLY_INTRO, APPLY_PAGE, INTERIM_NOTICE, LOOKING_FOR } from '@/config/content/apply'
import { siteConfig } from '@/config/site'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Apply for funding',
  description:
    'Apply for $100K–$2M from pre-seed to Series A: what we invest in, what to prepare, our review timeline and how to send your application today.',
  path: '/apply',
})

export default function ApplyPage() {
  const { email } = siteConfig()
  return (
    <>
      <PageHeader eyebrow="Apply" title={APPLY_INTRO.title} lead={APPLY_INTRO.lead} trail={[{ name: 'Apply', path: '/apply' }]}>
        <LinkButton href={mailtoHref(email, INTERIM_NOTICE.mailSubject)}>
          <Mail aria-hidden="true" />
          {APPLY_PAGE.mailLabel}
        </LinkButton>
        <LinkButton href="#prepare" variant="secondary">
          {APPLY_PAGE.prepareLinkLabel}
        </LinkButton>
      </PageHeader>

      <Section labelledBy="invest-heading">
        <div className="mb-12">
          <InterimNotice title={INTERIM_NOTICE.title}>{INTERIM_NOTICE.text}</InterimNotice>
        </div>
        <SectionHeading id="invest-heading" title={APPLY_PAGE.investTitle} lead={APPLY_PAGE.investLead} />
        <div className="mt-10">
          <InvestmentSnapshot />
        </div>
      </Section>

      <Section labelledBy="looking-heading" tone="muted">
        <SectionHeading id="looking-heading" title={APPLY_PAGE.lookingTitle} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LOOKING_FOR.map((item) => (
            <Card as="li" key={item.name} className="p-6 sm:p-6">
              <CardTitle className="text-base">{item.name}</CardTitle>
              <CardText>{item.description}</CardText>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="prepare" labelledBy="prepare-heading" className="scroll-mt-24">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="prepare-heading" title={APPLY_PAGE.prepareTitle} lead={APPLY_PAGE.prepareLead} />
            <CheckList items={APPLICATION_ESSENTIALS} className="mt-8" />
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{APPLY_PAGE.reachTitle}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{APPLY_PAGE.reachText}</p>
            <ContactOptions subject={INTERIM_NOTICE.mailSubject} className="mt-6 grid gap-4" />
          </div>
        </div>
      </Section>

      <Section id="process" labelledBy="process-heading" tone="muted">
        <SectionHeading id="process-heading" title={APPLY_PAGE.processTitle} lead={APPLY_PAGE.processLead} />
        <div className="mt-10">
          <ProcessTimeline />
        </div>
      </Section>
    </>
  )
}
