import { describe, expect, it } from 'vitest'
import { DECK_FIELD, DECK_MESSAGES } from '@/lib/files/deck'
import { FORM_MESSAGES, HONEYPOT_FIELD } from '@/lib/forms/form-state'
import { requestOf, sendMultipart, sendSubmission, type Submission } from './send'

const submission: Submission = { form: 'contact_investor', key: 'k-1', values: { name: 'Ada', email: 'ada@example.com' }, session: 'sess_1' }
const online = () => true

function answering(status: number, body: unknown, contentType = 'application/json') {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': contentType } })
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

describe('sendSubmission', () => {
  it("keeps the server's receipt: the reference and an application's status link token", async () => {
    const { fetch } = answering(201, { id: 'id-2', reference: 'M3-2026-0042', statusToken: 'AbCdEfGhIjKlMnOpQrStU_' })
    expect(await sendSubmission({ ...submission, form: 'apply' }, { fetch, online })).toEqual({
      kind: 'stored',
      id: 'id-2',
      reference: 'M3-2026-0042',
      statusToken: 'AbCdEfGhIjKlMnOpQrStU_',
      queued: false,
    })
  })

  it('posts the values as JSON to the type’s endpoint with the key, the page form and the session', async () => {
    const { fetch, calls } = answering(201, { id: 'id-1' })
    expect(await sendSubmission(submission, { fetch, online })).toEqual({ kind: 'stored', id: 'id-1', queued: false })
    const { url, init } = calls[0]!
    expect(url).toBe('/api/forms/contact_investor')
    const headers = init!.headers as Record<string, string>
    expect(headers['Idempotency-Key']).toBe('k-1')
    expect(headers['X-Page-Form']).toBe('contact_investor')
    expect(JSON.parse(init!.body as string)).toEqual({ name: 'Ada', email: 'ada@example.com', _session: 'sess_1' })
  })

  it('does not try while the browser is offline', async () => {
    const { fetch, calls } = answering(201, { id: 'x' })
    expect(await sendSubmission(submission, { fetch, online: () => false })).toEqual({ kind: 'failed', reason: 'offline' })
    expect(calls).toHaveLength(0)
  })

  it.each([502, 503, 504, 500])('a %i is a failure to retry, not a verdict', async (status) => {
    const { fetch } = answering(status, '<h1>Bad gateway</h1>', 'text/html')
    expect(await sendSubmission(submission, { fetch, online })).toEqual({ kind: 'failed', reason: 'server' })
  })

  it('a 200 that is not ours (a captive portal) is a failure, not a success', async () => {
    const { fetch } = answering(200, '<html>Sign in to the Wi-Fi</html>', 'text/html')
    expect(await sendSubmission(submission, { fetch, online })).toEqual({ kind: 'failed', reason: 'server' })
  })

  it('a network error is a failure; offline when the browser says so afterwards', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof globalThis.fetch
    expect(await sendSubmission(submission, { fetch, online })).toEqual({ kind: 'failed', reason: 'network' })
    let calls = 0
    const goesOffline = () => calls++ === 0
    expect(await sendSubmission(submission, { fetch, online: goesOffline })).toEqual({ kind: 'failed', reason: 'offline' })
  })

  it('gives up after the deadline and says so', async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof globalThis.fetch
    expect(await sendSubmission(submission, { fetch, online, timeoutMs: 20 })).toEqual({ kind: 'failed', reason: 'timeout' })
  })

  it('field errors come back beside their fields, the form-level one apart', async () => {
    const { fetch } = answering(400, { error: 'Some fields need attention.', fieldErrors: { email: 'Bad', _form: 'Check the form' } })
    expect(await sendSubmission(submission, { fetch, online })).toEqual({ kind: 'refused', fieldErrors: { email: 'Bad' }, formError: 'Check the form' })
  })

  it('a 422 (the key was stored with the fields as first sent) is refused with a message that says the first one stands', async () => {
    const { fetch } = answering(422, { error: 'This Idempotency-Key was already used for this form with a different body; nothing was stored.' })
    expect(await sendSubmission(submission, { fetch, online })).toEqual({ kind: 'refused', fieldErrors: {}, formError: FORM_MESSAGES.alreadyReceived })
  })

  it('a 429 is refused with the pages’ rate-limit text', async () => {
    const { fetch } = answering(429, { error: 'Too many submissions. Please try again later.' })
    expect(await sendSubmission(submission, { fetch, online })).toEqual({ kind: 'refused', fieldErrors: {}, formError: FORM_MESSAGES.rateLimited, busy: true })
  })

  it('a filled honeypot travels in the JSON body (the values leave it out), so the server can drop the sender', async () => {
    const { fetch, calls } = answering(201, { id: 'id-3' })
    await sendSubmission({ ...submission, honeypot: 'http://spam.example' }, { fetch, online })
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({ [HONEYPOT_FIELD]: 'http://spam.example', name: 'Ada' })
    // The queue's service-worker copy is built by the same function, so a replay carries it too.
    expect(JSON.parse(requestOf({ ...submission, honeypot: 'x' }).body)[HONEYPOT_FIELD]).toBe('x')
    expect(JSON.parse(requestOf(submission).body)).not.toHaveProperty(HONEYPOT_FIELD)
  })
})

describe('sendMultipart: refusals of an upload that name a field', () => {
  const data = () => new FormData()
  const refusal = (message: string) => ({ error: FORM_MESSAGES.unavailable, formError: FORM_MESSAGES.unavailable, fieldErrors: { [DECK_FIELD]: message } })

  it.each([
    [503, DECK_MESSAGES.busy],
    [429, DECK_MESSAGES.uploadRate],
    [503, DECK_MESSAGES.storageFull],
    [408, DECK_MESSAGES.tooSlow],
  ])('a %i with fieldErrors is a verdict shown beside the field, not a failure to queue (%s)', async (status, message) => {
    const { fetch } = answering(status, refusal(message))
    const outcome = await sendMultipart('/apply/submit', data(), 'k-9', { fetch, online })
    expect(outcome.kind).toBe('refused')
    expect(outcome).toMatchObject({ fieldErrors: { [DECK_FIELD]: message }, formError: FORM_MESSAGES.unavailable })
  })

  it('a 503 without field errors is still a failure to send again', async () => {
    const { fetch } = answering(503, { error: FORM_MESSAGES.unavailable, fieldErrors: {} })
    expect(await sendMultipart('/apply/submit', data(), 'k-9', { fetch, online })).toEqual({ kind: 'failed', reason: 'server' })
  })

  it('only a form-level message (_form) is not a field verdict', async () => {
    const { fetch } = answering(503, { fieldErrors: { _form: 'Down' } })
    expect(await sendMultipart('/apply/submit', data(), 'k-9', { fetch, online })).toEqual({ kind: 'failed', reason: 'server' })
  })
})
