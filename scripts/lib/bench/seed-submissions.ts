// Seeds a PGlite data folder with N form submissions for the admin and stall benches, before any server opens it
// (PGlite allows one process per folder), or a PostgreSQL database given by its URL.
// Run with tsx: `tsx scripts/lib/bench/seed-submissions.ts <pglite dir | postgres URL> <count> [first]`: rows number
// first … first + count - 1 (default 1), so a second call with first = 100,001 grows a 100,000-row database to more.
// With BENCH_ADMIN_PASSWORD set it also hashes it (the app's own scrypt format, for ADMIN_PASSWORD_HASH).
// Prints one JSON line: { seeded, ms, hash? }.
import { sql } from 'drizzle-orm'
import { hashPassword } from '@/lib/auth/password-hash'
import { openDb, type Db } from '@/lib/db/client'
import { FORM_TYPES } from '@/lib/forms/types'

const [dir, countArg, firstArg = '1'] = process.argv.slice(2)
const count = Number(countArg)
const first = Number(firstArg)
if (!dir || !Number.isInteger(count) || count < 1 || !Number.isInteger(first) || first < 1) {
  console.error('usage: seed-submissions.ts <pglite dir | postgres URL> <count> [first]')
  process.exit(2)
}

const CHUNK = 25_000
const types = sql.raw(`array[${FORM_TYPES.map((t) => `'${t}'`).join(', ')}]`)
const onPostgres = /^postgres(ql)?:\/\//.test(dir)

/**
 * PostgreSQL only: the secondary (non-unique) indexes of form_submissions are dropped for the load and built again
 * from their own definitions after it — building the trigram index once over a million rows takes seconds, keeping it
 * up to date row by row minutes. Unique indexes stay: they are what keeps the seeded rows valid.
 */
async function withoutSecondaryIndexes(db: Db, load: () => Promise<void>) {
  const { rows } = (await db.execute(sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i where i.indrelid = 'form_submissions'::regclass and not i.indisunique`)) as unknown as { rows: { name: string; def: string }[] }
  for (const r of rows) await db.execute(sql.raw(`drop index ${r.name}`))
  await load()
  await db.execute(sql`set maintenance_work_mem = '256MB'`)
  for (const r of rows) await db.execute(sql.raw(r.def))
}

async function insertRows(db: Db) {
  for (let start = first; start < first + count; start += CHUNK) {
    const end = Math.min(first + count - 1, start + CHUNK - 1)
    // One row every 50 s back from now (100,000 rows span ~58 days, so the 30-day chart is full); every form type;
    // messages with commas and quotes so the CSV quoting is exercised; 1 % mention "quantum" for the filtered search.
    await db.execute(sql`
      insert into form_submissions (form_type, data, metadata, created_at)
      select
        (${types})[1 + i % ${FORM_TYPES.length}],
        jsonb_build_object(
          'name', 'Bench Founder ' || i,
          'email', 'founder' || i || '@example.com',
          'company', 'Company ' || (i % 500),
          'message', case when i % 100 = 7 then 'Building quantum tooling, "fast", for labs ' || i
                          else 'Hello, we would like to talk about partnership ' || i end,
          'stage', (array['idea', 'pre-seed', 'seed', 'series-a'])[1 + i % 4]
        ),
        jsonb_build_object('ip', '203.0.113.' || (i % 250), 'userAgent', 'bench', 'source', 'bench'),
        now() - make_interval(secs => i * 50)
      from generate_series(${start}::int, ${end}::int) as i`)
  }
  // Every application gets its pipeline row, as the submit creates it: 40 % new, the rest spread along the pipeline,
  // the reviewed ones assigned to the owner.
  await db.execute(sql`
    insert into application_pipeline (submission_id, status, assignee_id, status_changed_at)
    select s.id, st.status, case when st.status = 'new' then null else 'admin' end, s.created_at
    from form_submissions s
    cross join lateral (select (array['new', 'new', 'new', 'new', 'new', 'new', 'new', 'new', 'reviewing', 'reviewing', 'reviewing',
      'reviewing', 'diligence', 'diligence', 'term_sheet', 'invested', 'declined', 'declined', 'declined', 'withdrawn'])[1 + abs(hashtext(s.id::text)) % 20] as status) st
    where s.form_type = 'apply'
    on conflict (submission_id) do nothing`)
}

const t0 = performance.now()
const handle = await openDb(onPostgres ? { kind: 'postgres', url: dir, max: 1 } : { kind: 'pglite', dataDir: dir })
try {
  if (onPostgres) await withoutSecondaryIndexes(handle.db, () => insertRows(handle.db))
  else await insertRows(handle.db)
  // As autovacuum leaves a table that has settled: statistics, and the visibility map that index-only scans need.
  await handle.db.execute(sql`vacuum analyze form_submissions`)
  await handle.db.execute(sql`vacuum analyze application_pipeline`)
} finally {
  await handle.close()
}
const ms = Math.round(performance.now() - t0)
const password = process.env.BENCH_ADMIN_PASSWORD
console.log(JSON.stringify({ seeded: count, ms, ...(password ? { hash: await hashPassword(password) } : {}) }))
