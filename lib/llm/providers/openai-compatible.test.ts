import { describe, expect, it } from 'vitest'
import {
  adapterContract,
  fakeSettings,
  missingKeyContract,
  rejection,
  sampleRequest,
  testDeps,
  withFakeServer,
} from '@/tests/fakes/adapter-contract'
import { PROVIDER_CATALOG } from '../settings'
import { createAdapter } from '.'

const server = withFakeServer()

const SERVER_ERROR = 'The server had an error while processing your request. Sorry about that!'
const apiError = (name: string) => (status: number, message: string) => `${name} API error ${status}: ${message}`

// Each provider of the table, with the words its API uses for a 401 and a 500 and how its HTTP errors read.
const PROVIDERS = [
  { id: 'groq', unauthorized: 'Invalid API Key', serverError: SERVER_ERROR, httpError: apiError('Groq') },
  { id: 'openai', unauthorized: 'Incorrect API key provided.', serverError: SERVER_ERROR, httpError: apiError('OpenAI') },
  { id: 'deepseek', unauthorized: 'Authentication Fails, Your api key is invalid', serverError: SERVER_ERROR, httpError: apiError('DeepSeek') },
  { id: 'localai', unauthorized: 'Unauthorized', serverError: 'could not load model: rpc error', httpError: apiError('LocalAI') },
  { id: 'vllm', unauthorized: 'Unauthorized', serverError: 'EngineCore encountered an issue.', httpError: (status: number, message: string) => `vLLM error: ${status} ${message}` },
] as const
const CLOUD = PROVIDERS.filter((p) => PROVIDER_CATALOG[p.id].type === 'cloud')

for (const { id, unauthorized, serverError, httpError } of PROVIDERS) {
  const spec = { id, httpError, unauthorizedMessage: unauthorized, serverErrorMessage: serverError, generatePath: () => '/chat/completions', healthPath: '/models' }
  adapterContract({ ...spec, idPattern: /^chatcmpl-[0-9a-f]{24}$/ }, server)
}
for (const { id } of CLOUD) missingKeyContract(id, server)

describe('OpenAI-style request shape', () => {
  it.each(CLOUD)('$id sends the Bearer key and the chat completion body, system prompt first', async ({ id }) => {
    const settings = fakeSettings(server(), id)
    const request = sampleRequest(settings.models[0] ?? '')
    await createAdapter(settings, testDeps).generate(request, AbortSignal.timeout(5_000))

    const [sent] = server().requests(id)
    expect(sent?.method).toBe('POST')
    expect(sent?.headers.authorization).toBe(`Bearer ${server().apiKey(id)}`)
    expect(sent?.headers['content-type']).toMatch(/^application\/json/)
    expect(sent?.body).toMatchObject({
      model: request.model,
      messages: request.messages,
      temperature: 0.3,
      top_p: 0.8,
      max_tokens: 256,
    })
    expect(sent?.body).not.toHaveProperty('stream', true)
  })

  it.each(['localai', 'vllm'] as const)('%s sends no key and asks for a non-streamed reply', async (id) => {
    const settings = fakeSettings(server(), id)
    const request = sampleRequest(settings.models[0] ?? '')
    await createAdapter(settings, testDeps).generate(request, AbortSignal.timeout(5_000))

    const [sent] = server().requests(id)
    expect(sent?.headers).not.toHaveProperty('authorization')
    expect(sent?.body).toMatchObject({ model: request.model, messages: request.messages, stream: false, max_tokens: 256 })
  })

  it.each(['groq', 'localai'] as const)('%s health sends the same auth as generation', async (id) => {
    await createAdapter(fakeSettings(server(), id), testDeps).health(AbortSignal.timeout(5_000))
    const [check] = server().requests(id)
    expect(check?.headers.authorization).toBe(id === 'groq' ? `Bearer ${server().apiKey(id)}` : undefined)
  })

  it('a local server without a URL fails before any request', async () => {
    const adapter = createAdapter(fakeSettings(server(), 'vllm', { baseUrl: undefined }), testDeps)
    const err = await rejection(adapter.generate(sampleRequest('m'), AbortSignal.timeout(5_000)))
    expect((err as Error).message).toBe('Failed to generate response: vLLM URL not configured')
    expect(server().requests()).toHaveLength(0)
  })
})
