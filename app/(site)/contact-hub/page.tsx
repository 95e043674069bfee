import { Mail } from 'lucide-react'
import { CheckList } from '@/components/content/card'
import { Container, Section } from '@/components/content/container'
import { ContactOptions, mailtoHref } from '@/components/content/contact-options'
import { InterimNotice } from '@/components/content/interim-notice'
import { LinkButton } from '@/components/content/link-button'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { CONTACT_HUB_INTRO, CONTACT_INTERIM, CONTACT_TOPICS } from '@/config/content/contact'
import { siteConfig } from '@/config/site'
import { INVESTMENT_SUMMARY } from '@/config/facts'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Contact hub',
  description:
    'General, founder, investor, media and partnership enquiries: what to include in your message and how to reach the right person at the studio.',
  path: '/contact-hub',
})

export default function ContactHubPage() {
  const { email } = siteConfig()
  return (
    <>
      <PageHeader eyebrow="Contact" title={CONTACT_HUB_INTRO.title} lead={CONTACT_HUB_INTRO.lead} trail={[{ name: 'Contact hub', path: '/contact-hub' }]}>
        <nav aria-label="Enquiry types">
          <ul className="flex flex-wrap gap-2">
            {CONTACT_TOPICS.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-indigo-400 hover:text-indigo-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-indigo-400 dark:hover:text-indigo-200"
                >
                  {topic.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <Container className="pt-12">
        <InterimNotice title={CONTACT_INTERIM.title}>{CONTACT_INTERIM.text}</InterimNotice>
      </Container>

      <Container className="space-y-6 py-12">
        {CONTACT_TOPICS.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-heading`}
            className="grid scroll-mt-32 gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:border-slate-800 dark:bg-slate-900"
          >
            <div>
              <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{topic.audience}</p>
              <h2 id={`${topic.id}-heading`} className="mt-2 text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">
                {topic.name}
              </h2>
              <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">{topic.description}</p>
              <LinkButton href={mailtoHref(email, topic.mailSubject)} className="mt-6">
                <Mail aria-hidden="true" />
                E-mail us
                <span className="sr-only"> about {topic.name.toLowerCase()}</span>
              </LinkButton>
            </div>
            <div>
              <h3 className="text-base font-semibold text-slate-950 dark:text-white">What to include</h3>
              <CheckList items={topic.include} className="mt-4" />
            </div>
          </section>
        ))}
      </Container>

      <Section labelledBy="direct-heading" tone="muted">
        <SectionHeading id="direct-heading" title="Prefer to call or write?" lead="Every enquiry type reaches us through the same inbox, phone line and office." />
        <ContactOptions className="mt-10 grid gap-4 md:grid-cols-3" />
      </Section>

      <Section labelledBy="process-heading">
        <SectionHeading id="process-heading" title="For founders: our investment process" lead={INVESTMENT_SUMMARY} />
        <div className="mt-10">
          <ProcessTimeline />
        </div>
      </Section>
    </>
  )
}
