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
    expect(m.text).toContain('Pitch: Agents that file lab reports.')
  })

  it("writes the form's labels and readable values, never stored keys and option values", () => {
    // Two founders whose answers mention each other: each notice carries its own answers only.
    const ada = teamNotice({ ...application, data: { ...application.data, stage: 'seed', sector: 'fintech-ai', consent: true, pitch: 'We work with Grace at Hopper Labs.' } })!.text
    const grace = teamNotice({ ...application, data: { companyName: 'Hopper Labs', founderName: 'Grace Hopper', email: 'grace@hopper.example', stage: 'series-a', pitch: 'Ada Lovelace of Helix Labs is our first customer.' } })!.text
    for (const line of ['Company name: Helix Labs', 'Founder name: Ada Lovelace', 'Stage: Seed', 'Sector: Fintech + AI', 'Pitch: We work with Grace at Hopper Labs.']) expect(ada).toContain(line)
    expect(ada).toMatch(/\nAgreed to the privacy policy: Yes\n/)
    for (const raw of ['companyName:', 'stage: seed', 'founderName:', 'consent: true']) expect(ada).not.toContain(raw)
    expect(grace).toContain('Stage: Series A')
    expect(grace).not.toContain('Stage: Seed')
    expect(grace).not.toContain('We work with Grace')
    const contact = teamNotice({ id, reference, formType: 'contact_media', data: { name: 'Grace', email: 'g@press.example', outlet: 'Daily Planet', message: 'Hi' } })!.text
    expect(contact).toMatch(/^Message: Hi$/m)
    expect(contact).not.toMatch(/^message:/m)
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
