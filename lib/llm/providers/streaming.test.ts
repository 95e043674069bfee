import { describe, expect, it } from 'vitest'
import { fakeSettings, sampleRequest, testDeps, withFakeServer } from '@/tests/fakes/adapter-contract'
import { FAKE_USAGE } from '@/tests/fakes/llm-server'
import { canStream } from '../streaming'
import type { ProviderId } from '../types'
import { createAdapter } from '.'

/** The streaming adapters against the fake server's streamed replies (OpenAI's SSE chunks, Anthropic's events). */

const server = withFakeServer()
const TEXT = 'First sentence here. Second one follows! And a third?'

const streamer = (id: ProviderId) => {
  const adapter = createAdapter(fakeSettings(server(), id), testDeps)
  if (!canStream(adapter)) throw new Error(`${id} does not stream`)
  return adapter
}

describe.each(['groq', 'openai', 'localai', 'vllm', 'anthropic'] as const)('%s streams', (id) => {
  it('sends each piece as it arrives and returns the whole reply', async () => {
    server().setMode(id, { kind: 'ok', content: TEXT, chunks: ['First sen', 'tence here. Second', ' one follows! And a third?'] })
    const pieces: string[] = []
    const result = await streamer(id).stream(sampleRequest('fake-model-a'), AbortSignal.timeout(5_000), (d) => pieces.push(d))
    expect(pieces).toEqual(['First sen', 'tence here. Second', ' one follows! And a third?'])
    expect(result.content).toBe(TEXT)
    expect(result.finishReason).toBe('stop')
    expect(result.usage).toEqual({
      promptTokens: FAKE_USAGE.promptTokens,
      completionTokens: FAKE_USAGE.completionTokens,
      totalTokens: FAKE_USAGE.promptTokens + FAKE_USAGE.completionTokens,
    })
    const sent = server().requests(id).at(-1)?.body as { stream?: unknown }
    expect(sent.stream).toBe(true)
  })

  it('throws when the connection is cut mid-answer, after the pieces already sent', async () => {
    server().setMode(id, { kind: 'ok', content: TEXT, cutAfterChunks: 2 })
    const pieces: string[] = []
    await expect(streamer(id).stream(sampleRequest('fake-model-a'), AbortSignal.timeout(5_000), (d) => pieces.push(d))).rejects.toBeDefined()
    expect(pieces.join('')).toBe('First sentence ')
  })

  it('throws the provider error in the usual words when the request is refused', async () => {
    server().setMode(id, { kind: 'server-error' })
    await expect(streamer(id).stream(sampleRequest('fake-model-a'), AbortSignal.timeout(5_000), () => {})).rejects.toMatchObject({
      name: 'LlmError',
      status: 500,
    })
  })
})

describe('non-streamed requests are unchanged', () => {
  it('LocalAI is still told stream: false when the whole reply is asked for', async () => {
    await createAdapter(fakeSettings(server(), 'localai'), testDeps).generate(sampleRequest('fake-model-a'), AbortSignal.timeout(5_000))
    expect((server().requests('localai').at(-1)?.body as { stream?: unknown }).stream).toBe(false)
  })
})
