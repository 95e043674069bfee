/**
 * Response caps: how long a reply may be and how many attachments it carries, per message type.
 *
 * Decisions where the specification is silent:
 * - The character cap counts the answer only; MORE_DETAILS is appended after the cut (on its own paragraph), so a cut
 *   reply is at most cap + 2 + MORE_DETAILS.length characters. Counting it would leave a greeting 97 characters.
 * - A cut falls at the end of the last full sentence (or line) within the cap, however short that leaves the answer:
 *   a reply cut mid-sentence, or trailing off in '…', misleads. Text with no sentence end within the cap (a model's
 *   run-on) keeps its first whole sentence even past the cap. Canned answers are written so that never happens to
 *   them (canned/caps.test.ts).
 * - "Up to 3 kept when under the cap": a list at or under the cap keeps every attachment (ranked); a longer list is cut
 *   to the cap. With caps of at most 4, an under-cap list has at most 3, which is how the rule "up to 3 kept when under the cap" reads consistently.
 */
import type { Attachment, MessageType, UserIntent } from '@/lib/agents/types'
import { LOCAL_ADVICE } from './canned/prepared'
import { NOT_LEGAL_ADVICE } from './canned/shared'

/** Notes that close an answer and are never cut away: without them a legal or local answer would mislead. */
export const CLOSING_NOTES: readonly string[] = [NOT_LEGAL_ADVICE, LOCAL_ADVICE]

export const RESPONSE_CAPS: Readonly<Record<MessageType, { chars: number; attachments: number }>> = {
  greeting: { chars: 150, attachments: 2 },
  about: { chars: 300, attachments: 3 },
  simple_question: { chars: 200, attachments: 2 },
  complex_request: { chars: 600, attachments: 4 },
  follow_up: { chars: 250, attachments: 2 },
}

export const MORE_DETAILS = 'Would you like more details on any specific aspect?'

type Range = { start: number; end: number }

/** Where markdown links `[label](url)` sit: a cut inside one would leave a dangling link. */
export function linkRanges(text: string): Range[] {
  return [...text.matchAll(/\[[^\]\n]*\]\([^)\s]*\)/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }))
}

const insideLink = (pos: number, links: readonly Range[]) => links.some((l) => pos > l.start && pos < l.end)

/** The end of the last full sentence (or line) ending at or before `limit`, or 0. */
export function sentenceCut(text: string, limit: number, links: readonly Range[], options: { first?: boolean } = {}): number {
  let best = 0
  const boundary = /[.!?]+["'”’)*_]*(?=\s|$)|(?=\n)/g
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    const end = m.index + m[0].length
    if (end > limit) break
    // A line ending in ':' introduces what follows ("What we look for:"): cutting there would leave it hanging.
    const hanging = m[0] === '' && text.slice(0, end).trimEnd().endsWith(':')
    // "2." opening a numbered item is not a sentence: a cut there would end the answer on a bare number.
    const listNumber = /(?:^|\n)[ \t]*\d+\.$/.test(text.slice(Math.max(0, m.index - 12), end))
    if (end > 0 && !hanging && !listNumber && !insideLink(end, links)) {
      best = end
      if (options.first) break
    }
    if (m[0] === '') boundary.lastIndex++
  }
  return best
}

/** Closes a bold run the cut left open, so the rest of the chat is not rendered bold. */
function closeEmphasis(body: string): string {
  const bold = body.match(/\*\*/g)?.length ?? 0
  return bold % 2 === 1 ? `${body.replace(/\s+$/, '')}**` : body
}

/**
 * Cuts an over-long reply to its type's cap and invites the visitor to ask for more. A legal answer's closing
 * disclaimer is not part of the answer and is never cut away: it stays after the cut, outside the cap like
 * MORE_DETAILS (a legal answer without 'not legal advice' would mislead).
 * `invite: false` is for a prepared answer: it leads with its whole answer and its later sentences only add to it, so
 * its opening sentences within the cap are the answer chosen to fit, not a cut reply, and it asks for nothing more.
 */
export function capContent(text: string, messageType: MessageType, options: { invite?: boolean } = {}): string {
  const cap = RESPONSE_CAPS[messageType].chars
  const trimmed = text.trim()
  if (trimmed.length <= cap) return trimmed
  const disclaimer = CLOSING_NOTES.find((note) => trimmed.endsWith(note)) ?? ''
  const answer = trimmed.slice(0, trimmed.length - disclaimer.length).trimEnd()
  if (answer.length <= cap) return trimmed
  const links = linkRanges(answer)
  let body = ''
  // Closing '**' can push the body past the cap; cut a sentence earlier until it fits.
  for (let limit = cap; limit > 0; limit--) {
    const end = sentenceCut(answer, limit, links)
    if (end === 0) break
    body = closeEmphasis(answer.slice(0, end).trimEnd())
    if (body.length <= cap) break
    limit = end
  }
  // No sentence ends within the cap (a model's run-on): its first whole sentence, however long, rather than a broken one.
  if (body === '' || body.length > cap) {
    const first = sentenceCut(answer, answer.length, links, { first: true })
    body = first > 0 ? closeEmphasis(answer.slice(0, first).trimEnd()) : answer
    if (body === answer) return trimmed
  }
  return [body, disclaimer, options.invite === false ? '' : MORE_DETAILS].filter(Boolean).join('\n\n')
}

/**
 * Which visitor intents a page serves; an attachment scores +10 when its page serves the message's intent. Paths are
 * the site's public pages (config/routes.ts); e-mail and phone links serve support and action.
 */
export const ATTACHMENT_INTENTS: Readonly<Record<string, readonly UserIntent[]>> = {
  '/apply': ['investment', 'action'],
  '/apply-new': ['investment', 'action'],
  '/portfolio': ['investment', 'information'],
  '/services': ['investment', 'information'],
  '/resources': ['research', 'information'],
  '/blog': ['research'],
  '/contact': ['support', 'action'],
  '/contact-hub': ['support', 'action'],
  '/about': ['information'],
  '/': ['information'],
  '/partners': ['information'],
  '/agents': ['information'],
  '/privacy-policy': ['information'],
  '/terms-of-service': ['information'],
  '/cookie-policy': ['information'],
  'mailto:': ['support', 'action'],
  'tel:': ['support', 'action'],
}

/** '/blog/some-post?x#y' → '/blog'; '/apply/success' → '/apply'; 'mailto:a@b' → 'mailto:'. */
function pageKey(url: string): string {
  const scheme = /^(mailto|tel):/i.exec(url)
  if (scheme?.[1]) return `${scheme[1].toLowerCase()}:`
  const path = url.split(/[?#]/)[0] ?? ''
  if (path === '' || path === '/') return '/'
  const trimmed = path.replace(/\/+$/, '')
  if (Object.hasOwn(ATTACHMENT_INTENTS, trimmed)) return trimmed
  return `/${trimmed.split('/')[1] ?? ''}`
}

export function attachmentScore(attachment: Attachment, intent: UserIntent): number {
  // The url comes from a model's answer: an own key only, so 'constructor' is an unknown page and not a function.
  const key = pageKey(attachment.url)
  const serves = Object.hasOwn(ATTACHMENT_INTENTS, key) ? ATTACHMENT_INTENTS[key]! : []
  return (serves.includes(intent) ? 10 : 0) + (attachment.type === 'action' ? 5 : 0)
}

/** Same page, whatever the trailing slash or fragment: '/apply/' and '/apply' are one attachment. */
const dedupeKey = (url: string) => url.replace(/#.*$/, '').replace(/(.)\/+$/, '$1').toLowerCase()

/** Ranks attachments for the message (+10 intent, +5 action; stable), drops duplicate URLs and trims to the cap. */
export function rankAttachments(attachments: Attachment[], intent: UserIntent, messageType: MessageType): Attachment[] {
  const ranked = attachments
    .map((attachment, index) => ({ attachment, index, score: attachmentScore(attachment, intent) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
  const seen = new Set<string>()
  const unique: Attachment[] = []
  for (const { attachment } of ranked) {
    const key = dedupeKey(attachment.url)
    if (seen.has(key)) continue
    seen.add(key)
    unique.push(attachment)
  }
  return unique.slice(0, RESPONSE_CAPS[messageType].attachments)
}
