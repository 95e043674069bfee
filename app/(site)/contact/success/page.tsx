import type { Metadata } from 'next'
import { MailCheck } from '@/components/ui/icons'
import { PageContainer } from '@/components/forms/form-page'
import { ButtonLink } from '@/components/ui/button'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Message Received',
  description: 'Thank you for contacting Meta3 Ventures. We have your message and will reply within two business days.',
  path: '/contact/success',
  noIndex: true,
})

export default function ContactSuccessPage() {
  return (
    <PageContainer narrow>
      <div className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" />
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-slate-950 sm:text-5xl dark:text-white">Thank you — message received</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-slate-600 dark:text-slate-400">
          We read every message and will reply within two business days. If it is urgent, mention it in a follow-up to
          the same address.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/" size="lg">
            Back to the home page
          </ButtonLink>
          <ButtonLink href="/apply" variant="secondary" size="lg">
            Apply for funding
          </ButtonLink>
        </div>
      </div>
    </PageContainer>
  )
}
