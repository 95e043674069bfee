/** Copy for /contact/success, the page a visitor sees after sending a message. */
import { REPLY_TIME } from './contact'
import type { PageSummary } from './page-summary'

export const CONTACT_SUCCESS_PAGE = {
  path: '/contact/success',
  title: 'Message Received',
  summary: `Thank you for contacting Meta3 Ventures. We have your message and will reply ${REPLY_TIME}.`,
  heading: 'Thank you — message received',
  /** Then `replyTo` and the address when the reply address is known, then `replyTail`. */
  reply: `We read every message and will reply ${REPLY_TIME}`,
  replyTo: ' to ',
  replyTail: '. If it is urgent, mention it in a follow-up to the same address.',
  referenceLabel: 'Your reference',
  wrongAddress: 'Not the right address?',
  resendLabel: 'Send your message again',
  resendTail: 'with the correct one, so our reply reaches you.',
  homeLabel: 'Back to the home page',
  applyLabel: 'Apply for funding',
} as const satisfies PageSummary & Record<string, string>
