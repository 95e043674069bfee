// `npm test`: every test. Unit and integration tests (Vitest), then the browser tests (Playwright) against the
// built app — built here first when the sources changed. Ends with one line `N passed, N failed[, N skipped]`
// summing both suites, which CI reads.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildIfNeeded, ROOT } from './lib/build.mjs'
import { playwrightCounts, writeSummary } from './lib/test-summary.mjs'

const OUT = path.join(ROOT, '.test-summary')
fs.rmSync(OUT, { recursive: true, force: true })
fs.mkdirSync(OUT, { recursive: true })
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } })
  return result.status ?? 1
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 }

// 1. Vitest
const vitestJson = path.join(OUT, 'vitest.json')
const vitestCode = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])
const v = readJson(vitestJson)
if (v) {
  totals.passed += v.numPassedTests
  totals.failed += v.numFailedTests
  totals.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0)
}
if (vitestCode !== 0 && (!v || v.numFailedTests === 0)) totals.failed += 1 // a crash or a failed file counts

// 2. Playwright, against the built app
await buildIfNeeded()
const pwJson = path.join(OUT, 'playwright.json')
const pwCode = run(bin('playwright'), ['test', ...process.argv.slice(2)], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson })
const p = playwrightCounts(pwJson, pwCode)
totals.passed += p.passed
totals.failed += p.failed
totals.skipped += p.skipped

console.log(`\n${writeSummary(totals)}`)
process.exit(totals.failed > 0 || vitestCode !== 0 || pwCode !== 0 ? 1 : 0)
