import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe } from 'vitest'
import { Client } from 'pg'
import { openDb, type DbHandle, type DbKind } from '@/lib/db/client'

/**
 * Runs a describe block once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
 * Each PostgreSQL run gets a database of its own, dropped afterwards, so test files never see each other's rows.
 */
export function describeEachDb(title: string, body: (ctx: { handle: () => DbHandle; kind: DbKind }) => void) {
  const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
  for (const kind of kinds) {
    describe(`${title} [${kind}]`, () => {
      let handle: DbHandle | undefined
      let dropDatabase: (() => Promise<void>) | undefined
      beforeAll(async () => {
        if (kind === 'pglite') {
          handle = await openDb({ kind: 'pglite' })
        } else {
          const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!)
          dropDatabase = scratch.drop
          handle = await openDb({ kind: 'postgres', url: scratch.url, max: 4 })
        }
      })
      afterAll(async () => {
        await handle?.close()
        await dropDatabase?.()
      })
      body({
        kind,
        handle: () => {
          if (!handle) throw new Error('database not opened')
          return handle
        },
      })
    })
  }
}

/**
 * Two instances of the app = two connection pools on one PostgreSQL: a describe block, run only when
 * TEST_DATABASE_URL is set, whose tests get two handles on one scratch database.
 */
export function describeTwoHandlesOnPostgres(title: string, body: (ctx: { a: () => DbHandle; b: () => DbHandle }) => void) {
  const baseUrl = process.env.TEST_DATABASE_URL
  describe.skipIf(!baseUrl)(`${title} (two handles on one PostgreSQL; needs TEST_DATABASE_URL)`, () => {
    let a: DbHandle | undefined
    let b: DbHandle | undefined
    let drop: (() => Promise<void>) | undefined
    beforeAll(async () => {
      const scratch = await createScratchDatabase(baseUrl!)
      drop = scratch.drop
      a = await openDb({ kind: 'postgres', url: scratch.url, max: 3 })
      b = await openDb({ kind: 'postgres', url: scratch.url, max: 3 })
    })
    afterAll(async () => {
      await a?.close()
      await b?.close()
      await drop?.()
    })
    const opened = (h: DbHandle | undefined) => {
      if (!h) throw new Error('database not opened')
      return h
    }
    body({ a: () => opened(a), b: () => opened(b) })
  })
}

export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vs_test_${randomBytes(6).toString('hex')}`
  const admin = new Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: baseUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}
