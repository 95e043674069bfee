// Seeds a PGlite data folder with N form submissions for the admin and stall benches, before any server opens it
// (PGlite allows one process per folder), or a PostgreSQL database given by its URL.
// Run with tsx: `tsx scripts/lib/bench/seed-submissions.ts <pglite dir | postgres URL> <count>`.
// With BENCH_ADMIN_PASSWORD set it also hashes it (the app's own scrypt format, for ADMIN_PASSWORD_HASH).
// Prints one JSON line: { seeded, ms, hash? }.
import { sql } from 'drizzle-orm'
import { hashPassword } from '@/lib/auth/password-hash'
import { openDb } from '@/lib/db/client'
import { FORM_TYPES } from '@/lib/forms/types'

const [dir, countArg] = process.argv.slice(2)
const count = Number(countArg)
if (!dir || !Number.isInteger(count) || count < 1) {
  console.error('usage: seed-submissions.ts <pglite dir | postgres URL> <count>')
  process.exit(2)
}

const CHUNK = 25_000
const types = sql.raw(`array[${FORM_TYPES.map((t) => `'${t}'`).join(', ')}]`)

const t0 = performance.now()
const handle = await openDb(/^postgres(ql)?:\/\//.test(dir) ? { kind: 'postgres', url: dir } : { kind: 'pglite', dataDir: dir })
try {
  for (let start = 1; start <= count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK - 1)
    // One row every 50 s back from now (100,000 rows span ~58 days, so the 30-day chart is full); every form type;
    // messages with commas and quotes so the CSV quoting is exercised; 1 % mention "quantum" for the filtered search.
    await handle.db.execute(sql`
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
  await handle.db.execute(sql`analyze form_submissions`)
} finally {
  await handle.close()
}
const ms = Math.round(performance.now() - t0)
const password = process.env.BENCH_ADMIN_PASSWORD
console.log(JSON.stringify({ seeded: count, ms, ...(password ? { hash: await hashPassword(password) } : {}) }))
