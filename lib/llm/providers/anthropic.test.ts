import { describe, expect, it } from 'vitest'
import { adapterContract, fakeSettings, missingKeyContract, sampleRequest, testDeps, withFakeServer } from '@/tests/fakes/adapter-contract'
import { createAdapter } from '.'
import { ANTHROPIC_VERSION } from './anthropic'

const server = withFakeServer()

adapterContract({ id: 'anthropic', unauthorizedMessage: 'invalid x-api-key', serverErrorMessage: 'Internal server error', generatePath: () => '/messages', healthPath: '/models', idPattern: /^msg_[0-9a-f]{24}$/ }, server)
missingKeyContract('anthropic', server)

describe('Anthropic request shape', () => {
  const adapter = () => createAdapter(fakeSettings(server(), 'anthropic'), testDeps)
  const model = 'claude-3-5-haiku-latest'

  it('sends the key and version headers, never a Bearer header', async () => {
    await adapter().generate(sampleRequest(model), AbortSignal.timeout(5_000))
    await adapter().health(AbortSignal.timeout(5_000))
    for (const sent of server().requests('anthropic')) {
      expect(sent.headers['x-api-key']).toBe(server().apiKey('anthropic'))
      expect(sent.headers['anthropic-version']).toBe(ANTHROPIC_VERSION)
      expect(sent.headers).not.toHaveProperty('authorization')
    }
  })

  it('puts every system message in the system field and keeps the rest in order', async () => {
    const request = sampleRequest(model)
    request.messages.push({ role: 'system', content: 'Answer in one sentence.' }, { role: 'user', content: 'Go on' })
    await adapter().generate(request, AbortSignal.timeout(5_000))

    const [sent] = server().requests('anthropic')
    const body = sent?.body as { system: { text: string }[]; messages: { role: string; content: { text: string }[] }[] }
    expect(body.system.map((b) => b.text)).toEqual(['You are the studio assistant.\n\nAnswer in one sentence.'])
    // Consecutive turns of one role become one message with a text block each, as the API expects.
    expect(body.messages.map((m) => [m.role, m.content.map((c) => c.text)])).toEqual([
      ['user', ['Hello']],
      ['assistant', ['Hi! How can I help?']],
      ['user', ['What do you invest in?', 'Go on']],
    ])
  })

  it('maps max tokens and temperature (top_p is left out for Claude models, which refuse both)', async () => {
    await adapter().generate(sampleRequest(model), AbortSignal.timeout(5_000))
    const [sent] = server().requests('anthropic')
    expect(sent?.body).toMatchObject({ model, max_tokens: 256, temperature: 0.3 })
    expect(sent?.body).not.toHaveProperty('top_p')
  })

  it('sends top_p too for a model that is not a Claude model (a gateway)', async () => {
    await adapter().generate(sampleRequest('gateway-model'), AbortSignal.timeout(5_000))
    const [sent] = server().requests('anthropic')
    expect(sent?.body).toMatchObject({ model: 'gateway-model', temperature: 0.3, top_p: 0.8 })
  })
})
