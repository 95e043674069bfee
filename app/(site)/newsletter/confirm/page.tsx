import type { Metadata } from 'next'
import { NewsletterLinkPage } from '@/components/site/newsletter-link-page'
import { NEWSLETTER_CONFIRM_DAYS } from '@/config/newsletter'
import { getDb } from '@/lib/db/client'
import { confirmView } from '@/lib/newsletter/links'
import { CONFIRM_API } from '@/lib/newsletter/messages'
import { buildMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = buildMetadata({
  title: 'Confirm your subscription',
  description: 'Confirm your subscription to the Meta3 Ventures newsletter.',
  path: '/newsletter/confirm',
  noIndex: true,
})

type Search = { token?: string | string[] }

/** The link in the confirmation e-mail: shows a button while the sign-up waits, and the outcome after it. */
export default async function ConfirmPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { token } = await searchParams
  const view = await confirmView(await getDb(), token)
  if (view === 'confirmed') {
    return (
      <NewsletterLinkPage title="You are subscribed">
        Thank you for confirming. The next issue of our newsletter will reach you by e-mail; every issue has a link to
        unsubscribe.
      </NewsletterLinkPage>
    )
  }
  if (view === 'pending' && typeof token === 'string') {
    return (
      <NewsletterLinkPage title="Confirm your subscription" action={{ href: CONFIRM_API, token, label: 'Confirm my subscription' }}>
        One click to start receiving our newsletter at this address.
      </NewsletterLinkPage>
    )
  }
  return (
    <NewsletterLinkPage title="This link is no longer valid">
      Confirmation links work for {NEWSLETTER_CONFIRM_DAYS} days. To subscribe, sign up again with the form at the
      foot of any page and use the link in the new e-mail.
    </NewsletterLinkPage>
  )
}
