import { describe, expect, it, vi } from 'vitest'
import { refusalState } from './refusal'
import { openValues, sealValues } from './refusal-values'

vi.mock('@/lib/auth/secret', () => ({ sessionSecret: () => 'k'.repeat(48) }))

const typed = { companyName: 'Kept Labs', pitch: 'Agents that keep what founders typed.', consent: 'on' }

describe('what a founder typed, carried back with a refused application (no JavaScript)', () => {
  it('comes back for the answer it was sealed for, and only that one', () => {
    const sealed = sealValues(typed, 'nonce-1')!
    expect(sealed).not.toContain('Kept') // sealed, not readable in the cookie
    expect(openValues(sealed, 'nonce-1')).toEqual(typed)
    expect(openValues(sealed, 'nonce-2')).toBeNull()
    expect(openValues(sealed, undefined)).toBeNull()
  })

  it('is refused when changed or not made by the server', () => {
    const sealed = sealValues(typed, 'n')!
    const flipped = `${sealed.slice(0, 40)}${sealed[40] === 'A' ? 'B' : 'A'}${sealed.slice(41)}`
    expect(openValues(flipped, 'n')).toBeNull()
    expect(openValues('not-a-sealed-value', 'n')).toBeNull()
  })

  it('does not travel when it would not fit in a cookie', () => {
    const random = Array.from({ length: 3000 }, () => Math.random().toString(36).slice(2, 3)).join('')
    expect(sealValues({ problem: random, solution: random.split('').reverse().join('') }, 'n')).toBeNull()
  })

  it('fills the form again, and the message no longer says it was lost', () => {
    const state = refusalState({ refused: 'deck-type', r: 'n' }, ['companyName', 'deckFile'], typed)
    expect(state).toMatchObject({ status: 'error', values: typed, fieldErrors: { deckFile: expect.stringContaining('must be a PDF') } })
    expect(state?.status === 'error' && state.formError).not.toContain('could not be kept')
    expect(refusalState({ refused: 'deck-type' }, [], null)).toMatchObject({ values: {}, formError: expect.stringContaining('could not be kept') })
    expect(refusalState({ refused: 'made-up' }, [], typed)).toBeNull()
  })
})
