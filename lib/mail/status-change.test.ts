import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site'
import { APPLICATION_STATUSES, SHARED_STATUSES } from '@/lib/pipeline/statuses'
import { statusChangeMail } from './status-change'

const application = { reference: 'M3-2026-0042', data: { companyName: 'Helix Labs', founderName: 'Ada Lovelace', email: 'ada@helix.example' } }

describe('the founder e-mail on a status change', () => {
  it('is written for each shared status, quoting the reference and pointing to the status link of the confirmation', () => {
    for (const status of SHARED_STATUSES) {
      const m = statusChangeMail(application, status)!
      expect(m.to).toBe('ada@helix.example')
      expect(m.replyTo).toBe(siteConfig().email)
      expect(m.subject).toContain('(reference M3-2026-0042)')
      expect(m.text).toMatch(/^Dear Ada Lovelace,/)
      expect(m.text).toContain('Your reference is M3-2026-0042.')
      expect(m.text).toContain('private link in the confirmation e-mail')
    }
  })

  it('says what each status means in plain words', () => {
    expect(statusChangeMail(application, 'reviewing')!.text).toContain("A partner has started reviewing Helix Labs's application.")
    expect(statusChangeMail(application, 'diligence')!.text).toContain('moved it to due diligence')
    expect(statusChangeMail(application, 'declined')!.text).toContain('decided not to take it further')
  })

  it('is never sent for an internal status or without a valid address', () => {
    for (const status of APPLICATION_STATUSES.filter((s) => !SHARED_STATUSES.has(s))) expect(statusChangeMail(application, status)).toBeNull()
    expect(statusChangeMail({ ...application, data: { ...application.data, email: 'not an address' } }, 'reviewing')).toBeNull()
  })

  it('never tells the founder anything internal', () => {
    const m = statusChangeMail({ ...application, data: { ...application.data, notes: 'secret' } }, 'declined')!
    expect(m.text).not.toContain('secret')
  })
})
