import { NEWSLETTER_CONFIRM_DAYS } from '@/config/newsletter'
import { siteConfig } from '@/lib/site'
import { renderMarkdown } from '@/lib/content/markdown'
import { escapeHtml } from '@/lib/http/stale-action-page'
import type { MailMessage } from '@/lib/mail/message'
import { teamEmail } from '@/lib/mail/notifications'
import { absoluteLinks, absoluteUrl } from '@/lib/seo'
import { markdownToText } from './plain-text'
import { unsubscribeToken } from './tokens'

/** The page a visitor opens from a link (GET shows a button; its POST goes to the API route). */
export const CONFIRM_PAGE = '/newsletter/confirm'
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe'
/**
 * Where the buttons post, and List-Unsubscribe's one-click POST (RFC 8058) goes: a route handler, because mail
 * providers post without an Origin, which the proxy refuses for pages (lib/auth/cross-site-page-write.ts).
 */
export const CONFIRM_API = '/api/newsletter/confirm'
export const UNSUBSCRIBE_API = '/api/newsletter/unsubscribe'

export const withToken = (path: string, token: string) => absoluteUrl(`${path}?token=${encodeURIComponent(token)}`)

/** The double opt-in e-mail: the link, how long it works, and that ignoring it is enough. */
export function confirmationMessage(email: string, token: string): MailMessage {
  const site = siteConfig()
  return {
    to: email,
    replyTo: site.email,
    subject: `Please confirm your subscription to the ${site.name} newsletter`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked for the ${site.name} newsletter to be sent to ${email}. To confirm, open this link within ${NEWSLETTER_CONFIRM_DAYS} days:`,
      '',
      withToken(CONFIRM_PAGE, token),
      '',
      `If it was not you, ignore this e-mail: we send nothing more unless the address is confirmed, and forget it after ${NEWSLETTER_CONFIRM_DAYS} days.`,
      '',
      site.name,
      site.url,
    ].join('\n'),
  }
}

/**
 * One issue as one subscriber receives it: HTML and plain text from the same markdown, each ending with the
 * unsubscribe link, and the List-Unsubscribe headers that let a mail client offer one-click unsubscribe (RFC 8058;
 * the mailto reaches the team, who can unsubscribe an address on /admin/newsletter).
 */
export function issueMessage(issue: { subject: string; body: string }, subscriber: { id: string; email: string }): MailMessage {
  const site = siteConfig()
  const token = unsubscribeToken(subscriber.id)
  const page = withToken(UNSUBSCRIBE_PAGE, token)
  const why = `You receive this because ${subscriber.email} subscribed to the ${site.name} newsletter.`
  const mailto = `mailto:${teamEmail()}?subject=${encodeURIComponent(`Unsubscribe ${subscriber.email}`)}`
  return {
    to: subscriber.email,
    replyTo: site.email,
    subject: issue.subject,
    text: `${markdownToText(issue.body)}\n\n-- \n${why}\nUnsubscribe: ${page}\n`,
    html: `${absoluteLinks(renderMarkdown(issue.body))}\n<hr>\n<p>${escapeHtml(why)} <a href="${escapeHtml(page)}">Unsubscribe</a></p>`,
    headers: {
      'List-Unsubscribe': `<${withToken(UNSUBSCRIBE_API, token)}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
