import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { Card, CardText, CardTitle } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { ContactOptions } from '@/components/content/contact-options'
import { InterimNotice } from '@/components/content/interim-notice'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { CONTACT_INTERIM, CONTACT_INTRO, CONTACT_PAGE, CONTACT_TOPICS } from '@/config/content/contact'
import { INVESTMENT_SUMMARY } from '@/config/facts'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Contact',
  description:
    'Reach our venture studio by e-mail or phone: founders, investors, partners and media. We answer every message within two business days.',
  path: '/contact',
})

export default function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Contact" title={CONTACT_INTRO.title} lead={CONTACT_INTRO.lead} trail={[{ name: 'Contact', path: '/contact' }]} />

      <Section labelledBy="reach-heading">
        <div className="mb-12">
          <InterimNotice title={CONTACT_INTERIM.title}>{CONTACT_INTERIM.text}</InterimNotice>
        </div>
        <SectionHeading id="reach-heading" title={CONTACT_PAGE.reachTitle} lead={CONTACT_PAGE.reachLead} />
        <ContactOptions className="mt-10 grid gap-4 md:grid-cols-3" />
      </Section>

      <Section labelledBy="topics-heading" tone="muted">
        <SectionHeading id="topics-heading" title={CONTACT_PAGE.topicsTitle} lead={CONTACT_PAGE.topicsLead} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {CONTACT_TOPICS.map((topic) => (
            <Card as="li" key={topic.id} className="relative p-6 transition-shadow hover:shadow-md sm:p-6">
              <CardTitle className="text-base">
                <Link href={`/contact-hub#${topic.id}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300">
                  {topic.name}
                </Link>
              </CardTitle>
              <CardText>{topic.description}</CardText>
            </Card>
          ))}
        </ul>
      </Section>

      <Section labelledBy="founders-heading">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="founders-heading" title={CONTACT_PAGE.foundersTitle} lead={`${INVESTMENT_SUMMARY} ${CONTACT_PAGE.foundersLead}`} />
          <Link href="/apply" className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
            {CONTACT_PAGE.applyLinkLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-10">
          <ProcessTimeline />
        </div>
      </Section>
    </>
  )
}
