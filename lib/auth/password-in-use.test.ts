import { beforeEach, expect, it } from 'vitest'
import { insertSession, isSessionActive } from '@/lib/db/queries/admin-sessions'
import { adminSessions, appSettings } from '@/lib/db/schema'
import { describeEachDb } from '@/tests/support/db'
import { recordPasswordInUse, revokeSessionsIfPasswordChanged } from './password-in-use'

const HASH_A = `scrypt:17:8:1:${'a'.repeat(22)}:${'A'.repeat(43)}`
const HASH_B = `scrypt:17:8:1:${'b'.repeat(22)}:${'B'.repeat(43)}`
const later = new Date(Date.now() + 3_600_000)

describeEachDb('sessions after a change of the configured password hash', ({ handle }) => {
  beforeEach(async () => {
    await handle().db.delete(adminSessions)
    await handle().db.delete(appSettings)
  })

  it('revokes every session at the start after ADMIN_PASSWORD_HASH changed, and none while it stays', async () => {
    const { db } = handle()
    await revokeSessionsIfPasswordChanged(db, HASH_A)
    await insertSession(db, { jti: 'kept', userId: 'admin', expiresAt: later })
    expect(await revokeSessionsIfPasswordChanged(db, HASH_A)).toBe(0)
    expect(await isSessionActive(db, 'kept')).toBe(true)
    expect(await revokeSessionsIfPasswordChanged(db, HASH_B)).toBe(1)
    expect(await isSessionActive(db, 'kept')).toBe(false)
    await insertSession(db, { jti: 'new', userId: 'admin', expiresAt: later })
    expect(await revokeSessionsIfPasswordChanged(db, HASH_B)).toBe(0)
    expect(await isSessionActive(db, 'new')).toBe(true)
  })

  it('revokes the sessions of a database that has no record of the hash they were issued under', async () => {
    const { db } = handle()
    await insertSession(db, { jti: 'from-before', userId: 'admin', expiresAt: later })
    expect(await revokeSessionsIfPasswordChanged(db, HASH_A)).toBe(1)
  })

  it('keeps the session the settings page issued after its own password change', async () => {
    const { db } = handle()
    await revokeSessionsIfPasswordChanged(db, HASH_A)
    await recordPasswordInUse(db, HASH_B)
    await insertSession(db, { jti: 'fresh', userId: 'admin', expiresAt: later })
    expect(await revokeSessionsIfPasswordChanged(db, HASH_B)).toBe(0)
    expect(await isSessionActive(db, 'fresh')).toBe(true)
  })

  it('never stores the hash itself', async () => {
    const { db } = handle()
    await revokeSessionsIfPasswordChanged(db, HASH_A)
    const rows = await db.select().from(appSettings)
    expect(JSON.stringify(rows)).not.toContain('a'.repeat(22))
  })
})
