import { describe, expect, it } from 'vitest'
import { applicationCopyText, applicationLines } from './application-copy'
import { pageForm, successUrl } from './page-forms'

describe("the founder's copy of an application", () => {
  const data = { pitch: 'Agents that file lab reports.', email: 'ada@helix.example', companyName: 'Helix Labs', stage: 'series-a', sector: 'bio-ai', consent: true, deckUrl: 'https://helix.example/deck.pdf', revenue: '' }

  it("lists the fields in the form's order with its labels and readable values, leaving blanks out", () => {
    expect(applicationLines(data).map((l) => [l.label, l.value])).toEqual([
      ['Company name', 'Helix Labs'],
      ['Stage', 'Series A'],
      ['Sector', 'Bio + AI'],
      ['E-mail address', 'ada@helix.example'],
      ['Pitch', 'Agents that file lab reports.'],
      ['Link to your deck', 'https://helix.example/deck.pdf'],
      ['Agreed to the privacy policy', 'Yes'],
    ])
  })

  it('ends with the pitch deck that arrived, by name and size, on the page and in the text', () => {
    const files = [{ fileName: 'Helix seed.pdf', sizeBytes: 2 * 1024 * 1024 + 300_000 }]
    expect(applicationLines(data, files).at(-1)).toEqual({ name: 'deckFile', label: 'Pitch deck', value: 'Helix seed.pdf (2.3 MB)' })
    expect(applicationLines(data).map((l) => l.label)).not.toContain('Pitch deck')
    const text = applicationCopyText({ reference: 'M3-2026-0042', company: 'Helix Labs', submittedAt: new Date('2026-03-02T10:05:00Z'), data, files }, 'Meta3 Ventures')
    expect(text).toContain('Pitch deck:\nHelix seed.pdf (2.3 MB)\n')
  })

  it('as text: the reference, the date and every answer', () => {
    const text = applicationCopyText({ reference: 'M3-2026-0042', company: 'Helix Labs', submittedAt: new Date('2026-03-02T10:05:00Z'), data }, 'Meta3 Ventures')
    expect(text.split('\n').slice(0, 3)).toEqual(['Application to Meta3 Ventures — Helix Labs', 'Reference: M3-2026-0042', 'Sent: 2026-03-02 10:05 UTC'])
    expect(text).toContain('Pitch:\nAgents that file lab reports.\n')
  })
})

describe('the success page a stored submission leads to', () => {
  const id = '3f2a9c1e-0000-4000-8000-000000000001'

  it('an application: its reference and status link token; the reference alone on a repeat; nothing while queued', () => {
    expect(successUrl(pageForm('apply'), { id, reference: 'M3-2026-0042', statusToken: 'AbCdEfGhIjKlMnOpQrStU_', queued: false })).toBe('/apply/success?ref=M3-2026-0042&token=AbCdEfGhIjKlMnOpQrStU_')
    expect(successUrl(pageForm('apply-new'), { id, reference: 'M3-2026-0042', queued: false })).toBe('/apply/success?ref=M3-2026-0042')
    expect(successUrl(pageForm('apply'), { id, queued: true })).toBe('/apply/success')
  })

  it("a message: its id, for the page to read reference and reply address; a form without a page: none", () => {
    expect(successUrl(pageForm('contact'), { id, reference: 'M3-2026-0043', queued: false })).toBe(`/contact/success?id=${id}`)
    expect(successUrl(pageForm('contact'), { id, queued: true })).toBe(`/contact/success?id=${id}&queued=1`)
    expect(successUrl(pageForm('newsletter'), { id, queued: false })).toBeUndefined()
  })
})
