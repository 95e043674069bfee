// The admin dashboard at scale: its own server on its own DATA_DIR, pre-seeded with 100,000
// submissions before the server opens it, so the other suites' database is never touched. Logs in through
// POST /api/admin/session, then times the dashboard's first page, a filtered search, and a full CSV export
// (rows counted, server RSS sampled during it).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startApp } from '../app-server.mjs'
import { procStatusMB, startRssSampler } from '../memory.mjs'
import { spawnTracked } from '../processes.mjs'
import { round } from '../report.mjs'
import { ROOT } from '../../build.mjs'

export const name = 'admin'
export const description = 'dashboard first page and filtered search with 100,000 submissions; a 100,000-row CSV export (time, peak RSS)'

const row = (metric, value, unit, note) => ({ group: name, metric, value, unit, note })
const SUBMISSIONS = 100_000
const RUNS = 15
const SEARCH = '/admin?type=apply&q=quantum'
// Search over every type, a pipeline filter, and a reference (looked up by its unique index).
const SEARCH_ALL = '/admin?q=quantum'
// A term in 99 % of the rows: the trigram index narrows nothing; the page's count of matches stops at its cap.
const SEARCH_COMMON = '/admin?q=partnership'
const BY_STATUS = '/admin?status=new'
const BY_REFERENCE = `/admin?q=m3-${new Date().getUTCFullYear()}-0042`
// The fixed columns, the pipeline's and the deck's (a mixed export: no per-field columns); TextDecoder drops the BOM.
const CSV_HEADER = 'Date,Type,Name,Email,Company,Message,Additional Data,Reference,Status,Assignee,Tags,Last note,Pitch deck'

export async function run(ctx) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'))
  // A fresh random password each run; only its hash reaches the server.
  const password = `Bench-${randomBytes(9).toString('base64url')}-7!`
  ctx.log(`seeding ${SUBMISSIONS.toLocaleString('en-US')} submissions into a data folder of the admin suite…`)
  const seed = await seedSubmissions(path.join(dataDir, 'pglite'), password, SUBMISSIONS)
  ctx.log(`seeded in ${seed.ms} ms; starting the admin suite's server…`)
  const app = await startApp(ROOT, { dataDir, env: { ADMIN_PASSWORD_HASH: seed.hash } })
  try {
    const cookie = await login(app.url, password)
    const headers = { cookie }

    ctx.log(`GET /admin × ${RUNS}…`)
    const dashboard = await timeGets(`${app.url}/admin`, headers, (html) => html.includes('data-testid="count-total"') && html.includes('100,000'))
    ctx.log(`GET ${SEARCH} × ${RUNS}…`)
    const search = await timeGets(`${app.url}${SEARCH}`, headers, (html) => html.includes('data-testid="submission-row"') && html.includes('quantum'))
    ctx.log(`GET ${SEARCH_ALL}, ${SEARCH_COMMON}, ${BY_STATUS}, ${BY_REFERENCE} × ${RUNS}…`)
    const searchAll = await timeGets(`${app.url}${SEARCH_ALL}`, headers, (html) => html.includes('data-testid="submission-row"') && html.includes('quantum'))
    const searchCommon = await timeGets(`${app.url}${SEARCH_COMMON}`, headers, (html) => html.includes('data-testid="submission-row"') && html.includes('partnership'))
    const byStatus = await timeGets(`${app.url}${BY_STATUS}`, headers, (html) => html.includes('data-testid="submission-row"'))
    const byReference = await timeGets(`${app.url}${BY_REFERENCE}`, headers, (html) => html.includes(`M3-${new Date().getUTCFullYear()}-0042`))

    ctx.log('CSV export of every submission…')
    const before = procStatusMB(app.pid, 'VmRSS')
    const sampler = startRssSampler(app.pid, 50)
    const csv = await download(`${app.url}/api/admin/export`, headers)
    sampler.stop()

    const served = `median of ${RUNS} sequential GETs after 2 warm-ups, logged in, ${SUBMISSIONS.toLocaleString('en-US')} submissions on PGlite`
    return [
      row('seed 100,000 submissions', seed.ms, 'ms', 'generate_series in 4 statements, a pipeline row per application, vacuum analyze; before the server starts (not a server metric)'),
      row('GET /admin (first page) median', round(dashboard.median), 'ms', `${served}; cards, 30-day chart, 10 most recent, 25 rows`),
      row('GET /admin (first page) max', round(dashboard.max), 'ms', `of the ${RUNS}`),
      row('GET /admin filtered search median', round(search.median), 'ms', `${SEARCH}: ${served}`),
      row('GET /admin filtered search max', round(search.max), 'ms', `of the ${RUNS}`),
      row('GET /admin search, every type, median', round(searchAll.median), 'ms', `${SEARCH_ALL}: 1 % of the rows match; the GIN index of data::text's trigrams finds them (migration 0015); first page ${round(dashboard.median)} ms in the same run`),
      row('GET /admin search, a term in most rows, median', round(searchCommon.median), 'ms', `${SEARCH_COMMON}: 99 % of the rows match; the count stops at 1,000 ('1,000+'); first page ${round(dashboard.median)} ms in the same run`),
      row('GET /admin status filter median', round(byStatus.median), 'ms', `${BY_STATUS}: the pipeline's status index`),
      row('GET /admin reference search median', round(byReference.median), 'ms', `${BY_REFERENCE}: exact, through the reference's unique index`),
      row('CSV export: rows received', csv.rows, 'rows', `goal ${SUBMISSIONS.toLocaleString('en-US')}; header ${csv.headerOk ? 'exact' : 'WRONG'}`),
      row('CSV export: time to last byte', round(csv.ms, 0), 'ms', `${round(csv.bytes / 1024 / 1024)} MB, ${round(csv.rows / (csv.ms / 1000), 0)} rows/s; keyset batches of 1,000`),
      row('CSV export: peak server RSS', round(sampler.maxMB), 'MB', `VmRSS sampled every 50 ms during the export; ${round(before)} MB just before it`),
      row('CSV export: RSS growth', round(sampler.maxMB - before), 'MB', 'peak during the export minus RSS before it: bounded memory means this stays small however many rows'),
    ]
  } finally {
    await app.stop()
  }
}

/**
 * Seeds `target` (a PGlite folder — the app's is <DATA_DIR>/pglite — or a PostgreSQL URL) with `count` submissions
 * numbered from `first` (a later call grows the same database) and hashes the password, in a tsx child process.
 * Resolves { ms, hash }.
 */
export async function seedSubmissions(target, password, count, first = 1) {
  const args = ['scripts/lib/bench/seed-submissions.ts', target, String(count), String(first)]
  const child = spawnTracked(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, BENCH_ADMIN_PASSWORD: password },
  })
  const { code } = await child.exited
  const last = child.outputTail.at(-1) ?? ''
  if (code !== 0) throw new Error(`seeding failed (exit ${code}):\n${child.outputTail.join('\n')}`)
  const result = JSON.parse(last)
  if (!result.hash) throw new Error('the seeder printed no password hash')
  return result
}

/** Logs in through POST /api/admin/session; resolves with the session cookie (`__Host-session=…`). */
export async function login(url, password) {
  const res = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ password }),
  })
  await res.arrayBuffer()
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('__Host-session='))
  if (res.status !== 204 || !cookie) throw new Error(`login through POST /api/admin/session failed: HTTP ${res.status}`)
  return cookie
}

async function timeGets(url, headers, looksRight) {
  const times = []
  for (let i = 0; i < RUNS + 2; i++) {
    const t0 = performance.now()
    const res = await fetch(url, { headers })
    const html = await res.text()
    const ms = performance.now() - t0
    if (res.status !== 200 || !looksRight(html)) throw new Error(`GET ${url} did not show the logged-in dashboard (HTTP ${res.status})`)
    if (i >= 2) times.push(ms)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)], max: times.at(-1) }
}

/** Streams the CSV, counting line ends (the seeded values hold no line breaks) without keeping the body. */
async function download(url, headers) {
  const t0 = performance.now()
  const res = await fetch(url, { headers })
  if (res.status !== 200) throw new Error(`GET ${url} answered HTTP ${res.status}`)
  const decoder = new TextDecoder()
  let lines = 0
  let bytes = 0
  let head = ''
  for await (const chunk of res.body) {
    bytes += chunk.byteLength
    const text = decoder.decode(chunk, { stream: true })
    if (head.length < 200) head += text.slice(0, 200)
    // LF, not CRLF: a chunk may end between the CR and the LF.
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++
  }
  return { ms: performance.now() - t0, rows: lines - 1, bytes, headerOk: head.startsWith(`${CSV_HEADER}\r\n`) }
}
