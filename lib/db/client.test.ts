import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { desc, eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { openDb, pingDb } from './client'
import { analyticsEvents, FORM_TYPES, formSubmissions } from './schema'

describeEachDb('database schema', ({ handle }) => {
  it('answers a query', async () => {
    await expect(pingDb(handle())).resolves.toBeUndefined()
  })

  it('stores and reads back a submission with its JSON data', async () => {
    const { db } = handle()
    const [row] = await db
      .insert(formSubmissions)
      .values({ formType: 'contact', data: { name: 'Ada', message: 'Hello' }, metadata: { ip: '203.0.113.9' } })
      .returning()
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(row!.createdAt).toBeInstanceOf(Date)
    const [read] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, row!.id))
    expect(read!.data).toEqual({ name: 'Ada', message: 'Hello' })
    expect(read!.metadata).toEqual({ ip: '203.0.113.9' })
  })

  it('accepts every form type', async () => {
    const { db } = handle()
    const rows = await db
      .insert(formSubmissions)
      .values(FORM_TYPES.map((formType) => ({ formType, data: {} })))
      .returning({ type: formSubmissions.formType })
    expect(rows.map((r) => r.type).sort()).toEqual([...FORM_TYPES].sort())
  })

  it('refuses an unknown form type', async () => {
    const { db } = handle()
    await expect(db.execute(sql`insert into form_submissions (form_type, data) values ('spam', '{}')`)).rejects.toThrow()
  })

  it('has the (form_type, created_at desc) index and the analytics created_at index', async () => {
    const { db } = handle()
    const result = await db.execute(sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`)
    const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows
    const byName = new Map(indexes.map((i) => [i.indexname, i.indexdef]))
    expect(byName.get('form_submissions_type_created_idx')).toMatch(/\(form_type, created_at DESC/)
    expect(byName.get('analytics_events_created_idx')).toMatch(/\(created_at\)/)
  })

  it('stores analytics events newest first by created_at', async () => {
    const { db } = handle()
    await db.insert(analyticsEvents).values([
      { eventType: 'page_view', eventData: { path: '/' }, sessionId: 's1', createdAt: new Date('2026-01-01T00:00:00Z') },
      { eventType: 'click', eventData: { label: 'Apply Now' }, sessionId: 's1', createdAt: new Date('2026-01-02T00:00:00Z') },
    ])
    const rows = await db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.createdAt))
    expect(rows.map((r) => r.eventType)).toEqual(['click', 'page_view'])
    expect(rows[1]!.userId).toBeNull()
  })
})

describe('PGlite in a data folder', () => {
  it('creates the database from the migrations and keeps rows across reopening', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-db-')), 'pglite')
    const first = await openDb({ kind: 'pglite', dataDir })
    await first.db.insert(formSubmissions).values({ formType: 'newsletter', data: { email: 'a@b.co' } })
    await first.close()

    const second = await openDb({ kind: 'pglite', dataDir }) // migrations run again: must be a no-op
    const rows = await second.db.select().from(formSubmissions)
    await second.close()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.data).toEqual({ email: 'a@b.co' })
  })
})

describe('the database the environment asks for', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('is the embedded database in a child process without DATABASE_URL, still counted as one instance', async () => {
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('DATA_DIR', '/srv/studio-data')
    vi.resetModules()
    const client = await import('./client')
    expect(client.optionsFromEnv()).toEqual({ kind: 'pglite-child', dataDir: '/srv/studio-data/pglite' })
    expect(client.usesPostgres()).toBe(false)
  })
})

describe('opening the process-wide database', () => {
  const CHECKS = Symbol.for('venture-studio.db-open-checks')
  let client: typeof import('./client')

  beforeEach(async () => {
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('DATA_DIR', fs.mkdtempSync(path.join(os.tmpdir(), 'vs-open-')))
    vi.resetModules()
    client = await import('./client')
  })
  afterEach(async () => {
    await client.closeDb()
    delete (globalThis as Record<symbol, unknown>)[CHECKS]
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('runs the open checks on the migrated database before anyone gets it, and retries the open when one fails', async () => {
    const seen: string[] = []
    let failNext = true
    client.checkOnOpen(async (db) => {
      await db.execute(sql`select count(*) from form_submissions`) // migrated already
      seen.push('check')
      if (failNext) {
        failNext = false
        throw new Error('the check could not run')
      }
    })
    await expect(client.getDbHandle()).rejects.toThrow('the check could not run')
    const handle = await client.getDbHandle()
    seen.push('caller')
    await expect(client.pingDb(handle)).resolves.toBeUndefined()
    expect(seen).toEqual(['check', 'check', 'caller'])
  })

  it('says the database is not ready instead of waiting out a long open', async () => {
    let release = () => {}
    let started = () => {}
    const checking = new Promise<void>((resolve) => (started = resolve))
    client.checkOnOpen(() => new Promise<void>((resolve) => ((release = resolve), started())))
    await expect(client.readyDbHandle(200)).rejects.toBeInstanceOf(client.DatabaseNotReadyError)
    await checking // opened and migrated; the check holds it
    await expect(client.readyDbHandle(200)).rejects.toBeInstanceOf(client.DatabaseNotReadyError)
    release()
    await expect(client.readyDbHandle(20_000)).resolves.toMatchObject({ kind: 'pglite' }) // the embedded database, in its child process
  })
})
