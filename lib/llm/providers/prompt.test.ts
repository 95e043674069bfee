import { describe, expect, it } from 'vitest'
import type { LlmMessage } from '../types'
import { splitSystem, toPrompt } from './prompt'

const history: LlmMessage[] = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: 'Hi' },
  { role: 'system', content: 'Use British spelling.' },
  { role: 'assistant', content: 'Hello!' },
  { role: 'user', content: 'Who are you?' },
]

describe('prompt helpers', () => {
  it('splitSystem gathers every system message, wherever it stands, and keeps the conversation in order', () => {
    expect(splitSystem(history)).toEqual({
      system: 'Be brief.\n\nUse British spelling.',
      conversation: [history[1], history[3], history[4]],
    })
  })

  it('toPrompt labels each turn and ends on the assistant', () => {
    expect(toPrompt(splitSystem(history).conversation)).toBe('User: Hi\n\nAssistant: Hello!\n\nUser: Who are you?\n\nAssistant:')
  })
})
