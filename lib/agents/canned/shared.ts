import { siteConfig } from '@/lib/site'
import type { Attachment, CannedAnswer, QuickAction } from '@/lib/agents/types'

/**
 * Building blocks for the canned answers. Answers are built on first use, not at import, because contact details come
 * from env (config/site.ts) and importing the chat code must never parse env as a side effect.
 */

/** An agent's canned answers: topics chosen by keyword, and the answer it gives when no topic matches. */
export type CannedSet = { topics: CannedAnswer[]; fallback: CannedAnswer }

export const link = (title: string, url: string): Attachment => ({ type: 'link', title, url })

/** A quick action that navigates (value starts with '/'). */
export const go = (label: string, path: `/${string}`): QuickAction => ({ label, value: path })

/** A quick action that sends its label as the visitor's next message. */
export const ask = (question: string): QuickAction => ({ label: question, value: question })

export function answer(
  id: string,
  keywords: readonly string[],
  content: string,
  attachments: Attachment[] = [],
  quickActions: QuickAction[] = [],
): CannedAnswer {
  return { id, keywords, content: content.trim(), attachments, quickActions }
}

/** Markdown links to the studio's e-mail and phone, built from config/site.ts so a deployment's override wins. */
export function contactLinks() {
  const site = siteConfig()
  return {
    email: `[${site.email}](mailto:${site.email})`,
    phone: `[${site.phone}](${site.phoneHref})`,
    emailHref: `mailto:${site.email}`,
    phoneHref: site.phoneHref,
    name: site.name,
  }
}

/** Shown under every answer that touches law (meta3-legal): the assistant informs, counsel advises. */
export const NOT_LEGAL_ADVICE = '_This is general information, not legal advice: talk to a qualified lawyer before you act on it._'

/** 'Pre-seed to Series A' → 'pre-seed to Series A': lowers only the first letter so acronyms and names survive. */
export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
