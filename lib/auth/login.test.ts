import { randomBytes, scryptSync } from 'node:crypto'
import { beforeEach, expect, it, vi } from 'vitest'
import type { Db } from '@/lib/db/client'
import { setStoredPasswordHash } from '@/lib/db/queries/settings'
import { loginAttempts } from '@/lib/db/schema'
import { describeEachDb } from '@/tests/support/db'

// The database is the one under test; the audit log, the session secret and scrypt's call count are stand-ins.
const h = vi.hoisted(() => ({ db: undefined as unknown, audit: [] as { action: string }[], verifications: 0, verifiedAt: [] as number[], budget: 100 }))
vi.mock('@/lib/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/env')>()
  return { ...real, env: () => ({ ...real.env(), LOGIN_GLOBAL_FAILURES: h.budget }) }
})
vi.mock('@/lib/db/client', async (importOriginal) => ({ ...(await importOriginal<object>()), getDb: async () => h.db }))
vi.mock('@/lib/audit/log', () => ({ recordAudit: async (e: { action: string }) => void h.audit.push(e) }))
vi.mock('./secret', () => ({ sessionSecret: () => 'x'.repeat(48) }))
vi.mock('./password-hash', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password-hash')>()
  return {
    ...real,
    verifyPassword: async (password: string, hash: string) => {
      h.verifications++
      h.verifiedAt.push(Date.now())
      return real.verifyPassword(password, hash)
    },
  }
})

const { attemptLogin } = await import('./login')

const PASSWORD = 'Right-Horse-Battery-9!'
/** A real scrypt hash at the cheapest cost the parser accepts, so twenty checks take milliseconds, not seconds. */
function cheapHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 })
  return ['scrypt', 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(':')
}
const from = (ip: string) => new Headers({ 'x-forwarded-for': ip })

describeEachDb('admin login limit', ({ handle }) => {
  beforeEach(async () => {
    h.db = handle().db
    h.audit = []
    h.verifications = 0
    h.verifiedAt = []
    h.budget = 100
    await handle().db.delete(loginAttempts)
    await setStoredPasswordHash(handle().db as Db, cheapHash(PASSWORD))
  })

  it('evaluates at most 5 of 20 parallel wrong guesses, refuses the rest with 429 and blocks the client', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attemptLogin(`wrong-${i}`, from('198.51.100.20'))))
    const statuses = results.map((r) => (r.ok ? 200 : r.status))
    expect(h.verifications).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15)
    const withRightPassword = await attemptLogin(PASSWORD, from('198.51.100.20'))
    expect(withRightPassword).toMatchObject({ ok: false, status: 429 })
  })

  it('answers the 5th sequential failure with Invalid password and the 6th with the rate-limit text', async () => {
    for (let i = 1; i <= 5; i++) expect(await attemptLogin('wrong', from('198.51.100.21'))).toMatchObject({ ok: false, status: 401, message: 'Invalid password' })
    const sixth = await attemptLogin('wrong', from('198.51.100.21'))
    expect(sixth).toMatchObject({ ok: false, status: 429, message: 'Rate limit exceeded. Try again in 60 minutes.' })
    expect(h.verifications).toBe(5)
  })

  it('lets the right password in and starts the count over', async () => {
    for (let i = 0; i < 4; i++) await attemptLogin('wrong', from('198.51.100.22'))
    expect((await attemptLogin(PASSWORD, from('198.51.100.22'))).ok).toBe(true)
    for (let i = 0; i < 4; i++) await attemptLogin('wrong', from('198.51.100.22'))
    expect((await attemptLogin(PASSWORD, from('198.51.100.22'))).ok).toBe(true)
  })

  it('counts every address of an IPv6 /64 as one client', async () => {
    for (let i = 1; i <= 5; i++) await attemptLogin('wrong', from(`2001:db8:7:7::${i}`))
    expect(await attemptLogin(PASSWORD, from('2001:db8:7:7:abcd::99'))).toMatchObject({ ok: false, status: 429 })
    expect((await attemptLogin(PASSWORD, from('2001:db8:7:8::1'))).ok).toBe(true)
  })

  it('past the global failure budget, checks password one a second server-wide but never refuses the owner', async () => {
    h.budget = 3
    for (let i = 1; i <= 3; i++) await attemptLogin('wrong', from(`192.0.2.${i}`))
    const start = h.verifiedAt.length
    const late = await Promise.all([
      attemptLogin('wrong', from('192.0.2.10')),
      attemptLogin('wrong', from('192.0.2.11')),
      attemptLogin(PASSWORD, from('192.0.2.12')),
    ])
    expect(late.map((r) => r.ok)).toEqual([false, false, true])
    const braked = h.verifiedAt.slice(start)
    expect(braked).toHaveLength(3)
    for (let i = 1; i < braked.length; i++) expect(braked[i]! - braked[i - 1]!).toBeGreaterThanOrEqual(950)
  })
})
