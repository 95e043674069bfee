import { beforeEach, expect, it, vi } from 'vitest'
import type { Db } from '@/lib/db/client'
import { setStoredPasswordHash } from '@/lib/db/queries/settings'
import { insertAccount, setAccountDisabled } from '@/lib/db/queries/admin-users'
import { adminUsers, loginAttempts } from '@/lib/db/schema'
import { describeEachDb } from '@/tests/support/db'
import { cheapPasswordHash } from '@/tests/support/password'

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
const { verifySessionToken } = await import('./session')

const PASSWORD = 'Right-Horse-Battery-9!'
/** Twenty checks take milliseconds, not seconds. */
const cheapHash = cheapPasswordHash
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

describeEachDb('reviewer login', ({ handle }) => {
  const REVIEWER_PASSWORD = 'Reviewer-Own-Key-5%'
  let reviewerId = ''
  beforeEach(async () => {
    const db = handle().db as Db
    h.db = db
    h.audit = []
    h.verifications = 0
    h.budget = 100
    await db.delete(loginAttempts)
    await db.delete(adminUsers)
    await setStoredPasswordHash(db, cheapHash(PASSWORD))
    reviewerId = (await insertAccount(db, { name: 'Grace Hopper', email: 'grace@example.com', passwordHash: cheapHash(REVIEWER_PASSWORD), role: 'reviewer', createdBy: 'admin' }))!.id
  })

  it('signs a reviewer in with e-mail and password, as that account, and audits the login under its id', async () => {
    const result = await attemptLogin(REVIEWER_PASSWORD, from('198.51.100.40'), ' Grace@Example.com ')
    expect(result.ok).toBe(true)
    const token = (result as { ok: true; session: { token: string } }).session.token
    const verified = await verifySessionToken(token, 'x'.repeat(48))
    expect(verified).toMatchObject({ ok: true, claims: { userId: reviewerId, role: 'reviewer' } })
    expect(h.audit.at(-1)).toMatchObject({ action: 'login.success', userId: reviewerId })
    // The owner's password with the reviewer's e-mail, or the reviewer's without it, is wrong.
    expect(await attemptLogin(PASSWORD, from('198.51.100.40'), 'grace@example.com')).toMatchObject({ ok: false, status: 401, message: 'Invalid password' })
    expect(await attemptLogin(REVIEWER_PASSWORD, from('198.51.100.40'))).toMatchObject({ ok: false, status: 401, message: 'Invalid password' })
  })

  it("locks one account out per client: a reviewer's typos leave the owner, and the reviewer elsewhere, free", async () => {
    for (let i = 1; i <= 5; i++) expect(await attemptLogin('typo', from('198.51.100.41'), 'grace@example.com')).toMatchObject({ status: 401 })
    expect(await attemptLogin(REVIEWER_PASSWORD, from('198.51.100.41'), 'grace@example.com')).toMatchObject({ ok: false, status: 429 })
    expect((await attemptLogin(PASSWORD, from('198.51.100.41'))).ok).toBe(true)
    expect((await attemptLogin(REVIEWER_PASSWORD, from('198.51.100.42'), 'grace@example.com')).ok).toBe(true)
  })

  it('evaluates at most 5 of 20 parallel guesses at one account', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attemptLogin(`guess-${i}`, from('198.51.100.43'), 'grace@example.com')))
    expect(h.verifications).toBeLessThanOrEqual(5)
    expect(results.filter((r) => !r.ok && r.status === 429).length).toBeGreaterThanOrEqual(15)
    expect(await attemptLogin(REVIEWER_PASSWORD, from('198.51.100.43'), 'grace@example.com')).toMatchObject({ ok: false, status: 429 })
  })

  it('answers an unknown e-mail exactly as a wrong password, after the same scrypt', async () => {
    const unknown = await attemptLogin(REVIEWER_PASSWORD, from('198.51.100.44'), 'nobody@example.com')
    const wrong = await attemptLogin('wrong', from('198.51.100.45'), 'grace@example.com')
    expect(unknown).toEqual(wrong)
    expect(unknown).toEqual({ ok: false, status: 401, message: 'Invalid password' })
    expect(h.verifications).toBe(2)
    // And it is counted like one: the sixth try at an unknown name is refused as well.
    for (let i = 0; i < 4; i++) await attemptLogin('x', from('198.51.100.44'), 'nobody@example.com')
    expect(await attemptLogin('x', from('198.51.100.44'), 'nobody@example.com')).toMatchObject({ status: 429 })
  })

  it('refuses a disabled reviewer with the right password, as a wrong one', async () => {
    await setAccountDisabled(handle().db as Db, reviewerId, true)
    expect(await attemptLogin(REVIEWER_PASSWORD, from('198.51.100.46'), 'grace@example.com')).toEqual({ ok: false, status: 401, message: 'Invalid password' })
    expect(h.verifications).toBe(1)
    await setAccountDisabled(handle().db as Db, reviewerId, false)
    expect((await attemptLogin(REVIEWER_PASSWORD, from('198.51.100.46'), 'grace@example.com')).ok).toBe(true)
  })
})
