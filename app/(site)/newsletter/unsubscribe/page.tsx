import type { Metadata } from 'next'
import { NewsletterLinkPage } from '@/components/site/newsletter-link-page'
import { NEWSLETTER_UNSUBSCRIBE_PAGE as COPY } from '@/config/content/newsletter-pages'
import { getDb } from '@/lib/db/client'
import { unsubscribeView } from '@/lib/newsletter/links'
import { UNSUBSCRIBE_API } from '@/lib/newsletter/messages'
import { buildMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = buildMetadata({ title: COPY.title, description: COPY.summary, path: COPY.path, noIndex: true })

type Search = { token?: string | string[] }

/** The link in every issue: one button, no login, no JavaScript; the page shows the outcome after it. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Search> }) {
  const { token } = await searchParams
  const view = await unsubscribeView(await getDb(), token)
  if (view.state === 'unsubscribed') {
    return (
      <NewsletterLinkPage title={COPY.unsubscribed.title}>{COPY.unsubscribed.text(view.email)}</NewsletterLinkPage>
    )
  }
  if (view.state === 'subscribed' && typeof token === 'string') {
    return (
      <NewsletterLinkPage title={COPY.subscribed.title} action={{ href: UNSUBSCRIBE_API, token, label: COPY.subscribed.button }}>
        {COPY.subscribed.text(view.email)}
      </NewsletterLinkPage>
    )
  }
  return (
    <NewsletterLinkPage title={COPY.invalid.title}>{COPY.invalid.text}</NewsletterLinkPage>
  )
}
