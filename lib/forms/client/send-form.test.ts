// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { DECK_FIELD, DECK_MESSAGES } from '@/lib/files/deck'
import { FORM_MESSAGES, HONEYPOT_FIELD, type FormState } from '@/lib/forms/form-state'
import type { FormSender, SendProblem } from './send-form'

// A minimal browser: storage, window events, the connection and a fetch that answers as told.
const store = new Map<string, string>()
const storage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
}
let answer: () => Promise<Response> = async () => new Response('{}')
const requests: string[] = []
const bodies: unknown[] = []
// new FormData(form) reads a form element; here a form is its fields.
class FormDataOf extends FormData {
  constructor(form?: { fields: [string, string][] }) {
    super()
    for (const [name, value] of form?.fields ?? []) this.append(name, value)
  }
}
Object.assign(globalThis, {
  localStorage: storage,
  sessionStorage: storage,
  window: { dispatchEvent: () => true, localStorage: storage },
  location: { pathname: '/apply' },
  navigator: { onLine: true },
  FormData: FormDataOf,
  fetch: async (url: string, init?: RequestInit) => (requests.push(url), bodies.push(init?.body), answer()),
})

const { sendForm } = await import('./send-form')
const { readQueue } = await import('./send-queue')

const form = { fields: [['companyName', 'Kept Labs'] as [string, string]] } as unknown as HTMLFormElement

function recorder() {
  const seen: { answer?: FormState; pending?: boolean; problem?: SendProblem | null; pushed?: string; stored?: string; failed?: boolean } = {}
  const sender: FormSender = {
    form: 'apply',
    setAnswer: (state) => void (seen.answer = state),
    setPending: (pending) => void (seen.pending = pending),
    setProblem: (problem) => void (seen.problem = problem),
    onStored: (id) => void (seen.stored = id),
    onFailed: () => void (seen.failed = true),
    push: (url) => void (seen.pushed = url),
  }
  return { seen, sender }
}

beforeEach(() => {
  store.clear()
  requests.length = 0
  bodies.length = 0
})

describe('sending a form', () => {
  it('a stored application opens its success page with the reference', async () => {
    answer = async () => new Response(JSON.stringify({ id: 'id-1', reference: 'M3-2026-0042' }), { status: 201 })
    const { seen, sender } = recorder()
    await sendForm(sender, form, 'key-1')
    expect(requests).toEqual(['/api/forms/apply'])
    expect(seen.stored).toBe('id-1')
    expect(seen.pushed).toContain('/apply/success?ref=M3-2026-0042')
    expect(readQueue()).toEqual([])
  })

  it('an attempt that does not get through is kept with its key, and the form says so', async () => {
    answer = async () => new Response('', { status: 503 })
    const { seen, sender } = recorder()
    await sendForm(sender, form, 'key-2')
    expect(seen.problem).toEqual({ reason: 'server', key: 'key-2' })
    expect(seen.pending).toBe(false)
    expect(seen.failed).toBe(true)
    expect(readQueue().map((e) => [e.key, e.values.companyName])).toEqual([['key-2', 'Kept Labs']])
  })

  it('an upload that does not get through is not kept: the form keeps its values and says to send again', async () => {
    answer = async () => new Response('', { status: 503 })
    const { seen, sender } = recorder()
    await sendForm(sender, form, 'key-3', '/apply/submit')
    expect(requests).toEqual(['/apply/submit'])
    expect(seen.answer).toEqual({ status: 'error', fieldErrors: {}, formError: DECK_MESSAGES.notSent, values: { companyName: 'Kept Labs' } })
    expect(readQueue()).toEqual([])
  })

  it("a refusal shows the server's messages beside the fields", async () => {
    answer = async () => new Response(JSON.stringify({ fieldErrors: { companyName: 'Company name is required.' } }), { status: 400 })
    const { seen, sender } = recorder()
    await sendForm(sender, form, 'key-4')
    expect(seen.answer).toMatchObject({ status: 'error', fieldErrors: { companyName: 'Company name is required.' } })
    expect(seen.problem).toBeNull()
  })

  it('an upload refused with a message for the deck (503, too many uploads) shows it beside the field, not queued', async () => {
    const refusal = { error: FORM_MESSAGES.unavailable, formError: FORM_MESSAGES.unavailable, fieldErrors: { [DECK_FIELD]: DECK_MESSAGES.busy } }
    answer = async () => new Response(JSON.stringify(refusal), { status: 503, headers: { 'Retry-After': '60' } })
    const { seen, sender } = recorder()
    await sendForm(sender, form, 'key-5', '/apply/submit')
    expect(seen.answer).toEqual({ status: 'error', fieldErrors: { [DECK_FIELD]: DECK_MESSAGES.busy }, formError: FORM_MESSAGES.unavailable, values: { companyName: 'Kept Labs' } })
    expect(seen.problem).toBeNull()
    expect(seen.failed).toBeUndefined()
    expect(readQueue()).toEqual([])
  })

  it('a filled honeypot goes with the JSON body, and with the kept copy that is sent again later', async () => {
    const trapped = { fields: [['companyName', 'Bot Labs'], [HONEYPOT_FIELD, 'http://spam.example']] } as unknown as HTMLFormElement
    answer = async () => new Response('', { status: 503 })
    await sendForm(recorder().sender, trapped, 'key-6')
    expect(JSON.parse(bodies[0] as string)).toMatchObject({ companyName: 'Bot Labs', [HONEYPOT_FIELD]: 'http://spam.example' })
    expect(readQueue()[0]).toMatchObject({ key: 'key-6', honeypot: 'http://spam.example' })
    expect(readQueue()[0]!.values).not.toHaveProperty(HONEYPOT_FIELD)
  })
})
