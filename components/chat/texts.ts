import type { QuickAction } from '@/lib/agents/types'

/** The widget's own copy (the launcher's tooltip lives in the launcher, so this file only ships with the widget). */
export const WIDGET_TEXTS = {
  title: 'Studio assistant',
  dialogLabel: 'Chat with the studio assistant',
  minimize: 'Minimize chat',
  close: 'Close chat and clear messages',
  inputLabel: 'Your message',
  placeholder: 'Ask about funding, our process or services…',
  send: 'Send message',
  typing: 'The assistant is typing…',
  loading: 'Loading the assistant…',
  welcome:
    "Hi! I'm the studio's assistant. Ask me about investing with us, how our process works, or how we help founders build.",
  footerNote: "Conversations are stored to answer you and reviewed by our team. Don't share passwords or confidential data.",
  privacyLink: 'Privacy Policy',
  unreachable: 'The assistant could not be reached. Check your connection and try again.',
  unavailable: 'The assistant is unavailable right now. Please try again or contact the team.',
  modeUnknown: 'The assistant could not be loaded right now. You can still reach the team on the contact page.',
  linksLabel: 'Related pages',
  optionsLabel: 'Suggested options',
} as const

/** Starters for a new live conversation: two questions visitors ask most, and the page most of them want next. */
export const STARTERS: readonly QuickAction[] = [
  { label: 'How much do you invest?', value: 'How much do you invest?' },
  { label: 'How does your process work?', value: 'How does your investment process work?' },
  { label: 'Apply for funding', value: '/apply' },
]

/** Show the character counter once the visitor is this close to the limit. */
export const COUNTER_FROM = 1800

/** Thumbs up/down under an answer. */
export const FEEDBACK_TEXTS = {
  groupLabel: 'Was this answer helpful?',
  up: 'Helpful',
  down: 'Not helpful',
  addComment: 'Add a comment',
  commentLabel: 'What could be better? (optional)',
  /** lib/agents/visitor-session.ts FEEDBACK_COMMENT_MAX. */
  commentMax: 1000,
  sendComment: 'Send comment',
  cancel: 'Cancel',
  thanks: 'Thanks for your feedback.',
  commentThanks: 'Thanks, the team will read your comment.',
  failed: 'Your feedback could not be saved. Please try again.',
} as const

/** 'Talk to the team'; the consent follows the application form's wording. */
export const TEAM_FORM_TEXTS = {
  open: 'Talk to the team',
  title: 'Talk to the team',
  intro: 'Leave your name and e-mail and a person from the studio will answer. This conversation is sent with your message.',
  name: 'Name',
  email: 'E-mail address',
  note: 'What would you like to talk about?',
  noteOptional: 'Anything to add? (optional)',
  consent: 'I agree to the processing of my name, e-mail address, message and this conversation to answer me, as described in the',
  privacyLink: 'privacy policy',
  send: 'Send to the team',
  sending: 'Sending…',
  back: 'Back to the chat',
  failed: 'Your message could not be sent. Please try again, or use the contact page.',
} as const
