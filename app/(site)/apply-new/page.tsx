import { ArrowRight, Mail } from 'lucide-react'
import Link from 'next/link'
import { Section } from '@/components/content/container'
import { ContactOptions, mailtoHref } from '@/components/content/contact-options'
import { InterimNotice } from '@/components/content/interim-notice'
import { InvestmentSnapshot } from '@/components/content/investment-snapshot'
import { LinkButton } from '@/components/content/link-button'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { APPLICATION_ESSENTIALS, APPLY_NEW_INTRO, APPLY_NEW_PAGE, INTERIM_NOTICE, quickApplicationBody } from '@/config/content/apply'
import { siteConfig } from '@/config/site'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Quick application',
  description:
    'Apply in five minutes: send the five essentials about your company by e-mail and hear back from a partner within two weeks.',
  path: '/apply-new',
})

export default function QuickApplyPage() {
  const { email } = siteConfig()
  const href = mailtoHref(email, INTERIM_NOTICE.mailSubject, quickApplicationBody())
  return (
    <>
      <PageHeader eyebrow="Apply" title={APPLY_NEW_INTRO.title} lead={APPLY_NEW_INTRO.lead} trail={[{ name: 'Quick application', path: '/apply-new' }]}>
        <LinkButton href={href}>
          <Mail aria-hidden="true" />
          {APPLY_NEW_PAGE.mailLabel}
        </LinkButton>
      </PageHeader>

      <Section labelledBy="essentials-heading">
        <div className="mb-12">
          <InterimNotice title={INTERIM_NOTICE.title}>{INTERIM_NOTICE.text}</InterimNotice>
        </div>
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="essentials-heading" title={APPLY_NEW_PAGE.essentialsTitle} lead={APPLY_NEW_PAGE.essentialsLead} />
            <ol className="mt-8 space-y-4">
              {APPLICATION_ESSENTIALS.map((item, i) => (
                <li key={item} className="flex gap-4">
                  <span aria-hidden="true" className="inline-flex size-8 flex-none items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
                    {i + 1}
                  </span>
                  <span className="pt-1 text-slate-700 dark:text-slate-300">{item}</span>
                </li>
              ))}
            </ol>
            <Link href="/apply#prepare" className="mt-8 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
              {APPLY_NEW_PAGE.fullLinkLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{APPLY_NEW_PAGE.reachTitle}</h3>
            <ContactOptions subject={INTERIM_NOTICE.mailSubject} className="mt-6 grid gap-4" />
          </div>
        </div>
      </Section>

      <Section labelledBy="fit-heading" tone="muted">
        <SectionHeading id="fit-heading" title={APPLY_NEW_PAGE.snapshotTitle} />
        <div className="mt-10">
          <InvestmentSnapshot />
        </div>
      </Section>

      <Section labelledBy="next-heading">
        <SectionHeading id="next-heading" title={APPLY_NEW_PAGE.processTitle} />
        <div className="mt-10">
          <ProcessTimeline />
        </div>
      </Section>
    </>
  )
}
