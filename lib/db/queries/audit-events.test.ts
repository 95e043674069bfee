import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { redactDetails, REDACTED } from '@/lib/audit/redact'
import { describeEachDb } from '@/tests/support/db'
import { auditEvents } from '../schema'
import { insertAuditEvent, listAuditEvents, pruneAuditEvents, recordAnonymousAuditEvent } from './audit-events'

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

  it('folds an anonymous flood into one row per client, action and minute, counting the events', async () => {
    const { db } = handle()
    await db.delete(auditEvents)
    const minute = Date.parse('2026-06-01T10:00:00Z')
    const forged = { action: 'session.tampered-token', category: 'security', outcome: 'blocked', severity: 'warning' } as const
    // Concurrently, as several instances would: the upsert must count every one.
    await Promise.all(Array.from({ length: 40 }, (_, i) => recordAnonymousAuditEvent(db, { ...forged, ipAddress: '203.0.113.9' }, new Date(minute + i * 1000))))
    await recordAnonymousAuditEvent(db, { ...forged, ipAddress: '203.0.113.9', severity: 'error' }, new Date(minute + 59_000))
    await recordAnonymousAuditEvent(db, { ...forged, ipAddress: '203.0.113.9' }, new Date(minute + 60_000)) // next minute
    await recordAnonymousAuditEvent(db, { ...forged, ipAddress: '198.51.100.7' }, new Date(minute)) // another client
    await recordAnonymousAuditEvent(db, { ...forged, action: 'csrf.rejected', ipAddress: '203.0.113.9' }, new Date(minute)) // another kind
    const rows = await db
      .select({ ip: auditEvents.ipAddress, action: auditEvents.action, occurrences: auditEvents.occurrences, severity: auditEvents.severity, createdAt: auditEvents.createdAt })
      .from(auditEvents)
      .orderBy(auditEvents.createdAt, auditEvents.ipAddress, auditEvents.action)
    expect(rows.map((r) => [r.ip, r.action, r.occurrences])).toEqual([
      ['198.51.100.7', 'session.tampered-token', 1],
      ['203.0.113.9', 'csrf.rejected', 1],
      ['203.0.113.9', 'session.tampered-token', 41],
      ['203.0.113.9', 'session.tampered-token', 1],
    ])
    expect(rows[2]?.severity).toBe('error') // the worst of the minute
  })

  it('prunes anonymous events before authenticated ones', async () => {
    const { db } = handle()
    await db.delete(auditEvents)
    const now = new Date('2026-06-01T00:00:00Z')
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000)
    await insertAuditEvent(db, { action: 'login.success', category: 'auth', outcome: 'success', userId: 'admin', createdAt: at(50) })
    await insertAuditEvent(db, { action: 'post.save', category: 'admin', outcome: 'success', userId: 'admin', createdAt: at(40) })
    for (let i = 0; i < 5; i++) {
      await recordAnonymousAuditEvent(db, { action: 'csrf.rejected', category: 'security', outcome: 'blocked', ipAddress: `192.0.2.${i}` }, at(30 - i))
    }
    expect(await pruneAuditEvents(db, { keepNewest: 4 }, now)).toBe(3)
    const left = await db.select({ action: auditEvents.action, ip: auditEvents.ipAddress }).from(auditEvents).orderBy(auditEvents.createdAt)
    expect(left).toEqual([
      { action: 'login.success', ip: null },
      { action: 'post.save', ip: null },
      { action: 'csrf.rejected', ip: '192.0.2.3' },
      { action: 'csrf.rejected', ip: '192.0.2.4' },
    ])
    // Anonymous events go first even when they are newer; then the oldest authenticated ones.
    expect(await pruneAuditEvents(db, { keepNewest: 1 }, now)).toBe(3)
    expect((await db.select({ action: auditEvents.action }).from(auditEvents)).map((r) => r.action)).toEqual(['post.save'])
  })
})
