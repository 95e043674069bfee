import type { Metadata } from 'next'
import { NewsletterLinkPage } from '@/components/site/newsletter-link-page'
import { NEWSLETTER_CONFIRM_PAGE as COPY } from '@/config/content/newsletter-pages'
import { NEWSLETTER_CONFIRM_DAYS } from '@/config/newsletter'
import { getDb } from '@/lib/db/client'
import { confirmView } from '@/lib/newsletter/links'
import { CONFIRM_API } from '@/lib/newsletter/messages'
import { buildMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = buildMetadata({ title: COPY.title, description: COPY.summary, path: COPY.path, noIndex: true })

type Search = { token?: string | string[] }

/** The link in the confirmation e-mail: shows a button while the sign-up waits, and the outcome after it. */
export default async function ConfirmPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { token } = await searchParams
  const view = await confirmView(await getDb(), token)
  if (view === 'confirmed') {
    return (
      <NewsletterLinkPage title={COPY.confirmed.title}>{COPY.confirmed.text}</NewsletterLinkPage>
    )
  }
  if (view === 'pending' && typeof token === 'string') {
    return (
      <NewsletterLinkPage title={COPY.pending.title} action={{ href: CONFIRM_API, token, label: COPY.pending.button }}>
        {COPY.pending.text}
      </NewsletterLinkPage>
    )
  }
  return (
    <NewsletterLinkPage title={COPY.invalid.title}>{COPY.invalid.text(NEWSLETTER_CONFIRM_DAYS)}</NewsletterLinkPage>
  )
}
