/**
 * Errors a chat request can end in that are the visitor's to fix (agent input texts). The route maps them to
 * 400/429 with the text as `suggestion`; anything else is handled inside the orchestrator with a canned answer.
 */
export const CHAT_LIMITS = {
  /** Agent message limit. */
  maxMessageChars: 2000,
  /** Visitor messages per session; a conversation longer than this is better continued with the team. */
  maxUserMessagesPerSession: 50,
} as const

export const CHAT_TEXTS = {
  blank: 'Please provide a message or question.',
  tooLong: `Message is too long. Please keep it under ${CHAT_LIMITS.maxMessageChars} characters.`,
  sessionFull: 'This conversation has reached its limit. Please start a new chat or contact the team directly.',
  rateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
  agentNotFound: (id: string) => `Agent ${id} not found`,
} as const

export class ChatInputError extends Error {
  constructor(
    readonly status: 400 | 429,
    readonly suggestion: string,
  ) {
    super(suggestion)
    this.name = 'ChatInputError'
  }
}

/** Blank → 'Please provide a message or question.'; over 2000 characters → 'Message is too long…'. */
export function checkMessage(message: unknown): string {
  if (typeof message !== 'string' || message.trim() === '') throw new ChatInputError(400, CHAT_TEXTS.blank)
  if (message.length > CHAT_LIMITS.maxMessageChars) throw new ChatInputError(400, CHAT_TEXTS.tooLong)
  return message.trim()
}
