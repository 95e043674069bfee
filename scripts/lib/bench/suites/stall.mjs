// Whether the site keeps answering while its database works: on the embedded default (PGlite) and, with
// TEST_DATABASE_URL, on a fresh PostgreSQL database. Each on a server of its own seeded with 100,000 submissions:
// the idle p95 of GET /, /robots.txt and /api/health, then their worst answer while
//   A. six 15 MB pitch decks are uploaded at once (POST /apply/submit), and
//   B. the admin dashboard searches the 100,000 submissions in a loop.
// Goal: worst ≤ max(5 × idle p95, 1 s) per path; the server's process tree grows by at most 4 × the bytes uploaded;
// every upload is stored or refused with 503/429 and Retry-After; exactly one application per stored answer, each
// with its deck.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startApp } from '../app-server.mjs'
import { startTreeRssSampler, treeRssMB } from '../memory.mjs'
import { round } from '../report.mjs'
import { acceptableOutcome, applicationBody, idleP95, paddedPdf, percentile, postApplication, PROBE_PATHS, startProbes } from '../stall-traffic.mjs'
import { atMost } from '../verdicts.mjs'
import { createScratchDatabase } from '../../scratch-db.mjs'
import { ROOT } from '../../build.mjs'
import { login, seedSubmissions } from './admin.mjs'

export const name = 'stall'
export const description = 'worst GET /, /robots.txt, /api/health while 6 × 15 MB decks upload and while the dashboard searches 100,000 rows, vs idle p95 (PGlite, and PostgreSQL with TEST_DATABASE_URL)'

const SUBMISSIONS = 100_000
const IDLE_SAMPLES = 25
const UPLOADS = 6
/** The largest deck the form takes (DECK_MAX_BYTES in lib/files/deck.ts). */
const DECK_BYTES = 15 * 1024 * 1024
const UPLOAD_TIMEOUT_MS = 330_000
const SEARCH = '/admin?q=partnership'
const SEARCH_SECONDS = 20
const STALL_FACTOR = 5
const STALL_FLOOR_MS = 1000
const RSS_FACTOR = 4

const row = (db, metric, value, unit, note, judged = {}) => ({ group: name, metric: `${db}: ${metric}`, value, unit, note, ...judged })

export async function run(ctx) {
  const rows = await measure(ctx, 'PGlite', null)
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) {
    ctx.footnote('stall: PostgreSQL skipped, TEST_DATABASE_URL is not set')
    return [...rows, row('PostgreSQL', 'all', null, '', 'skipped: TEST_DATABASE_URL is not set')]
  }
  const scratch = await createScratchDatabase(baseUrl, 'vs_bench')
  try {
    return [...rows, ...(await measure(ctx, 'PostgreSQL', scratch.url))]
  } finally {
    await scratch.drop()
  }
}

async function measure(ctx, db, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stall-'))
  const password = `Bench-${randomBytes(9).toString('base64url')}-7!`
  ctx.log(`stall on ${db}: seeding ${SUBMISSIONS.toLocaleString('en-US')} submissions…`)
  const seed = await seedSubmissions(databaseUrl ?? path.join(dataDir, 'pglite'), password, SUBMISSIONS)
  const env = { ADMIN_PASSWORD_HASH: seed.hash, FORM_RATE_LIMIT: '0', UPLOAD_RATE_LIMIT: '0' }
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, SESSION_SECRET: randomBytes(24).toString('hex'), NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64') })
  const app = await startApp(ROOT, { dataDir, env })
  try {
    return await app.failIfDies(scenarios(ctx, db, app, password, seed))
  } finally {
    await app.stop()
  }
}

async function scenarios(ctx, db, app, password, seed) {
  ctx.log(`stall on ${db}: idle probes (${IDLE_SAMPLES} each)…`)
  const idle = await idleP95(app.url, IDLE_SAMPLES)
  const cookie = await login(app.url, password)
  const searchOnce = () => fetch(`${app.url}${SEARCH}`, { headers: { cookie } }).then(async (r) => ({ status: r.status, html: await r.text() }))
  // One search before the clock runs, so scenario B does not time the first compilation of the page's queries.
  await searchOnce()

  ctx.log(`stall on ${db}: scenario A, ${UPLOADS} decks of 15 MB at once…`)
  const uploads = await uploadScenario(app)
  ctx.log(`stall on ${db}: checking the stored applications…`)
  const check = await checkStored(app.url, cookie, uploads)

  ctx.log(`stall on ${db}: scenario B, ${SEARCH} in a loop for ${SEARCH_SECONDS} s…`)
  const search = await searchScenario(app.url, searchOnce)

  const uploadedBytes = UPLOADS * DECK_BYTES
  const rssLimitMB = (RSS_FACTOR * uploadedBytes) / 1024 / 1024
  const growthMB = uploads.peakMB - uploads.baselineMB
  const statuses = countBy(uploads.results.map((r) => r.status || 'no answer'))
  const badOutcomes = uploads.results.filter((r) => !acceptableOutcome(r))
  const rows = [row(db, 'seed 100,000 submissions', seed.ms, 'ms', 'before the server starts (not a server metric)')]
  for (const p of PROBE_PATHS) rows.push(row(db, `idle GET ${p} p95`, round(idle[p]), 'ms', `${IDLE_SAMPLES} sequential GETs after 3 warm-ups`))
  rows.push(...probeRows(db, 'A (6 × 15 MB uploads)', idle, uploads.probes, `during ${round(uploads.ms / 1000)} s, until the last upload answered`))
  rows.push(...probeRows(db, 'B (dashboard search)', idle, search.probes, `during ${search.count} searches of ${SEARCH}, median ${round(search.medianMs)} ms, slowest ${round(search.maxMs)} ms`))
  rows.push(
    row(db, 'A: peak RSS growth of the server process tree', round(growthMB), 'MB', `${round(uploads.baselineMB)} MB before, ${round(uploads.peakMB)} MB peak (VmRSS summed over the server and its descendants, every 100 ms); goal ≤ ${RSS_FACTOR} × ${round(uploadedBytes / 1024 / 1024)} MB uploaded`, {
      ratio: round(growthMB / (uploadedBytes / 1024 / 1024), 2),
      verdict: atMost(growthMB, rssLimitMB),
      goal: `≤ ${round(rssLimitMB)} MB`,
    }),
    row(db, 'A: uploads stored or refused with Retry-After', UPLOADS - badOutcomes.length, 'uploads', `of ${UPLOADS}; statuses ${Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(', ')}; slowest answer ${round(Math.max(...uploads.results.map((r) => r.ms)) / 1000)} s${badOutcomes[0] ? `; e.g. ${badOutcomes[0].status || ''} ${badOutcomes[0].error ?? ''}`.trimEnd() : ''}`, {
      verdict: atMost(badOutcomes.length, 0),
      goal: `${UPLOADS} of ${UPLOADS}`,
    }),
    row(db, 'A: applications in the database vs stored answers', check.found, 'rows', `${check.stored} stored answers; ${check.missing} missing, ${check.extra} extra, ${check.withoutDeck} without their deck (admin search, then each submission's page)`, {
      verdict: check.found === check.stored && !check.missing && !check.extra && !check.withoutDeck ? 'PASS' : 'MISS',
      goal: 'one per stored answer, each with its deck',
    }),
  )
  return rows
}

/** Six visitors send their application with a 15 MB deck at the same moment, while the probes run. */
async function uploadScenario(app) {
  const marker = `stall${Date.now().toString(36)}`
  const deck = paddedPdf(DECK_BYTES)
  const bodies = Array.from({ length: UPLOADS }, (_, i) => applicationBody(marker, i, deck))
  const baselineMB = treeRssMB(app.pid)
  const sampler = startTreeRssSampler(app.pid, 100)
  const probes = startProbes(app.url)
  const t0 = performance.now()
  const answers = await Promise.all(bodies.map((b) => postApplication(app.url, b, UPLOAD_TIMEOUT_MS)))
  const ms = performance.now() - t0
  const probed = await probes.stop()
  sampler.stop()
  const results = answers.map((a, i) => ({ ...a, fileName: bodies[i].fileName }))
  return { marker, results, ms, probes: probed, baselineMB, peakMB: sampler.maxMB }
}

/**
 * What the database holds for this run, read through the admin as a studio would (the same on both databases):
 * the search for the run's marker lists each stored id once and nothing else, and each submission's page lists
 * its deck. A 202 (queued) answer is written from the outbox shortly after, so the search is retried for 30 s.
 */
async function checkStored(baseUrl, cookie, uploads) {
  const stored = uploads.results.filter((r) => (r.status === 201 || r.status === 202) && r.id)
  const get = (p) => fetch(`${baseUrl}${p}`, { headers: { cookie } }).then((r) => r.text())
  let found = []
  for (const until = performance.now() + 30_000; ; ) {
    const html = await get(`/admin?type=apply&q=${uploads.marker}`)
    // Each result row links its submission first; the dashboard's other panels (the most recent) are not results.
    found = html.split('data-testid="submission-row"').slice(1).map((part) => part.match(/\/admin\/submissions\/([0-9a-f-]{36})/)?.[1]).filter(Boolean)
    if (found.length >= stored.length || performance.now() > until) break
    await new Promise((r) => setTimeout(r, 1000))
  }
  const ids = new Set(stored.map((r) => r.id))
  let withoutDeck = 0
  for (const r of stored) {
    const page = await get(`/admin/submissions/${r.id}`)
    if (!page.includes('data-testid="submission-files"') || !page.includes(r.fileName)) withoutDeck++
  }
  return {
    stored: stored.length,
    found: found.length,
    missing: stored.filter((r) => !found.includes(r.id)).length,
    // Not in this run's answers, or listed twice.
    extra: found.filter((id) => !ids.has(id)).length + found.length - new Set(found).size,
    withoutDeck,
  }
}

/** The logged-in dashboard searches all submissions, one search after another, while the probes run. */
async function searchScenario(baseUrl, searchOnce) {
  const probes = startProbes(baseUrl)
  const times = []
  const until = performance.now() + SEARCH_SECONDS * 1000
  while (performance.now() < until) {
    const t0 = performance.now()
    const { status, html } = await searchOnce()
    times.push(performance.now() - t0)
    if (status !== 200 || !html.includes('data-testid="submission-row"')) {
      await probes.stop()
      throw new Error(`${SEARCH} did not show the logged-in dashboard's results (HTTP ${status})`)
    }
  }
  const probed = await probes.stop()
  return { probes: probed, count: times.length, medianMs: percentile(times, 50), maxMs: Math.max(...times) }
}

function probeRows(db, scenario, idle, probed, note) {
  return PROBE_PATHS.map((p) => {
    const limit = Math.max(STALL_FACTOR * idle[p], STALL_FLOOR_MS)
    const r = probed[p]
    const failures = r.failed ? `; ${r.failed} failed (${r.statuses.join(', ')})` : ''
    return row(db, `${scenario}: worst GET ${p}`, round(r.worst), 'ms', `${r.count} probes ${note}${failures}; idle p95 ${round(idle[p])} ms`, {
      ratio: round(r.worst / idle[p], 1),
      verdict: r.failed ? 'MISS' : atMost(r.worst, limit),
      goal: `≤ ${round(limit, 0)} ms (max(${STALL_FACTOR} × idle p95, ${STALL_FLOOR_MS} ms))`,
    })
  })
}

function countBy(values) {
  const counts = {}
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1
  return counts
}
