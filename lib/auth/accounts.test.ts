import { beforeEach, expect, it, vi } from 'vitest'
import { adminSessions, adminUsers } from '@/lib/db/schema'
import { insertSession, isSessionActive } from '@/lib/db/queries/admin-sessions'
import { findLoginAccount, listAdminAccounts, listReviewers } from '@/lib/db/queries/admin-users'
import { describeEachDb } from '@/tests/support/db'

// scrypt at the cheapest cost the parser accepts: these tests are about the accounts, not the hash.
vi.mock('./password-hash', async (importOriginal) => {
  const { cheapPasswordHash } = await import('@/tests/support/password')
  return { ...(await importOriginal<object>()), hashPassword: async (password: string) => cheapPasswordHash(password) }
})

const { accountForLink, createReviewer, hashSetPasswordToken, redeemSetPasswordLink, renewSetPasswordLink, setReviewerEnabled, SET_PASSWORD_LINK_HOURS } = await import('./accounts')

const now = new Date('2026-06-01T09:00:00Z')
const hoursLater = (h: number) => new Date(now.getTime() + h * 3_600_000)
const NEW_PASSWORD = 'Chosen-By-Reviewer-42!'

describeEachDb('reviewer accounts', ({ handle }) => {
  beforeEach(async () => {
    await handle().db.delete(adminSessions)
    await handle().db.delete(adminUsers)
  })

  it('adds a reviewer with a one-time link whose token is stored only as its sha256', async () => {
    const { db } = handle()
    const created = await createReviewer(db, { name: 'Grace Hopper', email: ' Grace@Example.com ', createdBy: 'admin' }, now)
    expect(created?.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created?.account).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', role: 'reviewer', disabled: false })
    const [row] = await db.select().from(adminUsers)
    expect(row?.setPasswordTokenHash).toBe(hashSetPasswordToken(created!.token!))
    expect(row?.setPasswordTokenHash).not.toContain(created!.token!)
    expect(row?.passwordHash).toBeNull()
    expect(row?.setPasswordExpiresAt).toEqual(hoursLater(SET_PASSWORD_LINK_HOURS))
    expect((await listAdminAccounts(db)).map((a) => a.name)).toEqual(['Owner', 'Grace Hopper'])
    expect(await listReviewers(db)).toMatchObject([{ email: 'grace@example.com', hasPassword: false, linkExpiresAt: hoursLater(SET_PASSWORD_LINK_HOURS) }])
  })

  it('adds a reviewer with a password the owner typed, and refuses a second account for the same e-mail', async () => {
    const { db } = handle()
    const created = await createReviewer(db, { name: 'Ada', email: 'ada@example.com', password: NEW_PASSWORD, createdBy: 'admin' }, now)
    expect(created?.token).toBeNull()
    expect((await findLoginAccount(db, 'ADA@example.com'))?.passwordHash).toMatch(/^scrypt:/)
    expect(await createReviewer(db, { name: 'Other Ada', email: 'Ada@Example.com', createdBy: 'admin' }, now)).toBeNull()
    expect(await listReviewers(db)).toHaveLength(1)
  })

  it('sets the password through the link once; a second use is refused', async () => {
    const { db } = handle()
    const { account, token } = (await createReviewer(db, { name: 'Grace', email: 'grace@example.com', createdBy: 'admin' }, now))!
    expect(await accountForLink(db, token!, hoursLater(1))).toMatchObject({ id: account.id })
    expect(await redeemSetPasswordLink(db, token!, NEW_PASSWORD, hoursLater(1))).toBe(account.id)
    expect((await findLoginAccount(db, 'grace@example.com'))?.passwordHash).toMatch(/^scrypt:/)
    expect(await accountForLink(db, token!, hoursLater(1))).toBeNull()
    expect(await redeemSetPasswordLink(db, token!, 'Another-Pass-77!', hoursLater(2))).toBeNull()
  })

  it('refuses an expired link, an unknown token and a disabled account’s link', async () => {
    const { db } = handle()
    const grace = (await createReviewer(db, { name: 'Grace', email: 'grace@example.com', createdBy: 'admin' }, now))!
    expect(await redeemSetPasswordLink(db, grace.token!, NEW_PASSWORD, hoursLater(SET_PASSWORD_LINK_HOURS + 0.01))).toBeNull()
    expect(await accountForLink(db, grace.token!, hoursLater(SET_PASSWORD_LINK_HOURS + 0.01))).toBeNull()
    expect(await redeemSetPasswordLink(db, 'not-a-token', NEW_PASSWORD, hoursLater(1))).toBeNull()
    expect((await findLoginAccount(db, 'grace@example.com'))?.passwordHash).toBeNull()

    const alan = (await createReviewer(db, { name: 'Alan', email: 'alan@example.com', createdBy: 'admin' }, now))!
    await setReviewerEnabled(db, alan.account.id, false, hoursLater(1))
    expect(await redeemSetPasswordLink(db, alan.token!, NEW_PASSWORD, hoursLater(2))).toBeNull()
  })

  it('a new link replaces the old one', async () => {
    const { db } = handle()
    const grace = (await createReviewer(db, { name: 'Grace', email: 'grace@example.com', createdBy: 'admin' }, now))!
    const fresh = await renewSetPasswordLink(db, grace.account.id, hoursLater(100))
    expect(fresh).toBeTruthy()
    expect(await accountForLink(db, grace.token!, hoursLater(101))).toBeNull()
    expect(await redeemSetPasswordLink(db, fresh!, NEW_PASSWORD, hoursLater(101))).toBe(grace.account.id)
    expect(await renewSetPasswordLink(db, '00000000-0000-4000-8000-000000000000', now)).toBeNull()
  })

  it("disabling revokes that reviewer's sessions at once and no one else's; enabling lets it in again", async () => {
    const { db } = handle()
    const grace = (await createReviewer(db, { name: 'Grace', email: 'grace@example.com', password: NEW_PASSWORD, createdBy: 'admin' }, now))!
    const alan = (await createReviewer(db, { name: 'Alan', email: 'alan@example.com', password: NEW_PASSWORD, createdBy: 'admin' }, now))!
    const expiresAt = hoursLater(24)
    await insertSession(db, { jti: 'grace-1', userId: grace.account.id, expiresAt })
    await insertSession(db, { jti: 'grace-2', userId: grace.account.id, expiresAt })
    await insertSession(db, { jti: 'alan-1', userId: alan.account.id, expiresAt })
    await insertSession(db, { jti: 'owner-1', userId: 'admin', expiresAt })

    expect(await setReviewerEnabled(db, grace.account.id, false, hoursLater(1))).toEqual({ found: true, revokedSessions: 2 })
    expect(await isSessionActive(db, 'grace-1', hoursLater(1))).toBe(false)
    expect(await isSessionActive(db, 'grace-2', hoursLater(1))).toBe(false)
    expect(await isSessionActive(db, 'alan-1', hoursLater(1))).toBe(true)
    expect(await isSessionActive(db, 'owner-1', hoursLater(1))).toBe(true)
    expect((await findLoginAccount(db, 'grace@example.com'))?.disabled).toBe(true)

    expect(await setReviewerEnabled(db, grace.account.id, true, hoursLater(2))).toEqual({ found: true, revokedSessions: 0 })
    expect((await findLoginAccount(db, 'grace@example.com'))?.disabled).toBe(false)
    expect(await setReviewerEnabled(db, '00000000-0000-4000-8000-000000000000', false)).toEqual({ found: false, revokedSessions: 0 })
  })
})
