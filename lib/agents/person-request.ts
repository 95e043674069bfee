import { REPLY_TIME } from '@/config/content/contact'
import { ask, link } from './canned/shared'
import { siteConfig } from '@/lib/site'
import { TEAM_FORM_ACTION } from './talk-to-team-texts'
import type { CannedAnswer } from './types'

/**
 * A visitor who asks for a person ("I need a human", "can I speak to someone", "real person?") wants the team, not
 * another answer from the assistant, whichever agent the words would route to. Detected before any agent answers and
 * answered with the 'Talk to the team' form, the studio's e-mail and its phone.
 */

/** Who a visitor may ask for. 'human' alone, not 'human resources' or 'human-in-the-loop' (topics, not people). */
const PERSON = String.raw`(?:a |an |the )?(?:human(?![\s-]*(?:resources?|rights|capital|in[\s-]the[\s-]loop|error|factor))|real (?:person|human|one)|actual (?:person|human)|live (?:person|agent|human)|person|someone|somebody|anyone|representative|operator|team member|member of (?:the|your) team|(?:your|the) team|partner)`
const ASKS = [
  // "talk to a human", "speak with someone", "chat to a real person", "get in touch with the team"
  // "talk this through with a person", "speak about it to someone"
  new RegExp(String.raw`\b(?:talk|speak|chat)(?:ing)?\s+(?:(?:this|it|that|things|about|over|through|it over)\s+){0,3}(?:to|with)\s+${PERSON}\b`, 'i'),
  // "connect me with someone", "put me through to a person", "transfer me to a human"
  new RegExp(String.raw`\b(?:connect|put|transfer|pass|forward)\s+me\s+(?:through\s+)?(?:to|with)\s+${PERSON}\b`, 'i'),
  // "I need a human", "I want a real person", "get me a human", "can I have a person"
  new RegExp(String.raw`\b(?:need|want|get me|have|prefer|give me|request)\s+(?:to\s+(?:talk|speak)\s+to\s+)?(?:a |an )?(?:human(?![\s-]*(?:resources?|rights|capital|in[\s-]the[\s-]loop))|real person|actual person|live (?:person|agent)|person|representative|operator)\b`, 'i'),
  // "contact a human", "reach someone", "put me in touch with the team", "can someone call me"
  new RegExp(String.raw`\b(?:contact|reach|call|ring|phone)\s+${PERSON}\b`, 'i'),
  new RegExp(String.raw`\b(?:put|get)\s+(?:me|us)\s+in\s+touch\b|\bin\s+touch\s+with\s+${PERSON}\b`, 'i'),
  /\b(?:someone|somebody|a person|a human|anyone)\s+(?:to\s+|could\s+|can\s+)?(?:call|ring|phone|e-?mail)\s+(?:me|us)\b/i,
  // "real person?", "human please", "is there a human", "am I talking to a bot"
  /\b(?:real|actual|live)\s+(?:person|human|people)\b/i,
  /^\W*(?:a\s+)?human\b[^a-z]*(?:please|pls|plz)?\W*$/i,
  /\b(?:human|person)\s+(?:please|pls|plz)\b/i,
  /\bis (?:there|this) (?:a |an )?(?:human|person)\b/i,
  /\b(?:am i|are you)\s+(?:talking|speaking|chatting)?\s*(?:to|with)?\s*(?:a )?(?:bot|robot|machine)\b/i,
]

export function asksForPerson(message: string): boolean {
  return ASKS.some((pattern) => pattern.test(message))
}

/**
 * The answer to a request for a person. Written to fit the smallest cap (a greeting's 150 characters) so it is never
 * cut: the e-mail and phone are plain text here and clickable as the answer's links; the form opens from its action.
 */
export function personAnswer(): CannedAnswer {
  const site = siteConfig()
  return {
    id: 'person-request',
    keywords: [],
    content: `Of course. Use Talk to the team below and a person will reply ${REPLY_TIME}. Or e-mail ${site.email} or call ${site.phone}.`,
    attachments: [link(`E-mail ${site.email}`, `mailto:${site.email}`), link(`Call ${site.phone}`, site.phoneHref)],
    quickActions: [{ label: 'Talk to the team', value: TEAM_FORM_ACTION }, ask('What do you invest in?')],
  }
}
