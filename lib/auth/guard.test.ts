import { beforeEach, expect, it, vi } from 'vitest'
import { insertSession } from '@/lib/db/queries/admin-sessions'
import { insertAccount } from '@/lib/db/queries/admin-users'
import { adminSessions, adminUsers } from '@/lib/db/schema'
import { describeEachDb } from '@/tests/support/db'

// The request's cookie and the database are the test's; the audit log is a stand-in.
const h = vi.hoisted(() => ({ db: undefined as unknown, token: undefined as string | undefined }))
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => (h.token ? { value: h.token } : undefined) }), headers: async () => new Headers() }))
vi.mock('@/lib/db/client', async (importOriginal) => ({ ...(await importOriginal<object>()), getDb: async () => h.db }))
vi.mock('@/lib/audit/log', () => ({ recordAudit: async () => undefined }))
vi.mock('./secret', () => ({ sessionSecret: () => 's'.repeat(48) }))

const { getAdminSession } = await import('./guard')
const { setAccountEnabled } = await import('./accounts')
const { signSession } = await import('./session')

describeEachDb('the session check', ({ handle }) => {
  beforeEach(async () => {
    h.db = handle().db
    await handle().db.delete(adminSessions)
    await handle().db.delete(adminUsers)
  })

  async function sessionFor(userId: string, role: 'owner' | 'reviewer') {
    const { token, claims } = await signSession('s'.repeat(48), new Date(), { userId, role })
    await insertSession(handle().db, { jti: claims.jti, userId, expiresAt: claims.expiresAt })
    h.token = token
  }

  it("names the owner and a reviewer with the account's role and name", async () => {
    await sessionFor('admin', 'owner')
    expect(await getAdminSession()).toMatchObject({ userId: 'admin', role: 'owner', name: 'Owner' })
    const grace = (await insertAccount(handle().db, { name: 'Grace Hopper', email: 'grace@example.com', passwordHash: 'x', role: 'reviewer', createdBy: 'admin' }))!
    await sessionFor(grace.id, 'reviewer')
    expect(await getAdminSession()).toMatchObject({ userId: grace.id, role: 'reviewer', name: 'Grace Hopper' })
  })

  it("refuses a disabled reviewer's session, even one whose row was not revoked", async () => {
    const grace = (await insertAccount(handle().db, { name: 'Grace', email: 'grace@example.com', passwordHash: 'x', role: 'reviewer', createdBy: 'admin' }))!
    await sessionFor(grace.id, 'reviewer')
    expect(await getAdminSession()).not.toBeNull()
    await setAccountEnabled(handle().db, grace.id, false)
    expect(await getAdminSession()).toBeNull()
    // A session issued in the instant the account was being disabled (its row never revoked) is refused too.
    await sessionFor(grace.id, 'reviewer')
    expect(await getAdminSession()).toBeNull()
  })

  it("refuses a session of an account that no longer exists", async () => {
    await sessionFor('5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d', 'reviewer')
    expect(await getAdminSession()).toBeNull()
  })
})
