import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { SESSION_AUDIENCE, SESSION_ISSUER, SESSION_TTL_SECONDS, signSession, verifySessionToken } from './session'

const REVIEWER_ID = '3f1c2b9e-7a51-4c1e-9b0d-5e2f8a6c4d10'

const SECRET = 'a-test-secret-that-is-long-enough-0123456789'
const key = new TextEncoder().encode(SECRET)

async function forge(claims: Record<string, unknown>, opts: { iss?: string; aud?: string; exp?: number; alg?: string } = {}) {
  const now = Math.floor(Date.now() / 1000)
  const payload = { userId: 'admin', role: 'admin', ...claims }
  return new SignJWT(payload)
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject(String(payload.userId))
    .setIssuer(opts.iss ?? SESSION_ISSUER)
    .setAudience(opts.aud ?? SESSION_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(opts.exp ?? now + 60)
    .setJti('j-1')
    .sign(opts.alg === 'HS512' ? new TextEncoder().encode(SECRET + SECRET) : key)
}

describe('session tokens', () => {
  it('signs the claims userId, role, iat, exp (24 h), iss, aud and a fresh jti, and verifies them', async () => {
    const now = new Date('2026-03-01T12:00:00Z')
    const { token, claims } = await signSession(SECRET, now)
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    expect(payload).toMatchObject({ userId: 'admin', role: 'owner', sub: 'admin', iss: SESSION_ISSUER, aud: SESSION_AUDIENCE, jti: claims.jti })
    expect(Number(payload.exp) - Number(payload.iat)).toBe(SESSION_TTL_SECONDS)
    const result = await verifySessionToken(token, SECRET, new Date(now.getTime() + 1000))
    expect(result).toEqual({ ok: true, claims })
    const other = await signSession(SECRET, now)
    expect(other.claims.jti).not.toBe(claims.jti)
  })

  it('calls a changed signature or payload tampered', async () => {
    const { token } = await signSession(SECRET)
    const [h, p, s] = token.split('.') as [string, string, string]
    const flipped = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await verifySessionToken(flipped, SECRET)).toEqual({ ok: false, reason: 'tampered' })
    const payload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin', userId: 'someone' })).toString('base64url')
    expect(await verifySessionToken(`${h}.${payload}.${s}`, SECRET)).toEqual({ ok: false, reason: 'tampered' })
    expect(await verifySessionToken(token, 'another-secret-that-is-long-enough-0123456789')).toEqual({ ok: false, reason: 'tampered' })
  })

  it('refuses an expired token', async () => {
    const now = new Date('2026-03-01T12:00:00Z')
    const { token } = await signSession(SECRET, now)
    const later = new Date(now.getTime() + (SESSION_TTL_SECONDS + 1) * 1000)
    expect(await verifySessionToken(token, SECRET, later)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a wrong issuer, audience, role or algorithm even when signed with the key', async () => {
    expect((await verifySessionToken(await forge({}, { iss: 'elsewhere' }), SECRET)).ok).toBe(false)
    expect((await verifySessionToken(await forge({}, { aud: 'someone-else' }), SECRET)).ok).toBe(false)
    expect((await verifySessionToken(await forge({ role: 'visitor' }), SECRET)).ok).toBe(false)
    expect((await verifySessionToken(await forge({}, { alg: 'HS512' }), SECRET)).ok).toBe(false)
    expect((await verifySessionToken(await forge({}), SECRET)).ok).toBe(true)
  })

  it('carries a reviewer account as its uuid with the reviewer role', async () => {
    const { token, claims } = await signSession(SECRET, new Date(), { userId: REVIEWER_ID, role: 'reviewer' })
    expect(claims).toMatchObject({ userId: REVIEWER_ID, role: 'reviewer' })
    expect(await verifySessionToken(token, SECRET)).toEqual({ ok: true, claims })
  })

  it("keeps a token issued before named accounts (role 'admin') valid as the owner's", async () => {
    expect(await verifySessionToken(await forge({}), SECRET)).toMatchObject({ ok: true, claims: { userId: 'admin', role: 'owner' } })
  })

  it("calls a token whose account and role do not fit together tampered, even when signed with the key", async () => {
    for (const claims of [
      { userId: 'admin', role: 'reviewer' },
      { userId: REVIEWER_ID, role: 'admin' },
      { userId: 'someone', role: 'reviewer' },
    ]) {
      expect(await verifySessionToken(await forge(claims), SECRET), JSON.stringify(claims)).toEqual({ ok: false, reason: 'tampered' })
    }
    await expect(signSession(SECRET, new Date(), { userId: 'someone', role: 'reviewer' })).rejects.toThrow()
  })

  it('calls garbage malformed', async () => {
    for (const bad of ['', 'abc', 'a.b', 'a.b.c.d', '{"alg":"none"}', 'eyJhbGciOiJub25lIn0.eyJ9.']) {
      const result = await verifySessionToken(bad, SECRET)
      expect(result.ok, bad).toBe(false)
    }
    expect(await verifySessionToken('a.b', SECRET)).toEqual({ ok: false, reason: 'malformed' })
  })
})
