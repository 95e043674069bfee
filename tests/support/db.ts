import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe } from 'vitest'
import { openDb, type Db, type DbHandle, type DbKind } from '@/lib/db/client'
import { createScratchDatabase } from '@/scripts/lib/scratch-db.mjs'

export { createScratchDatabase }

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
 * Two instances of the app = two connection pools on one PostgreSQL. Runs only when TEST_DATABASE_URL is set; the
 * database is made for the block and dropped afterwards.
 */
export function describeTwoInstances(title: string, body: (ctx: { a: () => DbHandle; b: () => DbHandle }) => void) {
  const pgUrl = process.env.TEST_DATABASE_URL
  describe.skipIf(!pgUrl)(`${title} (two handles on one PostgreSQL; needs TEST_DATABASE_URL)`, () => {
    let a: DbHandle | undefined
    let b: DbHandle | undefined
    let drop: (() => Promise<void>) | undefined
    beforeAll(async () => {
      const scratch = await createScratchDatabase(pgUrl!)
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

/** A database that really cannot be reached: a closed PGlite answers every query with an error. */
export async function unreachableDb(): Promise<Db> {
  const client = await PGlite.create()
  await client.close()
  return drizzle(client) as unknown as Db
}
