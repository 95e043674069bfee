import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { redactDetails, REDACTED } from '@/lib/audit/redact'
import { describeEachDb } from '@/tests/support/db'
import { auditEvents } from '../schema'
import { insertAuditEvent, listAuditEvents, pruneAuditEvents } from './audit-events'

describe('audit redaction', () => {
  it('replaces password, hash, token, secret, cookie and authorization values at any depth', () => {
    const out = redactDetails({
      password: 'hunter2',
      newPassword: 'x',
      passwordHash: 'scrypt:…',
      nested: { sessionToken: 't', Authorization: 'Bearer x', list: [{ cookie: 'c', ok: 1 }] },
      API_SECRET: 's',
      reason: 'wrong password',
      count: 3,
    })
    expect(out).toEqual({
      password: REDACTED,
      newPassword: REDACTED,
      passwordHash: REDACTED,
      nested: { sessionToken: REDACTED, Authorization: REDACTED, list: [{ cookie: REDACTED, ok: 1 }] },
      API_SECRET: REDACTED,
      reason: 'wrong password',
      count: 3,
    })
    expect(JSON.stringify(out)).not.toMatch(/hunter2|Bearer/)
  })
})

describeEachDb('audit events', ({ handle }) => {
  it('lists newest first with filters and clamped pages', async () => {
    const { db } = handle()
    const base = Date.parse('2026-04-01T00:00:00Z')
    for (let i = 0; i < 7; i++) {
      await insertAuditEvent(db, {
        action: `a${i}`,
        category: i % 2 ? 'security' : 'auth',
        severity: i === 6 ? 'critical' : 'info',
        outcome: i % 3 === 0 ? 'blocked' : 'success',
        createdAt: new Date(base + i * 1000),
      })
    }
    const all = await listAuditEvents(db, {}, { pageSize: 3 })
    expect(all.total).toBe(7)
    expect(all.pageCount).toBe(3)
    expect(all.events.map((e) => e.action)).toEqual(['a6', 'a5', 'a4'])
    const last = await listAuditEvents(db, {}, { page: 99, pageSize: 3 })
    expect(last.page).toBe(3)
    expect(last.events.map((e) => e.action)).toEqual(['a0'])
    const security = await listAuditEvents(db, { category: 'security' })
    expect(security.events.map((e) => e.action)).toEqual(['a5', 'a3', 'a1'])
    const blockedAuth = await listAuditEvents(db, { category: 'auth', outcome: 'blocked' })
    expect(blockedAuth.events.map((e) => e.action)).toEqual(['a6', 'a0'])
    expect((await listAuditEvents(db, { severity: 'critical' })).total).toBe(1)
  })

  it('keeps nothing older than a year and no more than the newest N', async () => {
    const { db } = handle()
    await db.delete(auditEvents)
    const now = new Date('2026-06-01T00:00:00Z')
    await insertAuditEvent(db, { action: 'ancient', category: 'system', outcome: 'success', createdAt: new Date('2025-05-01T00:00:00Z') })
    for (let i = 0; i < 5; i++) {
      await insertAuditEvent(db, { action: `r${i}`, category: 'system', outcome: 'success', createdAt: new Date(now.getTime() - (5 - i) * 60_000) })
    }
    expect(await pruneAuditEvents(db, { keepNewest: 3 }, now)).toBe(3)
    const left = await db.select({ action: auditEvents.action }).from(auditEvents).orderBy(sql`created_at desc`)
    expect(left.map((r) => r.action)).toEqual(['r4', 'r3', 'r2'])
    expect(await pruneAuditEvents(db, {}, now)).toBe(0)
  })
})
