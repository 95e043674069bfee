import type { Metadata } from 'next'
import { NewsletterLinkPage } from '@/components/site/newsletter-link-page'
import { getDb } from '@/lib/db/client'
import { unsubscribeView } from '@/lib/newsletter/links'
import { UNSUBSCRIBE_API } from '@/lib/newsletter/messages'
import { buildMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = buildMetadata({
  title: 'Unsubscribe',
  description: 'Stop receiving the Meta3 Ventures newsletter.',
  path: '/newsletter/unsubscribe',
  noIndex: true,
})

type Search = { token?: string | string[] }

/** The link in every issue: one button, no login, no JavaScript; the page shows the outcome after it. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Search> }) {
  const { token } = await searchParams
  const view = await unsubscribeView(await getDb(), token)
  if (view.state === 'unsubscribed') {
    return (
      <NewsletterLinkPage title="You are unsubscribed">
        We will send no more newsletters to {view.email}. If you change your mind, sign up again with the form at the
        foot of any page.
      </NewsletterLinkPage>
    )
  }
  if (view.state === 'subscribed' && typeof token === 'string') {
    return (
      <NewsletterLinkPage title="Unsubscribe from our newsletter" action={{ href: UNSUBSCRIBE_API, token, label: 'Unsubscribe' }}>
        Stop sending the newsletter to {view.email}?
      </NewsletterLinkPage>
    )
  }
  return (
    <NewsletterLinkPage title="This link is not valid">
      We could not find a subscription for this link. If newsletters still reach you, reply to one of them and we will
      take your address off the list.
    </NewsletterLinkPage>
  )
}
