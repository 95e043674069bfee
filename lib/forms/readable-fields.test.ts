import { describe, expect, it } from 'vitest'
import { humanise, readableFields } from './readable-fields'
import { FORM_TYPE_NAMES, FORM_TYPES, formTypeName } from './types'

const text = (fields: ReturnType<typeof readableFields>) => fields.map((f) => [f.label, 'text' in f ? f.text : f.data])

describe('readableFields', () => {
  it("lists an application's fields in the order of /apply's steps, under their labels, with options' names", () => {
    // Stored in another order (the API's), with the slugs and the boolean the schema keeps.
    const data = { email: 'ana@example.com', pitch: 'Agents that close the books.', founderName: 'Ana', companyName: 'Ledgerly', stage: 'series-a', sector: 'fintech-ai', consent: true, extraNote: 'from the API' }
    expect(text(readableFields('apply', data))).toEqual([
      ['Company name', 'Ledgerly'],
      ['Stage', 'Series A'],
      ['Sector', 'Fintech + AI'],
      ['Founder name', 'Ana'],
      ['E-mail address', 'ana@example.com'],
      ['Pitch', 'Agents that close the books.'],
      ['Agreed to the privacy policy', 'Yes'],
      ['Extra note', 'from the API'],
    ])
  })

  it('names the choices of the contact forms and the newsletter topics, and keeps nested data as data', () => {
    expect(text(readableFields('contact_investor', { name: 'Bo', investorType: 'family-office' }))).toEqual([
      ['Name', 'Bo'],
      ['Investor type', 'Family office'],
    ])
    expect(text(readableFields('newsletter', { email: 'a@b.co', preferences: ['agentic-ai', 'portfolio-news'] }))).toEqual([
      ['E-mail address', 'a@b.co'],
      ['Topics', 'Agentic AI, Portfolio news'],
    ])
    expect(text(readableFields('chat', { context: { page: '/apply' }, duration: 1200 }))).toEqual([
      ['Context', { page: '/apply' }],
      ['Duration (seconds)', '1,200'],
    ])
  })

  it('reads the fields of a type it does not know from their keys', () => {
    expect(text(readableFields('legacy_form', { use_case: 'x', isPartner: false }))).toEqual([
      ['Use case', 'x'],
      ['Is partner', 'No'],
    ])
    expect(humanise('companyName')).toBe('Company name')
  })
})

describe('form type names', () => {
  it('gives every type a readable name, and an unknown stored type its own', () => {
    for (const t of FORM_TYPES) expect(FORM_TYPE_NAMES[t]).toMatch(/^[A-Z][a-z]/)
    expect(formTypeName('contact_general')).toBe('Contact — general')
    expect(formTypeName('early-access')).toBe('Early access')
    expect(formTypeName('old_type')).toBe('old_type')
  })
})
