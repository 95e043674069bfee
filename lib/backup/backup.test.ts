import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from '@/lib/db/pglite-extensions.mjs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_FOLDER, openDb, type Db, type DbHandle, type DbKind } from '@/lib/db/client'
import { insertSession } from '@/lib/db/queries/admin-sessions'
import { insertSubmission } from '@/lib/db/queries/submission-insert'
import { adminSessions, blogPosts, formSubmissions, submissionFiles } from '@/lib/db/schema'
import { createScratchDatabase } from '@/tests/support/db'
import { createBackup, type BackupSource } from './create'
import { restoreBackup } from './restore'

const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A site's database and DATA_DIR as the site runs them: PGlite in its child process, or a PostgreSQL of its own. */
async function site(kind: DbKind): Promise<{ source: BackupSource; handle: DbHandle }> {
  const dataDir = tempDir('backup-site-')
  if (kind === 'pglite') {
    const dir = path.join(dataDir, 'pglite')
    const handle = await openDb({ kind: 'pglite-child', dataDir: dir })
    cleanups.push(() => handle.close())
    return { source: { dataDir, database: { kind: 'pglite', dir } }, handle }
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!)
  const handle = await openDb({ kind: 'postgres', url: scratch.url, max: 4 })
  cleanups.push(scratch.drop, () => handle.close())
  return { source: { dataDir, database: { kind: 'postgres', url: scratch.url } }, handle }
}

async function emptyTarget(kind: DbKind): Promise<BackupSource> {
  const dataDir = path.join(tempDir('backup-target-'), 'data')
  if (kind === 'pglite') return { dataDir, database: { kind: 'pglite', dir: path.join(dataDir, 'pglite') } }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!)
  cleanups.push(scratch.drop)
  return { dataDir, database: { kind: 'postgres', url: scratch.url } }
}

/**
 * One application with a deck, stored the way the site stores it: the file on disk (fsynced by the site) before the
 * transaction that inserts the row naming it — or, on PostgreSQL, the bytes in the row.
 */
async function submitWithDeck(db: Db, source: BackupSource): Promise<{ id: string; deck: Buffer }> {
  const id = randomUUID()
  const deck = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000 + Math.floor(Math.random() * 20_000))])
  const key = randomBytes(16).toString('hex')
  const onDisk = source.database.kind === 'pglite'
  if (onDisk) {
    fs.mkdirSync(path.join(source.dataDir, 'files'), { recursive: true })
    fs.writeFileSync(path.join(source.dataDir, 'files', key), deck)
  }
  await db.transaction(async (tx) => {
    await insertSubmission(tx, { id, formType: 'apply', data: { name: 'Ada', email: 'ada@example.com' }, idempotencyKey: null })
    await tx.insert(submissionFiles).values({
      submissionId: id,
      field: 'deck',
      fileName: 'deck.pdf',
      contentType: 'application/pdf',
      sizeBytes: deck.length,
      sha256: 'x',
      storage: onDisk ? 'disk' : 'db',
      objectKey: onDisk ? key : null,
      content: onDisk ? null : deck,
    })
  })
  return { id, deck }
}

/** A copy of the migrations without the newest one: what the previous version of the site shipped. */
function previousMigrations(): { folder: string; previousTag: string; latestTag: string } {
  const folder = path.join(tempDir('backup-migrations-'), 'migrations')
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const latest = journal.entries.pop()!
  fs.rmSync(path.join(folder, `${latest.tag}.sql`))
  fs.writeFileSync(journalFile, JSON.stringify(journal))
  return { folder, previousTag: journal.entries.at(-1)!.tag, latestTag: latest.tag }
}

/** A database migrated only as far as the previous version, with one post of its own, left closed. */
async function previousVersionSite(kind: DbKind, folder: string): Promise<BackupSource> {
  const target = await emptyTarget(kind)
  const insertPost = sql`insert into blog_posts (slug, title, content, author) values ('from-the-previous-version', 'Old', 'Body', 'Studio')`
  if (target.database.kind === 'pglite') {
    fs.mkdirSync(target.database.dir, { recursive: true })
    const client = await PGlite.create(target.database.dir, { extensions: PGLITE_EXTENSIONS })
    const db = drizzlePglite(client)
    await migratePglite(db, { migrationsFolder: folder })
    await db.execute(insertPost)
    await client.close()
  } else {
    const pool = new pg.Pool({ connectionString: target.database.url, max: 1 })
    const db = drizzleNodePg(pool)
    await migrateNodePg(db, { migrationsFolder: folder })
    await db.execute(insertPost)
    await pool.end()
  }
  return target
}

for (const kind of kinds) {
  describe(`backup and restore [${kind}]`, () => {
    let original: Awaited<ReturnType<typeof site>>
    beforeAll(async () => {
      original = await site(kind)
    }, 240_000)

    it('backs up a running site under write load and restores every submission, deck, session, post and mail file', async () => {
      const { handle, source } = original
      const before = [] as { id: string; deck: Buffer }[]
      for (let i = 0; i < 5; i++) before.push(await submitWithDeck(handle.db, source))
      const jti = randomUUID()
      await insertSession(handle.db, { jti, userId: 'owner', expiresAt: new Date(Date.now() + 86_400_000) })
      await handle.db.insert(blogPosts).values({ slug: 'kept-through-a-backup', title: 'Kept', content: 'Body', author: 'Studio', status: 'published' })
      const mail = path.join(source.dataDir, 'mail', 'job-1.eml')
      fs.mkdirSync(path.dirname(mail), { recursive: true })
      fs.writeFileSync(mail, 'Subject: Thanks\r\n\r\nWe received your application.\r\n')

      // Three writers keep submitting while the backup runs. A write the database does not take in time (the pool
      // waits 5 s for its connection; on a loaded machine the dump may pause writes longer) is not committed — the
      // site puts such a submission in its outbox — so it counts as an attempt only.
      let writing = true
      let attempts = 0
      const during: { id: string; deck: Buffer }[] = []
      const writers = [0, 1, 2].map(async () => {
        while (writing) {
          attempts++
          await submitWithDeck(handle.db, source).then((s) => during.push(s), () => undefined)
        }
      })
      const archive = path.join(tempDir('backup-out-'), 'site.tar.gz')
      const result = await createBackup(source, archive)
      writing = false
      await Promise.all(writers)
      expect(attempts).toBeGreaterThan(0)

      const target = await emptyTarget(kind)
      const restored = await restoreBackup(target, archive)
      expect(restored.counts.form_submissions!.restored).toBe(result.manifest.counts.form_submissions)

      const check = await openDb(target.database.kind === 'pglite' ? { kind: 'pglite', dataDir: target.database.dir } : { kind: 'postgres', url: target.database.url, max: 1 })
      try {
        const ids = before.map((s) => s.id)
        const files = await check.db.select().from(submissionFiles).where(inArray(submissionFiles.submissionId, ids))
        expect(files).toHaveLength(before.length)
        for (const { id, deck } of before) {
          const file = files.find((f) => f.submissionId === id)!
          const bytes = file.storage === 'disk' ? fs.readFileSync(path.join(target.dataDir, 'files', file.objectKey!)) : file.content!
          expect(Buffer.compare(Buffer.from(bytes), deck)).toBe(0)
        }
        // Writes during the backup are in the archive or not, but never a row without its deck.
        for (const file of await check.db.select().from(submissionFiles)) {
          if (file.storage === 'disk') expect(fs.existsSync(path.join(target.dataDir, 'files', file.objectKey!))).toBe(true)
        }
        const restoredIds = new Set((await check.db.select({ id: formSubmissions.id }).from(formSubmissions)).map((r) => r.id))
        for (const { id } of before) expect(restoredIds.has(id)).toBe(true)
        expect(await check.db.select().from(adminSessions).where(eq(adminSessions.jti, jti))).toHaveLength(1)
        expect(await check.db.select().from(blogPosts).where(eq(blogPosts.slug, 'kept-through-a-backup'))).toHaveLength(1)
      } finally {
        await check.close()
      }
      expect(fs.readFileSync(path.join(target.dataDir, 'mail', 'job-1.eml'), 'utf8')).toContain('We received your application.')
    }, 600_000)

    it('restores an archive made at the previous schema version and applies the newer migrations', async () => {
      const { folder, previousTag, latestTag } = previousMigrations()
      const old = await previousVersionSite(kind, folder)
      const archive = path.join(tempDir('backup-out-'), 'previous.tar.gz')
      const made = await createBackup(old, archive)
      expect(made.manifest.schemaVersion.tag).toBe(previousTag)

      const target = await emptyTarget(kind)
      const restored = await restoreBackup(target, archive)
      expect(restored.schemaVersion.tag).toBe(latestTag)
      const check = await openDb(target.database.kind === 'pglite' ? { kind: 'pglite', dataDir: target.database.dir } : { kind: 'postgres', url: target.database.url, max: 1 })
      try {
        expect(await check.db.select().from(blogPosts).where(eq(blogPosts.slug, 'from-the-previous-version'))).toHaveLength(1)
      } finally {
        await check.close()
      }
    }, 600_000)
  })
}
