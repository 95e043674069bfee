import type { LlmMessage } from '../adapter-types'

/** System messages apart from the conversation, for APIs that take the system prompt in a field of its own. */
export function splitSystem(messages: readonly LlmMessage[]): { system: string; conversation: LlmMessage[] } {
  const system = messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n\n')
  return { system, conversation: messages.filter((m) => m.role !== 'system') }
}

const SPEAKER = { system: 'System', user: 'User', assistant: 'Assistant' } as const

/**
 * One text prompt for completion-style APIs (Cohere, Replicate, Hugging Face): each message on its own paragraph
 * labelled by speaker, ending with 'Assistant:' so the model answers as the assistant.
 */
export function toPrompt(messages: readonly LlmMessage[]): string {
  return [...messages.map((m) => `${SPEAKER[m.role]}: ${m.content}`), 'Assistant:'].join('\n\n')
}
