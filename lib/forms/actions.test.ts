import { beforeEach, expect, it, vi } from 'vitest'
import { FORM_MESSAGES, IDLE } from './form-state'

// The action's collaborators: the request headers Next.js gives it, and the one function that stores.
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.7' }) }))
vi.mock('next/navigation', () => ({ redirect: vi.fn() }))
const submitForm = vi.fn()
vi.mock('./submit', () => ({ submitForm: (...args: unknown[]) => submitForm(...args) }))

const { submitContactGeneral } = await import('./actions')

beforeEach(() => submitForm.mockReset())

it('tells a no-JS visitor whose edited repeat met the first version that the first one stands', async () => {
  submitForm.mockResolvedValue({ status: 'conflict' })
  const form = new FormData()
  form.set('name', 'Ada')
  form.set('_idem', 'page-key')
  const state = await submitContactGeneral(IDLE, form)
  expect(state).toMatchObject({ status: 'error', formError: FORM_MESSAGES.alreadyReceived, values: { name: 'Ada' } })
  expect(submitForm.mock.calls[0]![0]).toMatchObject({ idempotencyKey: 'page-key' })
})
