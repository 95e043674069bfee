import { describe, expect, it } from 'vitest'
import { cleanDraftValues, parseDraft } from './apply-draft'

describe('apply draft', () => {
  it('never keeps the honeypot, the idempotency key, consent or empty values', () => {
    expect(cleanDraftValues({ companyName: 'Acme', fax: 'x', _idem: 'k', consent: 'on', website: '' })).toEqual({ companyName: 'Acme' })
  })

  it('restores a stored draft and clamps its step to the steps that exist', () => {
    expect(parseDraft(JSON.stringify({ step: 9, values: { companyName: 'Acme', _idem: 'k' } }), 5)).toEqual({
      step: 4,
      values: { companyName: 'Acme' },
    })
  })

  it('remembers the chosen deck by name only, and drops a name that is not a string or is too long', () => {
    expect(parseDraft(JSON.stringify({ step: 3, values: { companyName: 'Acme' }, deck: 'Acme deck.pdf' }), 5)).toEqual({
      step: 3,
      values: { companyName: 'Acme' },
      deck: 'Acme deck.pdf',
    })
    expect(parseDraft(JSON.stringify({ step: 3, values: {}, deck: 42 }), 5)).not.toHaveProperty('deck')
    expect(parseDraft(JSON.stringify({ step: 3, values: {}, deck: `${'a'.repeat(300)}.pdf` }), 5)).not.toHaveProperty('deck')
    expect(parseDraft(JSON.stringify({ step: 3, values: {}, deck: '' }), 5)).not.toHaveProperty('deck')
  })

  it('ignores malformed drafts and non-string values', () => {
    expect(parseDraft('{not json', 5)).toBeNull()
    expect(parseDraft(JSON.stringify([1, 2]), 5)).toBeNull()
    expect(parseDraft(JSON.stringify({ values: { a: 1, b: 'ok' } }), 5)).toEqual({ step: 0, values: { b: 'ok' } })
    expect(parseDraft(null, 5)).toBeNull()
  })
})
