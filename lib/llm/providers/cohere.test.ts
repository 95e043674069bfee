import { describe, expect, it } from 'vitest'
import { adapterContract, fakeSettings, missingKeyContract, sampleRequest, testDeps, withFakeServer, UUID } from '@/tests/fakes/adapter-contract'
import { createAdapter } from '.'

const server = withFakeServer()

const SERVER_ERROR = 'internal server error, this has been reported to our developers'
adapterContract({ id: 'cohere', unauthorizedMessage: 'invalid api token', serverErrorMessage: SERVER_ERROR, generatePath: () => '/generate', healthPath: '/models', idPattern: UUID }, server)
missingKeyContract('cohere', server)

describe('Cohere request shape', () => {
  it('sends the Bearer key and the history as one prompt with p, max_tokens and temperature', async () => {
    await createAdapter(fakeSettings(server(), 'cohere'), testDeps).generate(sampleRequest('command'), AbortSignal.timeout(5_000))
    const [sent] = server().requests('cohere')
    expect(sent?.headers.authorization).toBe('Bearer test-cohere-key')
    expect(sent?.body).toEqual({
      model: 'command',
      prompt:
        'System: You are the studio assistant.\n\nUser: Hello\n\nAssistant: Hi! How can I help?\n\nUser: What do you invest in?\n\nAssistant:',
      max_tokens: 256,
      temperature: 0.3,
      p: 0.8,
    })
  })
})
