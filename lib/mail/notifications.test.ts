import { describe, expect, it } from 'vitest'
import { PROCESS_STEPS } from '@/config/facts'
import { siteConfig } from '@/lib/site'
import { founderReceipt, teamEmail, teamNotice } from './notifications'

const id = '3f2a9c1e-0000-4000-8000-000000000001'
const reference = 'M3-2026-0042'
const statusToken = 'AbCdEfGhIjKlMnOpQrStU_'
const application = { id, reference, statusToken, formType: 'apply' as const, data: { companyName: 'Helix Labs', founderName: 'Ada Lovelace', email: 'ada@helix.example', pitch: 'Agents that\nfile lab reports.' } }

describe('the team notice', () => {
  it('names what arrived, from whom, with the reference and the admin link, replying to the sender', () => {
    const m = teamNotice(application)!
    expect(m.to).toBe(teamEmail())
    expect(m.replyTo).toBe('ada@helix.example')
    expect(m.subject).toBe('New application: Helix Labs (M3-2026-0042)')
    expect(m.text).toContain(`${siteConfig().url.replace(/\/$/, '')}/admin/submissions/${id}`)
    expect(m.text).toContain('pitch: Agents that file lab reports.')
  })

  it('covers every contact form and no other kind', () => {
    expect(teamNotice({ id, reference, formType: 'contact_media', data: { name: 'Grace', email: 'g@press.example', message: 'Hi' } })?.subject).toBe('New contact — media: Grace (M3-2026-0042)')
    for (const formType of ['newsletter', 'chat', 'early-access', 'demo'] as const) expect(teamNotice({ id, reference, formType, data: { email: 'x@y.example' } })).toBeNull()
  })

  it('says when a pitch deck is attached in the admin area, and nothing of one when there is none', () => {
    expect(teamNotice({ ...application, files: [{ fileName: 'Helix\nSeed.pdf' }] })!.text).toContain('A pitch deck is attached in the admin area (Helix Seed.pdf).')
    expect(teamNotice(application)!.text).not.toContain('pitch deck')
  })

  it('never puts a malformed address in Reply-To', () => {
    expect(teamNotice({ id, reference, formType: 'contact', data: { name: 'X', email: 'a@b.example>, evil@x.example' } })?.replyTo).toBeUndefined()
  })
})

describe('the founder receipt', () => {
  it('thanks the founder by name, gives the reference and the timeline', () => {
    const m = founderReceipt(application)!
    expect(m.to).toBe('ada@helix.example')
    expect(m.subject).toBe('We received your application (reference M3-2026-0042)')
    expect(m.text).toContain('Your application is in, and its reference is M3-2026-0042.')
    expect(m.text).toMatch(/^Dear Ada Lovelace,/)
    expect(m.text).toContain('with Helix Labs')
    for (const step of PROCESS_STEPS) expect(m.text).toContain(`${step.name} (${step.duration})`)
  })

  it('confirms the pitch deck that arrived, by name and size, and says nothing of one when there is none', () => {
    expect(founderReceipt({ ...application, files: [{ fileName: 'Helix\nSeed.pdf', sizeBytes: 2048 }] })!.text).toContain('Pitch deck: Helix Seed.pdf (2 kB) — received with it.')
    expect(founderReceipt(application)!.text).not.toContain('Pitch deck')
  })

  it('carries the private status link, absolute on SITE_URL, on a line of its own', () => {
    const link = `${siteConfig().url.replace(/\/$/, '')}/apply/status/${statusToken}`
    expect(founderReceipt(application)!.text.split('\n')).toContain(link)
  })

  it('has no status line when there is no token to give', () => {
    expect(founderReceipt({ ...application, statusToken: undefined })!.text).not.toContain('/apply/status/')
  })

  it('is only for applications with an address', () => {
    expect(founderReceipt({ ...application, formType: 'contact' })).toBeNull()
    expect(founderReceipt({ ...application, data: { ...application.data, email: '' } })).toBeNull()
  })
})
