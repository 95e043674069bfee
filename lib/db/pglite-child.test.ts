import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb, pingDb, type DbHandle } from './client'
import { socketDirFor } from './data-folder-lock.mjs'
import { startPgliteChild } from './pglite-child'

// ~0.3 s of work in PGlite: 2,000 × 2,000 rows counted.
const HEAVY = sql`select count(*) from generate_series(1, 2000) a cross join generate_series(1, 2000) b`

function rows(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows
}

function tempDataDir(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-dbchild-')), 'pglite')
}

/** The child's pid, from the lock it holds on the data folder. */
function childPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(socketDirFor(dataDir), 'owner.pid'), 'utf8'))
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`condition not met within ${ms} ms`)
}

/** The longest gap between 5 ms ticks of a timer in this process while `work` runs, and how long the work took. */
async function lagDuring(work: () => Promise<unknown>): Promise<{ maxGap: number; took: number }> {
  let last = performance.now()
  let maxGap = 0
  const timer = setInterval(() => {
    const now = performance.now()
    maxGap = Math.max(maxGap, now - last)
    last = now
  }, 5)
  await new Promise((r) => setTimeout(r, 20))
  const start = performance.now()
  await work()
  const took = performance.now() - start
  await new Promise((r) => setTimeout(r, 20))
  clearInterval(timer)
  return { maxGap, took }
}

describe('the embedded database in a child process', () => {
  const dataDir = tempDataDir()
  let handle: DbHandle

  beforeAll(async () => {
    handle = await openDb({ kind: 'pglite-child', dataDir })
  })
  afterAll(async () => {
    await handle?.close()
  })

  it('answers queries over its socket, migrated, and counts as the embedded kind', async () => {
    expect(handle.kind).toBe('pglite')
    await expect(pingDb(handle)).resolves.toBeUndefined()
    const result = await handle.db.execute(sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`)
    expect(rows(result)[0]).toEqual({ n: 1 })
    expect(fs.statSync(socketDirFor(dataDir)).mode & 0o777).toBe(0o700)
    expect(childPid(dataDir)).not.toBe(process.pid)
  })

  it('keeps this process responsive while a heavy query runs in the child', async () => {
    const { maxGap, took } = await lagDuring(() => handle.db.execute(HEAVY))
    expect(took).toBeGreaterThan(150)
    expect(maxGap).toBeLessThan(Math.min(100, took / 2))
  })

  it('refuses a second opener of the same data folder, in a child or in this process', async () => {
    await expect(openDb({ kind: 'pglite-child', dataDir })).rejects.toThrow(/in use by another process/)
    await expect(openDb({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another process/)
    await expect(pingDb(handle)).resolves.toBeUndefined() // the refused openers did not disturb the first
  })

  it('fails queries fast while the child is down, then recovers with the data after the restart', async () => {
    await handle.db.execute(sql`create table if not exists survivors (name text)`)
    await handle.db.execute(sql`insert into survivors values ('kept')`)
    const killed = childPid(dataDir)
    process.kill(killed, 'SIGKILL')
    await until(() => !isRunning(killed), 5_000)

    // Down: each query fails at once (well under the 0.5 s before the first restart), the health ping too.
    const start = performance.now()
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow()
    await expect(pingDb(handle)).rejects.toThrow()
    expect(performance.now() - start).toBeLessThan(1_000)

    await until(() => pingDb(handle).then(() => true, () => false), 20_000)
    expect(childPid(dataDir)).not.toBe(killed)
    const result = await handle.db.execute(sql`select name from survivors`)
    expect(rows(result)).toEqual([{ name: 'kept' }])
  }, 40_000)
})

describe('closing the child', () => {
  it('leaves no process behind and frees the folder for the next opener', async () => {
    const dataDir = tempDataDir()
    const handle = await openDb({ kind: 'pglite-child', dataDir })
    const pid = childPid(dataDir)
    await handle.db.execute(sql`create table closed_cleanly (x int)`)
    await handle.close()
    expect(isRunning(pid)).toBe(false)
    expect(fs.existsSync(path.join(socketDirFor(dataDir), 'owner.pid'))).toBe(false)
    // PGlite leaves postmaster.pid only when it was not closed cleanly.
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)

    const again = await openDb({ kind: 'pglite', dataDir })
    const result = await again.db.execute(sql`select count(*)::int as n from closed_cleanly`)
    await again.close()
    expect(rows(result)[0]).toEqual({ n: 0 })
  }, 40_000)
})

describe('a stuck query', () => {
  it('gets the child killed and restarted once it has answered nothing for longer than the stall limit', async () => {
    const dataDir = tempDataDir()
    const logs: string[] = []
    const child = await startPgliteChild(dataDir, { log: (msg) => logs.push(msg), stallLimitMs: 1_000 })
    try {
      child.watchStalls()
      const stuck = child.pid()
      const client = new Client({ host: child.socketDir, user: 'postgres', database: 'postgres' })
      client.on('error', () => undefined)
      await client.connect()
      // Several seconds of PGlite work: far past the 1 s limit.
      const query = client.query('select count(*) from generate_series(1, 20000) a cross join generate_series(1, 3000) b')
      await expect(query).rejects.toThrow()
      await client.end().catch(() => undefined)
      await until(() => child.isUp() && child.pid() !== stuck, 20_000)
      expect(logs.some((l) => l.includes('is stuck'))).toBe(true)
      expect(isRunning(stuck!)).toBe(false)
    } finally {
      await child.close()
    }
  }, 60_000)
})

describe('a long data folder path', () => {
  it('puts the socket in the temp directory when beside the folder would be too long for a Unix socket', () => {
    const long = path.join(os.tmpdir(), 'x'.repeat(120), 'pglite')
    const dir = socketDirFor(long)
    expect(dir.startsWith(os.tmpdir())).toBe(true)
    expect(dir).toBe(socketDirFor(long)) // every opener of one folder finds the same socket
    expect(socketDirFor('/srv/data/pglite')).toBe('/srv/data/pglite-socket')
  })
})
