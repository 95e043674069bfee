import { CheckCircle2 } from 'lucide-react'
import Link from 'next/link'
import { Card, CardText, CardTitle } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { ContactOptions } from '@/components/content/contact-options'
import { PageHeader } from '@/components/content/page-header'
import { ProcessTimeline } from '@/components/content/process-timeline'
import { SectionHeading } from '@/components/content/section-heading'
import { APPLY_SUCCESS } from '@/config/content/apply'
import { GUIDES, FURTHER_READING } from '@/config/content/resources'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Application received',
  description: 'Thank you for applying. A partner reviews every application within two weeks; here is what happens at each step after that.',
  path: '/apply/success',
  noIndex: true,
})

const dataRoom = GUIDES.find((g) => g.id === 'data-room')
const processPost = FURTHER_READING.find((r) => r.href.endsWith('from-first-call-to-term-sheet'))

export default function ApplySuccessPage() {
  return (
    <>
      <PageHeader
        eyebrow="Application received"
        title={APPLY_SUCCESS.title}
        lead={
          <p className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-6 flex-none text-emerald-600 dark:text-emerald-400" />
            <span>{APPLY_SUCCESS.lead}</span>
          </p>
        }
        trail={[
          { name: 'Apply', path: '/apply' },
          { name: 'Application received', path: '/apply/success' },
        ]}
      />
      <Section labelledBy="next-heading">
        <SectionHeading id="next-heading" title="What happens next" />
        <div className="mt-10">
          <ProcessTimeline />
        </div>
      </Section>
      <Section labelledBy="wait-heading" tone="muted">
        <SectionHeading id="wait-heading" title="While you wait" lead={APPLY_SUCCESS.whileYouWait} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {dataRoom ? (
            <Card as="li" className="relative p-6 transition-shadow hover:shadow-md sm:p-6">
              <CardTitle className="text-base">
                <Link href={`/resources#${dataRoom.id}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300">
                  {dataRoom.title}
                </Link>
              </CardTitle>
              <CardText>{dataRoom.summary}</CardText>
            </Card>
          ) : null}
          {processPost ? (
            <Card as="li" className="relative p-6 transition-shadow hover:shadow-md sm:p-6">
              <CardTitle className="text-base">
                <Link href={processPost.href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300">
                  {processPost.title}
                </Link>
              </CardTitle>
              <CardText>{processPost.description}</CardText>
            </Card>
          ) : null}
        </ul>
        <h3 className="mt-12 text-lg font-semibold text-slate-950 dark:text-white">Questions about your application?</h3>
        <ContactOptions subject="Question about my application" className="mt-6 grid gap-4 sm:grid-cols-3" />
      </Section>
    </>
  )
}
