import { expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { deleteExpiredSessions, insertSession, isSessionActive, revokeAllSessions, revokeSession } from './admin-sessions'
import { getChatMode, getStoredPasswordHash, setChatMode, setStoredPasswordHash } from './settings'

const now = new Date('2026-05-01T10:00:00Z')
const later = (h: number) => new Date(now.getTime() + h * 3_600_000)

describeEachDb('admin sessions and settings', ({ handle }) => {
  it('honours a session only while its row exists, is not revoked and not expired', async () => {
    const { db } = handle()
    await insertSession(db, { jti: 's1', userId: 'admin', expiresAt: later(24) })
    await insertSession(db, { jti: 's2', userId: 'admin', expiresAt: later(24) })
    expect(await isSessionActive(db, 's1', now)).toBe(true)
    expect(await isSessionActive(db, 'unknown', now)).toBe(false)
    expect(await isSessionActive(db, 's1', later(25))).toBe(false)
    expect(await revokeSession(db, 's1', now)).toBe(true)
    expect(await isSessionActive(db, 's1', now)).toBe(false)
    expect(await isSessionActive(db, 's2', now)).toBe(true)
  })

  it('revokes every session at once (a password change) and deletes expired rows', async () => {
    const { db } = handle()
    await insertSession(db, { jti: 's3', userId: 'admin', expiresAt: later(24) })
    expect(await revokeAllSessions(db, now)).toBeGreaterThanOrEqual(2)
    expect(await isSessionActive(db, 's3', now)).toBe(false)
    expect(await deleteExpiredSessions(db, later(25))).toBe(3)
  })

  it('stores the password hash and the chat mode (default coming-soon)', async () => {
    const { db } = handle()
    expect(await getStoredPasswordHash(db)).toBeNull()
    await setStoredPasswordHash(db, 'scrypt:17:8:1:a:b')
    await setStoredPasswordHash(db, 'scrypt:17:8:1:c:d')
    expect(await getStoredPasswordHash(db)).toBe('scrypt:17:8:1:c:d')
    expect(await getChatMode(db)).toBe('coming-soon')
    await setChatMode(db, 'live')
    expect(await getChatMode(db)).toBe('live')
  })
})
