import { describe, expect, it } from 'vitest'
import {
  adapterContract,
  fakeSettings,
  missingKeyContract,
  rejection,
  sampleRequest,
  TEST_POLL_MS,
  testDeps,
  withFakeServer,
} from '@/tests/fakes/adapter-contract'
import { LlmError } from '../errors'
import { createAdapter } from '.'

const server = withFakeServer()
const MODEL = 'meta/meta-llama-3-8b-instruct'

const UNAUTHORIZED = 'You did not pass a valid authentication token'
adapterContract({ id: 'replicate', unauthorizedMessage: UNAUTHORIZED, serverErrorMessage: 'Internal server error', generatePath: () => '/predictions', healthPath: '/account', finishReasons: [], idPattern: /^[0-9a-f]{26}$/ }, server)
missingKeyContract('replicate', server)

describe('Replicate predictions', () => {
  const adapter = (pollIntervalMs = TEST_POLL_MS) =>
    createAdapter(fakeSettings(server(), 'replicate'), { ...testDeps, pollIntervalMs })

  it('creates a prediction with the model as version and the system prompt in its own field', async () => {
    await adapter().generate(sampleRequest(MODEL), AbortSignal.timeout(5_000))
    const [created] = server().requests('replicate')
    expect(created).toMatchObject({ method: 'POST', path: '/replicate/v1/predictions' })
    expect(created?.headers.authorization).toBe('Bearer test-replicate-key')
    expect(created?.body).toEqual({
      version: MODEL,
      input: {
        prompt: 'User: Hello\n\nAssistant: Hi! How can I help?\n\nUser: What do you invest in?\n\nAssistant:',
        system_prompt: 'You are the studio assistant.',
        max_new_tokens: 256,
        temperature: 0.3,
        top_p: 0.8,
      },
    })
  })

  it('polls the prediction while it starts and processes, pausing the interval between polls', async () => {
    const started = Date.now()
    const result = await adapter(120).generate(sampleRequest(MODEL), AbortSignal.timeout(5_000))
    const elapsed = Date.now() - started

    const sent = server().requests('replicate')
    const id = result.id
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /replicate/v1/predictions',
      `GET /replicate/v1/predictions/${id}`,
      `GET /replicate/v1/predictions/${id}`,
    ])
    expect(sent[1]?.headers.authorization).toBe('Bearer test-replicate-key')
    expect(elapsed).toBeGreaterThanOrEqual(2 * 120 - 5)
    expect(result).toMatchObject({ model: MODEL, finishReason: 'stop' })
  })

  it("joins the output tokens back into the reply's text", async () => {
    server().setMode('replicate', { kind: 'ok', content: 'We invest from pre-seed to Series A.' })
    const result = await adapter().generate(sampleRequest(MODEL), AbortSignal.timeout(5_000))
    expect(result.content).toBe('We invest from pre-seed to Series A.')
  })

  it("a prediction that ends 'failed' is 'Prediction failed'", async () => {
    server().setMode('replicate', { kind: 'prediction-failed' })
    const err = await rejection(adapter().generate(sampleRequest(MODEL), AbortSignal.timeout(5_000)))
    expect(err).toBeInstanceOf(LlmError)
    expect(err).toMatchObject({ code: 'prediction-failed', message: 'Prediction failed' })
    expect(server().requests('replicate')).toHaveLength(3)
  })

  it('stops waiting between polls as soon as the signal aborts', async () => {
    const started = Date.now()
    const err = await rejection(adapter(60_000).generate(sampleRequest(MODEL), AbortSignal.timeout(200)))
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(err).toMatchObject({ name: 'TimeoutError' })
    expect(server().requests('replicate')).toHaveLength(1)
  })
})
