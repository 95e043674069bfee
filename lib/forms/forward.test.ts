import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OutboxEntry } from './outbox'

const entry: OutboxEntry = {
  id: '11111111-2222-3333-4444-555555555555',
  formType: 'newsletter',
  data: { email: 'a@example.com' },
  metadata: {},
  createdAt: '2026-11-22T00:00:00.000Z',
  idempotencyKey: null,
}

async function loadWith(env: Record<string, string>) {
  vi.resetModules()
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v)
  return import('./forward')
}

describe('forwardSubmission', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('does nothing when no forwarding URL is configured', async () => {
    const { forwardSubmission } = await loadWith({ FORM_FORWARD_NEWSLETTER_URL: '' })
    const fetchImpl = vi.fn()
    expect(await forwardSubmission(entry, fetchImpl as never, [])).toBe(false)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('POSTs the stored submission as JSON and retries until it is accepted', async () => {
    const { forwardSubmission, forwardTarget } = await loadWith({ FORM_FORWARD_NEWSLETTER_URL: 'https://forms.example/newsletter' })
    expect(forwardTarget('contact_media')).toBeUndefined()
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('ok', { status: 200 }))
    expect(await forwardSubmission(entry, fetchImpl as never, [0, 0, 0])).toBe(true)
    expect(fetchImpl).toHaveBeenCalledTimes(3)
    const [url, init] = fetchImpl.mock.calls[2]!
    expect(url).toBe('https://forms.example/newsletter')
    expect(JSON.parse(init.body)).toEqual({ id: entry.id, form_type: 'newsletter', data: entry.data, created_at: entry.createdAt })
  })

  it('gives up quietly after its retries: the visitor never sees a forwarding failure', async () => {
    const { forwardSubmission } = await loadWith({ FORM_FORWARD_CONTACT_URL: 'https://forms.example/contact' })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetchImpl = vi.fn().mockResolvedValue(new Response('no', { status: 500 }))
    expect(await forwardSubmission({ ...entry, formType: 'contact' }, fetchImpl as never, [0, 0])).toBe(false)
    expect(fetchImpl).toHaveBeenCalledTimes(3)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[forward] giving up'))
  })
})
