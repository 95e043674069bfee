import { beforeEach, expect, it, vi } from 'vitest'
import { adminSessions, adminUsers } from '@/lib/db/schema'
import { insertSession, isSessionActive } from '@/lib/db/queries/admin-sessions'
import { findLoginAccount, listAdminAccounts, listNamedAccounts } from '@/lib/db/queries/admin-users'
import { describeEachDb } from '@/tests/support/db'

// scrypt at the cheapest cost the parser accepts: these tests are about the accounts, not the hash.
vi.mock('./password-hash', async (importOriginal) => {
  const { cheapPasswordHash } = await import('@/tests/support/password')
  return { ...(await importOriginal<object>()), hashPassword: async (password: string) => cheapPasswordHash(password) }
})

const { accountForLink, createAccount, hashSetPasswordToken, redeemSetPasswordLink, renewSetPasswordLink, setAccountEnabled, SET_PASSWORD_LINK_HOURS } = await import('./accounts')

const now = new Date('2026-06-01T09:00:00Z')
const hoursLater = (h: number) => new Date(now.getTime() + h * 3_600_000)
const NEW_PASSWORD = 'Chosen-By-Reviewer-42!'

describeEachDb('named accounts (reviewers and editors)', ({ handle }) => {
  beforeEach(async () => {
    await handle().db.delete(adminSessions)
    await handle().db.delete(adminUsers)
  })

  it('adds a reviewer with a one-time link whose token is stored only as its sha256', async () => {
    const { db } = handle()
    const created = await createAccount(db, { name: 'Grace Hopper', email: ' Grace@Example.com ', role: 'reviewer', createdBy: 'admin' }, now)
    expect(created?.link?.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created?.account).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', role: 'reviewer', disabled: false })
    const [row] = await db.select().from(adminUsers)
    expect(row?.setPasswordTokenHash).toBe(hashSetPasswordToken(created!.link!.token))
    expect(row?.setPasswordTokenHash).not.toContain(created!.link!.token)
    expect(row?.passwordHash).toBeNull()
    expect(row?.setPasswordExpiresAt).toEqual(hoursLater(SET_PASSWORD_LINK_HOURS))
    expect((await listAdminAccounts(db)).map((a) => a.name)).toEqual(['Owner', 'Grace Hopper'])
    expect(await listNamedAccounts(db)).toMatchObject([{ email: 'grace@example.com', hasPassword: false, linkExpiresAt: hoursLater(SET_PASSWORD_LINK_HOURS) }])
  })

  it('adds a reviewer with a password the owner typed, and refuses a second account for the same e-mail', async () => {
    const { db } = handle()
    const created = await createAccount(db, { name: 'Ada', email: 'ada@example.com', password: NEW_PASSWORD, role: 'reviewer', createdBy: 'admin' }, now)
    expect(created?.link).toBeNull()
    expect((await findLoginAccount(db, 'ADA@example.com'))?.passwordHash).toMatch(/^scrypt:/)
    expect(await createAccount(db, { name: 'Other Ada', email: 'Ada@Example.com', role: 'reviewer', createdBy: 'admin' }, now)).toBeNull()
    expect(await listNamedAccounts(db)).toHaveLength(1)
  })

  it('adds an editor with the role the owner chose, listed beside the reviewers', async () => {
    const { db } = handle()
    const created = await createAccount(db, { name: 'Ed Itor', email: 'ed@example.com', role: 'editor', createdBy: 'admin' }, now)
    expect(created?.account).toMatchObject({ role: 'editor' })
    await createAccount(db, { name: 'Rita', email: 'rita@example.com', role: 'reviewer', password: NEW_PASSWORD, createdBy: 'admin' }, now)
    expect((await listNamedAccounts(db)).map((a) => [a.name, a.role])).toEqual([
      ['Ed Itor', 'editor'],
      ['Rita', 'reviewer'],
    ])
    expect((await findLoginAccount(db, 'ed@example.com'))?.role).toBe('editor')
    // The renewed link names the account, for its invitation e-mail.
    expect((await renewSetPasswordLink(db, created!.account.id, hoursLater(1)))?.account).toMatchObject({ email: 'ed@example.com', role: 'editor' })
  })

  it('sets the password through the link once; a second use is refused', async () => {
    const { db } = handle()
    const { account, link } = (await createAccount(db, { name: 'Grace', email: 'grace@example.com', role: 'reviewer', createdBy: 'admin' }, now))!
    expect(await accountForLink(db, link!.token, hoursLater(1))).toMatchObject({ id: account.id })
    expect(await redeemSetPasswordLink(db, link!.token, NEW_PASSWORD, hoursLater(1))).toBe(account.id)
    expect((await findLoginAccount(db, 'grace@example.com'))?.passwordHash).toMatch(/^scrypt:/)
    expect(await accountForLink(db, link!.token, hoursLater(1))).toBeNull()
    expect(await redeemSetPasswordLink(db, link!.token, 'Another-Pass-77!', hoursLater(2))).toBeNull()
  })

  it('refuses an expired link, an unknown token and a disabled account’s link', async () => {
    const { db } = handle()
    const grace = (await createAccount(db, { name: 'Grace', email: 'grace@example.com', role: 'reviewer', createdBy: 'admin' }, now))!
    expect(await redeemSetPasswordLink(db, grace.link!.token, NEW_PASSWORD, hoursLater(SET_PASSWORD_LINK_HOURS + 0.01))).toBeNull()
    expect(await accountForLink(db, grace.link!.token, hoursLater(SET_PASSWORD_LINK_HOURS + 0.01))).toBeNull()
    expect(await redeemSetPasswordLink(db, 'not-a-token', NEW_PASSWORD, hoursLater(1))).toBeNull()
    expect((await findLoginAccount(db, 'grace@example.com'))?.passwordHash).toBeNull()

    const alan = (await createAccount(db, { name: 'Alan', email: 'alan@example.com', role: 'reviewer', createdBy: 'admin' }, now))!
    await setAccountEnabled(db, alan.account.id, false, hoursLater(1))
    expect(await redeemSetPasswordLink(db, alan.link!.token, NEW_PASSWORD, hoursLater(2))).toBeNull()
  })

  it('a new link replaces the old one', async () => {
    const { db } = handle()
    const grace = (await createAccount(db, { name: 'Grace', email: 'grace@example.com', role: 'reviewer', createdBy: 'admin' }, now))!
    const fresh = await renewSetPasswordLink(db, grace.account.id, hoursLater(100))
    expect(fresh).toBeTruthy()
    expect(await accountForLink(db, grace.link!.token, hoursLater(101))).toBeNull()
    expect(await redeemSetPasswordLink(db, fresh!.link.token, NEW_PASSWORD, hoursLater(101))).toBe(grace.account.id)
    expect(await renewSetPasswordLink(db, '00000000-0000-4000-8000-000000000000', now)).toBeNull()
  })

  it("disabling revokes that reviewer's sessions at once and no one else's; enabling lets it in again", async () => {
    const { db } = handle()
    const grace = (await createAccount(db, { name: 'Grace', email: 'grace@example.com', password: NEW_PASSWORD, role: 'reviewer', createdBy: 'admin' }, now))!
    const alan = (await createAccount(db, { name: 'Alan', email: 'alan@example.com', password: NEW_PASSWORD, role: 'reviewer', createdBy: 'admin' }, now))!
    const expiresAt = hoursLater(24)
    await insertSession(db, { jti: 'grace-1', userId: grace.account.id, expiresAt })
    await insertSession(db, { jti: 'grace-2', userId: grace.account.id, expiresAt })
    await insertSession(db, { jti: 'alan-1', userId: alan.account.id, expiresAt })
    await insertSession(db, { jti: 'owner-1', userId: 'admin', expiresAt })

    expect(await setAccountEnabled(db, grace.account.id, false, hoursLater(1))).toEqual({ found: true, revokedSessions: 2 })
    expect(await isSessionActive(db, 'grace-1', hoursLater(1))).toBe(false)
    expect(await isSessionActive(db, 'grace-2', hoursLater(1))).toBe(false)
    expect(await isSessionActive(db, 'alan-1', hoursLater(1))).toBe(true)
    expect(await isSessionActive(db, 'owner-1', hoursLater(1))).toBe(true)
    expect((await findLoginAccount(db, 'grace@example.com'))?.disabled).toBe(true)

    expect(await setAccountEnabled(db, grace.account.id, true, hoursLater(2))).toEqual({ found: true, revokedSessions: 0 })
    expect((await findLoginAccount(db, 'grace@example.com'))?.disabled).toBe(false)
    expect(await setAccountEnabled(db, '00000000-0000-4000-8000-000000000000', false)).toEqual({ found: false, revokedSessions: 0 })
  })
})
