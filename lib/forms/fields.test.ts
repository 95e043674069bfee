import { describe, expect, it } from 'vitest'
import { fieldErrorsOf, FORM_SCHEMAS } from './schemas'

const applySchema = FORM_SCHEMAS.apply

describe('text field messages', () => {
  it('says a missing required field is required, and a non-text value that it must be text', () => {
    const missing = applySchema.safeParse({ companyName: 'Helix', email: 'a@b.co', pitch: 'Agents that file lab reports.', stage: 'seed' })
    expect(fieldErrorsOf(missing.error!).founderName).toBe('Founder name is required.')
    const blank = applySchema.safeParse({ companyName: 'Helix', founderName: '  ', email: 'a@b.co', pitch: 'Agents that file lab reports.', stage: 'seed' })
    expect(fieldErrorsOf(blank.error!).founderName).toBe('Founder name is required.')
    const notText = applySchema.safeParse({ companyName: 'Helix', founderName: 42, email: 'a@b.co', pitch: 'Agents that file lab reports.', stage: 'seed' })
    expect(fieldErrorsOf(notText.error!).founderName).toBe('Founder name must be text.')
  })
})
