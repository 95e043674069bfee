// `npm run bench`: builds when needed, starts the production server on a fresh database, runs the bench suites
// (scripts/lib/bench/suites), prints a table and writes bench/results/latest.json. Exits 1 on any failure.
//
// Suites get a ctx with:
//   app          the running server: url, pid, coldStartMs, rss (VmRSS sampler), peakRssMB(), childPids()
//                (the bench fails at once if it dies during a suite)
//   options      { duration, connections, warmup, runs, routes } from the command line (routes: null = the suite's
//                default; runs: measured Lighthouse runs per page)
//   reference()  → the reference app (an empty Next.js app built from our node_modules, docs/ARCHITECTURE.md, Facts about the machines), started on
//                first use beside ours: { url, version, sizedGzip, targetGzip }; GET / is the empty page, GET /sized a
//                static page as heavy as our GET / (gzip, ±10 %). Judge our figures by their ratio to it.
//   loadTest     (url, opts?) → { requestsPerSec, p50Ms, p99Ms, non2xx, errors, timeouts, total }, with the options' defaults
//   log          progress messages (stderr, so stdout stays the table)
//   sameMachineNote  the caveat that load generator and server share the CPUs
//   footnote     (text) → printed under the table and stored as `footnotes` in the JSON (e.g. what to fix)
// Rows judged against a goal carry `verdict` (PASS/MISS), and against the reference also `ref` and `ratio`; every
// MISS is repeated in a summary block at the end.
import path from 'node:path'
import { startApp } from './lib/bench/app-server.mjs'
import { parseBenchArgs } from './lib/bench/args.mjs'
import { loadTest } from './lib/bench/load.mjs'
import { cleanupAll, isStopping } from './lib/bench/cleanup.mjs'
import { killAllNow } from './lib/bench/processes.mjs'
import { formatMisses, formatTable, machine, writeJson } from './lib/bench/report.mjs'
import { lazyReference } from './lib/bench/reference/server.mjs'
import { suites } from './lib/bench/suites/index.mjs'
import { buildIfNeeded, ROOT } from './lib/build.mjs'

const RESULTS_FILE = path.join(ROOT, 'bench/results/latest.json')
const WARMUP_S = 2
// Quiet once Ctrl-C cleanup has begun: steps still unwinding would print misleading progress.
const log = (msg) => isStopping() || console.error(`[bench] ${msg}`)

// Never leave a server behind: stop children on Ctrl-C / SIGTERM, and SIGKILL whatever is left on any exit.
process.on('exit', killAllNow)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers…`)
    cleanupAll().finally(() => process.exit(130))
  })
}

function selectSuites(only) {
  if (!only) return suites
  const unknown = only.filter((n) => !suites.some((s) => s.name === n))
  if (unknown.length) throw new Error(`unknown suite(s): ${unknown.join(', ')}; available: ${suites.map((s) => s.name).join(', ')}`)
  return suites.filter((s) => only.includes(s.name))
}

async function startBuiltApp() {
  await buildIfNeeded({ log })
  log('starting the app (cold start)…')
  const app = await startApp(ROOT)
  log(`app up at ${app.url} (pid ${app.pid}) after ${Math.round(app.coldStartMs)} ms`)
  return app
}

async function main() {
  const args = parseBenchArgs(process.argv.slice(2))
  if (args.help) {
    console.log(`${args.usage}\nSuites:\n${suites.map((s) => `  ${s.name.padEnd(12)} ${s.description}`).join('\n')}`)
    return
  }
  const selected = selectSuites(args.only)
  // Suites that run the app's code in a process of their own (needsApp = false) need neither a build nor a server.
  const app = selected.some((s) => s.needsApp !== false) ? await startBuiltApp() : null

  const options = { duration: args.duration, connections: args.connections, warmup: WARMUP_S, runs: args.runs, routes: args.routes }
  const reference = lazyReference(app, log)
  const { cpus } = machine()
  const footnotes = []
  const ctx = {
    app,
    options,
    log,
    reference: reference.get,
    loadTest: (url, opts = {}) => loadTest(url, { ...options, ...opts }),
    sameMachineNote: `same machine, ${cpus} cores; compare ratios, not absolutes`,
    footnote: (text) => footnotes.push(text),
  }

  const rows = []
  const watched = (work) => (app ? app.failIfDies(work) : work)
  try {
    for (const suite of selected) {
      log(`suite ${suite.name}…`)
      rows.push(...(await watched(suite.run(ctx))))
    }
    for (const suite of selected) if (suite.finish) rows.push(...(await watched(suite.finish(ctx))))
  } finally {
    await reference.stop()
    await app?.stop()
  }

  const report = { generatedAt: new Date().toISOString(), machine: machine(), options: { ...options, suites: selected.map((s) => s.name) }, rows, footnotes }
  console.log(formatTable(rows))
  if (footnotes.length) console.log(`\n${footnotes.join('\n\n')}`)
  if (rows.some((r) => r.verdict)) console.log(`\n${formatMisses(rows)}`)
  writeJson(RESULTS_FILE, report)
  log(`wrote ${path.relative(ROOT, RESULTS_FILE)}`)
}

main().then(
  () => process.exit(0),
  async (err) => {
    // After Ctrl-C the interrupted steps fail as a matter of course; the signal handler reports and exits.
    if (isStopping()) return
    console.error(`\n[bench] FAILED: ${err.message}`)
    await cleanupAll()
    process.exit(1)
  },
)
