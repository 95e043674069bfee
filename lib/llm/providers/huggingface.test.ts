import { describe, expect, it } from 'vitest'
import { adapterContract, fakeSettings, missingKeyContract, sampleRequest, testDeps, withFakeServer, UUID } from '@/tests/fakes/adapter-contract'
import { createAdapter } from '.'

const server = withFakeServer()
const MODEL = 'mistralai/Mistral-7B-Instruct-v0.3'

const UNAUTHORIZED = 'Invalid credentials in Authorization header'
adapterContract({ id: 'huggingface', unauthorizedMessage: UNAUTHORIZED, serverErrorMessage: 'Internal Server Error', generatePath: (model) => `/${model}`, healthPath: `/${MODEL}`, finishReasons: [], reportsUsage: false, idPattern: UUID }, server)
missingKeyContract('huggingface', server)

describe('Hugging Face request shape', () => {
  it('posts inputs and parameters to the model path with the Bearer key', async () => {
    await createAdapter(fakeSettings(server(), 'huggingface'), testDeps).generate(sampleRequest(MODEL), AbortSignal.timeout(5_000))
    const [sent] = server().requests('huggingface')
    expect(sent?.path).toBe(`/huggingface/models/${MODEL}`)
    expect(sent?.headers.authorization).toBe('Bearer test-huggingface-key')
    expect(sent?.body).toEqual({
      inputs:
        'System: You are the studio assistant.\n\nUser: Hello\n\nAssistant: Hi! How can I help?\n\nUser: What do you invest in?\n\nAssistant:',
      parameters: { max_new_tokens: 256, temperature: 0.3, top_p: 0.8, return_full_text: false },
    })
  })

  it('health asks for the default model, the first of its list', async () => {
    const settings = fakeSettings(server(), 'huggingface', { models: ['HuggingFaceH4/zephyr-7b-beta', MODEL] })
    await createAdapter(settings, testDeps).health(AbortSignal.timeout(5_000))
    expect(server().requests('huggingface')[0]?.path).toBe('/huggingface/models/HuggingFaceH4/zephyr-7b-beta')
  })

  it('escapes each segment of a model id', async () => {
    const adapter = createAdapter(fakeSettings(server(), 'huggingface'), testDeps)
    await adapter.generate(sampleRequest('owner/name?x=1#y'), AbortSignal.timeout(5_000))
    expect(server().requests('huggingface')[0]?.path).toBe('/huggingface/models/owner/name%3Fx%3D1%23y')
  })

  it('a model id with dot segments cannot leave the models path', async () => {
    const adapter = createAdapter(fakeSettings(server(), 'huggingface'), testDeps)
    await expect(adapter.generate(sampleRequest('owner/../../../account'), AbortSignal.timeout(5_000))).rejects.toThrow(
      'Hugging Face API error 400',
    )
    expect(server().requests()).toEqual([
      expect.objectContaining({ provider: 'huggingface', path: '/huggingface/models/owner%2F..%2F..%2F..%2Faccount' }),
    ])
  })
})
