// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { FORM_MESSAGES } from '@/lib/forms/form-state'
import type { SendOutcome, Submission } from './send'

// A minimal browser: localStorage and window events, which is all the queue touches.
const store = new Map<string, string>()
const events: string[] = []
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
  window: { dispatchEvent: (e: Event) => (events.push(e.type), true) },
  location: { pathname: '/contact-hub' },
})

const { enqueue, dequeue, flushQueue, queuedFor, readQueue } = await import('./send-queue')

const sub = (key: string, form: Submission['form'] = 'contact_general'): Submission => ({ form, key, values: { email: `${key}@example.com` } })

beforeEach(() => {
  store.clear()
  events.length = 0
})

describe('the send queue', () => {
  it('keeps submissions by key, newest last, and forgets a discarded one', () => {
    enqueue(sub('a'))
    enqueue(sub('b'))
    enqueue(sub('a')) // a retry that failed again replaces its older copy
    expect(readQueue().map((e) => e.key)).toEqual(['b', 'a'])
    expect(queuedFor('contact_general')?.key).toBe('a')
    dequeue('a')
    expect(readQueue().map((e) => e.key)).toEqual(['b'])
    dequeue('b')
    expect(store.size).toBe(0)
  })

  it('drops entries older than a week and ignores malformed storage', () => {
    store.set('form-send-queue', JSON.stringify([{ ...sub('old'), queuedAt: Date.now() - 8 * 86_400_000, path: '/' }, { nonsense: true }]))
    expect(readQueue()).toEqual([])
    store.set('form-send-queue', '{not json')
    expect(readQueue()).toEqual([])
  })

  it('sends each one; stored ones go, a refusal is marked and skipped later, a failure stops the round', async () => {
    enqueue(sub('ok'))
    enqueue(sub('bad'))
    enqueue(sub('down'))
    enqueue(sub('after'))
    const answers: Record<string, SendOutcome> = {
      ok: { kind: 'stored', id: 'id-ok', queued: false },
      bad: { kind: 'refused', fieldErrors: { email: 'Bad' }, formError: FORM_MESSAGES.invalid },
      down: { kind: 'failed', reason: 'server' },
    }
    const sent: string[] = []
    await flushQueue(async (s) => (sent.push(s.key), answers[s.key]!))
    expect(sent).toEqual(['ok', 'bad', 'down'])
    expect(readQueue().map((e) => [e.key, e.refused?.formError ?? null])).toEqual([
      ['bad', FORM_MESSAGES.invalid],
      ['down', null],
      ['after', null],
    ])
    expect(events).toContain('site:form-queue-sent')

    sent.length = 0
    await flushQueue(async (s) => (sent.push(s.key), { kind: 'stored', id: `id-${s.key}`, queued: false }))
    expect(sent).toEqual(['down', 'after']) // the refused one waits for its form
  })

  it('a 429 during a round is "later", not a refusal', async () => {
    enqueue(sub('x'))
    await flushQueue(async () => ({ kind: 'refused', fieldErrors: {}, formError: FORM_MESSAGES.rateLimited, busy: true }))
    expect(readQueue()[0]?.refused).toBeUndefined()
  })
})
