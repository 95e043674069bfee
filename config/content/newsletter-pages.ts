/** Copy for the pages the newsletter e-mails link to: confirming a sign-up and unsubscribing. */
import type { PageSummary } from './page-summary'

/** The way on from either page. */
export const NEWSLETTER_PAGES_BLOG_LINK = 'Read the blog'

export const NEWSLETTER_CONFIRM_PAGE = {
  path: '/newsletter/confirm',
  title: 'Confirm your subscription',
  summary: 'Confirm your subscription to the Meta3 Ventures newsletter.',
  confirmed: {
    title: 'You are subscribed',
    text: 'Thank you for confirming. The next issue of our newsletter will reach you by e-mail; every issue has a link to unsubscribe.',
  },
  pending: { title: 'Confirm your subscription', text: 'One click to start receiving our newsletter at this address.', button: 'Confirm my subscription' },
  invalid: {
    title: 'This link is no longer valid',
    text: (days: number) =>
      `Confirmation links work for ${days} days. To subscribe, sign up again with the form at the foot of any page and use the link in the new e-mail.`,
  },
} satisfies PageSummary & Record<string, unknown>

export const NEWSLETTER_UNSUBSCRIBE_PAGE = {
  path: '/newsletter/unsubscribe',
  title: 'Unsubscribe',
  summary: 'Stop receiving the Meta3 Ventures newsletter.',
  unsubscribed: {
    title: 'You are unsubscribed',
    text: (email: string) => `We will send no more newsletters to ${email}. If you change your mind, sign up again with the form at the foot of any page.`,
  },
  subscribed: { title: 'Unsubscribe from our newsletter', text: (email: string) => `Stop sending the newsletter to ${email}?`, button: 'Unsubscribe' },
  invalid: {
    title: 'This link is not valid',
    text: 'We could not find a subscription for this link. If newsletters still reach you, reply to one of them and we will take your address off the list.',
  },
} satisfies PageSummary & Record<string, unknown>
