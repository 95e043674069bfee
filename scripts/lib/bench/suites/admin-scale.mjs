// The admin dashboard on PostgreSQL as the submissions grow tenfold: two scratch databases of TEST_DATABASE_URL (or
// DATABASE_URL), one seeded with 100,000 submissions and one with 1,000,000 (the same spread of types, pipeline
// statuses, dates and search terms as the admin suite's PGlite seed), each behind a server of its own. The same
// GETs go to both in alternating turns, so a noisy neighbour slows both sides alike; each 1,000,000 median is judged
// against its 100,000 median from the same run. Goal: ≤ 2× — the page's cost must not follow the table's size.
// Skipped with a row saying so when no PostgreSQL URL is set.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startApp } from '../app-server.mjs'
import { round } from '../report.mjs'
import { atMostTimes, median, ratio } from '../verdicts.mjs'
import { createScratchDatabase } from '../../scratch-db.mjs'
import { ROOT } from '../../build.mjs'
import { login, seedSubmissions } from './admin.mjs'

export const name = 'admin-scale'
export const description = 'dashboard first page, status filter, searches and the last page on PostgreSQL at 1,000,000 submissions vs 100,000 (goal ≤ 2×)'

const SMALL = 100_000
const LARGE = 1_000_000
const RUNS = 15
const WARMUPS = 3
const FACTOR = 2
const year = new Date().getUTCFullYear()
const rowShown = (html) => html.includes('data-testid="submission-row"')
/** The total card's figure, as shown ('1,000,000'), or null. */
const shownTotal = (html) => /data-testid="count-total">([\d,]+)</.exec(html)?.[1] ?? null
/** What each GET must show, so a fast error page is never timed as a fast answer. */
const PAGES = [
  // The applications' card: the seed makes every 11th row one, and retention never deletes them (it does chat rows).
  { label: 'first page', path: '/admin', looksRight: (html, side) => shownTotal(html) !== null && html.includes(`data-testid="count-apply">${Math.floor(side.size / 11).toLocaleString('en-US')}<`) },
  { label: 'status filter', path: '/admin?status=new', looksRight: rowShown },
  { label: 'search, every type', path: '/admin?q=quantum', looksRight: (html) => rowShown(html) && html.includes('quantum') },
  { label: 'search, applications', path: '/admin?type=apply&q=quantum', looksRight: (html) => rowShown(html) && html.includes('quantum') },
  { label: 'search, a term in most rows', path: '/admin?q=partnership', looksRight: (html) => rowShown(html) && html.includes('partnership') },
  { label: 'reference lookup', path: `/admin?q=m3-${year}-0042`, looksRight: (html) => html.includes(`M3-${year}-0042`) },
  // A page number past the end shows the last page: the oldest submissions, the deepest offset there is.
  { label: 'last page, typed', path: '/admin?page=999999', looksRight: (html) => rowShown(html) && !html.includes('rel="next"') },
]

const row = (metric, value, unit, note, judged = {}) => ({ group: name, metric, value, unit, note, ...judged })

export async function run(ctx) {
  const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (!baseUrl) {
    const note = 'skipped: set TEST_DATABASE_URL (a PostgreSQL role that may create databases) to measure'
    ctx.footnote(`admin-scale: ${note}`)
    return [row('GET /admin at 1,000,000 submissions', null, 'ms', note)]
  }
  const password = `Bench-${randomBytes(9).toString('base64url')}-7!`
  const sides = []
  try {
    for (const size of [SMALL, LARGE]) {
      const scratch = await createScratchDatabase(baseUrl, 'vs_bench')
      const side = { size, scratch }
      sides.push(side)
      ctx.log(`admin-scale: seeding ${size.toLocaleString('en-US')} submissions into a scratch PostgreSQL database…`)
      side.seed = await seedSubmissions(scratch.url, password, size)
      ctx.log(`admin-scale: seeded in ${side.seed.ms} ms; starting its server…`)
      side.app = await startApp(ROOT, {
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-scale-')),
        env: {
          DATABASE_URL: scratch.url,
          ADMIN_PASSWORD_HASH: side.seed.hash,
          SESSION_SECRET: randomBytes(24).toString('hex'),
          NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        },
      })
      side.headers = { cookie: await login(side.app.url, password) }
      ctx.log(`admin-scale: the dashboard counts ${await settledTotal(side)} submissions once retention has run`)
    }
    const [small, large] = sides
    const rows = [
      row('seed 100,000 submissions (PostgreSQL)', small.seed.ms, 'ms', 'generate_series, pipeline rows for the applications, secondary indexes built after the load, vacuum analyze'),
      row('seed 1,000,000 submissions (PostgreSQL)', large.seed.ms, 'ms', 'the same, ten times the rows'),
    ]
    for (const page of PAGES) {
      ctx.log(`admin-scale: GET ${page.path}, ${RUNS} turns on each size…`)
      const times = await alternate(page, sides)
      const ours = median(times.get(large))
      const ref = median(times.get(small))
      rows.push(
        row(`GET ${page.path} (${page.label}) at 1,000,000, median`, round(ours), 'ms', `100,000 in the same run: ${round(ref)} ms; median of ${RUNS} GETs per size after ${WARMUPS} warm-ups, taken in alternating turns, logged in, PostgreSQL`, {
          ref: round(ref),
          ratio: round(ratio(ours, ref)),
          verdict: atMostTimes(ours, ref, FACTOR),
          goal: `≤ ${FACTOR}× the 100,000 figure`,
        }),
      )
    }
    return rows
  } finally {
    for (const side of sides) {
      await side.app?.stop()
      await side.scratch.drop()
    }
  }
}

/** Times `page` on every side in turn, RUNS times after the warm-ups; a Map from side to its times (ms). */
async function alternate(page, sides) {
  const times = new Map(sides.map((s) => [s, []]))
  for (let i = 0; i < WARMUPS + RUNS; i++) {
    for (const side of i % 2 ? [...sides].reverse() : sides) {
      const t0 = performance.now()
      const res = await fetch(`${side.app.url}${page.path}`, { headers: side.headers })
      const html = await res.text()
      const ms = performance.now() - t0
      if (res.status !== 200 || !page.looksRight(html, side)) {
        const shown = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 600)
        throw new Error(`GET ${page.path} at ${side.size} submissions did not show what it should (HTTP ${res.status}): ${shown}`)
      }
      if (i >= WARMUPS) times.get(side).push(ms)
    }
  }
  return times
}

/**
 * The dashboard's total once it stops moving: at start the server's retention job deletes the chat submissions past
 * their days (a million rows reach back 19 months), so the figure drops once before the timing starts.
 */
async function settledTotal(side) {
  let last = null
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${side.app.url}/admin`, { headers: side.headers })
    const total = shownTotal(await res.text())
    if (res.status !== 200 || !total) throw new Error(`GET /admin at ${side.size} submissions showed no total (HTTP ${res.status})`)
    if (total === last) return total
    last = total
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  throw new Error(`the dashboard's total at ${side.size} submissions kept changing for two minutes`)
}
