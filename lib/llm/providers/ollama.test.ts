import { describe, expect, it } from 'vitest'
import { adapterContract, fakeSettings, rejection, sampleRequest, testDeps, withFakeServer, UUID } from '@/tests/fakes/adapter-contract'
import { createAdapter } from '.'

const server = withFakeServer()

adapterContract(
  {
    id: 'ollama',
    httpError: (status, message) => `Ollama error: ${status} ${message}`,
    unauthorizedMessage: 'unauthorized',
    serverErrorMessage: 'llama runner process has terminated: exit status 2',
    generatePath: () => '/api/chat',
    healthPath: '/api/tags',
    // Ollama has no content filter: only 'length' is reported.
    finishReasons: ['length'],
    reportsUsage: true,
    idPattern: UUID,
  },
  server,
)

describe('Ollama request shape', () => {
  it('posts model, messages, options and stream false, without a key', async () => {
    const request = sampleRequest('qwen2.5:latest')
    await createAdapter(fakeSettings(server(), 'ollama'), testDeps).generate(request, AbortSignal.timeout(5_000))
    const [sent] = server().requests('ollama')
    expect(sent?.headers).not.toHaveProperty('authorization')
    expect(sent?.body).toEqual({
      model: 'qwen2.5:latest',
      messages: request.messages,
      options: { temperature: 0.3, top_p: 0.8, num_predict: 256 },
      stream: false,
    })
  })

  it('a content-filter reply (which Ollama cannot give) reads as stop', async () => {
    server().setMode('ollama', { kind: 'ok', finishReason: 'content_filter' })
    const result = await createAdapter(fakeSettings(server(), 'ollama'), testDeps).generate(sampleRequest('qwen2.5:latest'), AbortSignal.timeout(5_000))
    expect(result.finishReason).toBe('stop')
  })

  it('without a URL it fails before any request', async () => {
    const adapter = createAdapter(fakeSettings(server(), 'ollama', { baseUrl: undefined }), testDeps)
    const err = await rejection(adapter.health(AbortSignal.timeout(5_000)))
    expect((err as Error).message).toBe('Failed to generate response: Ollama URL not configured')
    expect(server().requests()).toHaveLength(0)
  })
})
