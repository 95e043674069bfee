import { beforeEach, expect, it, vi } from 'vitest'
import { FORM_MESSAGES, IDLE, type FormState } from '../form-state'

// The action's collaborators: the request headers Next.js gives it, redirect(), and the one function that stores.
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.7' }) }))
const redirect = vi.fn()
vi.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }))
const submitForm = vi.fn()
vi.mock('./submit', async (importOriginal) => ({ ...(await importOriginal<typeof import('./submit')>()), submitForm: (...args: unknown[]) => submitForm(...args) }))

const { submitPageForm } = await import('./actions')
const submitContact = (previous: FormState, form: FormData) => submitPageForm('contact', previous, form)
const submitContactGeneral = (previous: FormState, form: FormData) => submitPageForm('contact_general', previous, form)

beforeEach(() => {
  submitForm.mockReset()
  redirect.mockReset()
})

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return form
}

it('tells a no-JS visitor whose edited repeat met the first version that the first one stands', async () => {
  submitForm.mockResolvedValue({ status: 'conflict' })
  const state = await submitContactGeneral(IDLE, formOf({ name: 'Ada', _idem: 'page-key' }))
  expect(state).toMatchObject({ status: 'error', formError: FORM_MESSAGES.alreadyReceived, values: { name: 'Ada' } })
  expect(submitForm.mock.calls[0]![0]).toMatchObject({ idempotencyKey: 'page-key' })
})

it('sends a form with a success page there, and confirms one without it in place', async () => {
  submitForm.mockResolvedValue({ status: 'stored', id: 'sub-1', reference: 'C-1', duplicate: false })
  await submitContact(IDLE, formOf({ name: 'Ada' }))
  expect(redirect).toHaveBeenCalledWith('/contact/success?id=sub-1')
  expect(submitForm.mock.calls[0]![0]).toMatchObject({ type: 'contact', metadata: expect.objectContaining({ source: 'contact' }) })

  redirect.mockReset()
  expect(await submitContactGeneral(IDLE, formOf({ name: 'Ada' }))).toEqual({ status: 'success', id: 'sub-1', queued: false })
  expect(redirect).not.toHaveBeenCalled()
})

it('shows the schema’s form-wide message apart from the fields’, and a plain one when nothing took the submission', async () => {
  submitForm.mockResolvedValueOnce({ status: 'invalid', fieldErrors: { _form: 'Tell us one way to reach you.', email: 'Enter an e-mail address.' } })
  expect(await submitContactGeneral(IDLE, formOf({ name: 'Ada' }))).toEqual({
    status: 'error',
    formError: 'Tell us one way to reach you.',
    fieldErrors: { email: 'Enter an e-mail address.' },
    values: { name: 'Ada' },
  })
  submitForm.mockRejectedValueOnce(new Error('disk full'))
  expect(await submitContactGeneral(IDLE, formOf({ name: 'Ada' }))).toMatchObject({ status: 'error', formError: FORM_MESSAGES.unavailable })
})

it('tells a visitor whose page names a form this build does not have that the site was updated, keeping what was typed', async () => {
  expect(await submitPageForm('retired-form', IDLE, formOf({ name: 'Ada' }))).toEqual({
    status: 'error',
    fieldErrors: {},
    formError: FORM_MESSAGES.siteUpdated,
    values: { name: 'Ada' },
  })
  expect(submitForm).not.toHaveBeenCalled()
})
