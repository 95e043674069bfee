import { describe, expect, it, vi } from 'vitest'
import { streamOrWhole } from './event-stream'

vi.mock('server-only', () => ({}))

const whole = async (outcome: Promise<unknown>) => Response.json(await outcome)
const failure = (err: unknown) => ({ error: 'Failed.', suggestion: err instanceof Error ? err.message : 'Try again.' })

/** The events of a streamed response, in order. */
async function events(res: Response): Promise<{ event: string; data: unknown }[]> {
  const text = await res.text()
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((frame) => {
      const [eventLine, dataLine] = frame.split('\n')
      return { event: eventLine!.slice('event: '.length), data: JSON.parse(dataLine!.slice('data: '.length)) as unknown }
    })
}

describe('streamOrWhole', () => {
  it('streams the sentences as events, then the whole reply', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const res = await streamOrWhole(
      async (onSentence) => {
        onSentence('One.')
        await gate
        onSentence(' Two.')
        return { content: 'One. Two.' }
      },
      whole,
      failure,
    )
    // The response started before the answer was complete.
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    release()
    expect(await events(res)).toEqual([
      { event: 'sentence', data: { text: 'One.' } },
      { event: 'sentence', data: { text: ' Two.' } },
      { event: 'reply', data: { content: 'One. Two.' } },
    ])
  })

  it('answers as a non-streamed request when the answer is complete before any sentence (a canned answer)', async () => {
    const res = await streamOrWhole(async () => ({ content: 'Canned.' }), whole, failure)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({ content: 'Canned.' })
  })

  it('a refusal before any sentence is left to the caller, who answers it as today', async () => {
    const refusal = new Error('full')
    await expect(streamOrWhole(async () => Promise.reject(refusal), whole, failure)).rejects.toBe(refusal)
  })

  it('a failure after the first sentence ends the stream with an error event', async () => {
    const res = await streamOrWhole(
      async (onSentence) => {
        onSentence('One.')
        await new Promise((resolve) => setTimeout(resolve, 5))
        throw new Error('Please start a new chat.')
      },
      whole,
      failure,
    )
    expect(await events(res)).toEqual([
      { event: 'sentence', data: { text: 'One.' } },
      { event: 'error', data: { error: 'Failed.', suggestion: 'Please start a new chat.' } },
    ])
  })
})
