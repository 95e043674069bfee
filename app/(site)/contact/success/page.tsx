import { CheckCircle2 } from 'lucide-react'
import { Section } from '@/components/content/container'
import { ContactOptions } from '@/components/content/contact-options'
import { LinkButton } from '@/components/content/link-button'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { CONTACT_SUCCESS } from '@/config/content/contact'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Message received',
  description: 'Thank you for contacting us. We reply to every message within two business days; founders can see how our investment process runs.',
  path: '/contact/success',
  noIndex: true,
})

export default function ContactSuccessPage() {
  return (
    <>
      <PageHeader
        eyebrow="Message received"
        title={CONTACT_SUCCESS.title}
        lead={
          <p className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-6 flex-none text-emerald-600 dark:text-emerald-400" />
            <span>{CONTACT_SUCCESS.lead}</span>
          </p>
        }
        trail={[
          { name: 'Contact', path: '/contact' },
          { name: 'Message received', path: '/contact/success' },
        ]}
      >
        <LinkButton href="/resources">Browse founder resources</LinkButton>
        <LinkButton href="/portfolio" variant="secondary">
          See our portfolio
        </LinkButton>
      </PageHeader>
      <Section labelledBy="process-heading">
        <SectionHeading id="process-heading" title="How our investment process works" />
        <div className="mt-10">
          <ProcessTimeline />
        </div>
      </Section>
      <Section labelledBy="urgent-heading" tone="muted">
        <SectionHeading id="urgent-heading" title="Need us sooner?" lead="For anything time-sensitive, call or e-mail us directly." />
        <ContactOptions className="mt-10 grid gap-4 md:grid-cols-3" />
      </Section>
    </>
  )
}
