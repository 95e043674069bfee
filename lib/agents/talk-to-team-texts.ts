import { REPLY_TIME } from '@/config/content/contact'

/** What 'Talk to the team' tells the visitor (lib/agents/talk-to-team.ts); no server-only import, so tests read it too. */
export const TEAM_TEXTS = {
  consent: 'Please agree to the processing of your message so the team can answer it.',
  needMessage: 'Please tell the team what you would like to talk about.',
  subject: 'From the chat assistant',
  defaultMessage: 'I would like to talk to the team about my conversation with the assistant.',
  sent: (name: string, email: string) => `Thanks, ${name}. The team has your message and this conversation, and will reply to ${email} ${REPLY_TIME}.`,
} as const

/**
 * The value of the quick action that opens 'Talk to the team' in the chat (the answer to a request for a person). Not
 * a path and not a question: the widget opens its form instead of navigating or sending it.
 */
export const TEAM_FORM_ACTION = '#talk-to-the-team'
