// The `N passed, N failed, N skipped` line CI reads (.test-summary/summary.txt). `npm test` writes it; suites run
// after it (`npm run test:cluster`) add their counts, so the last line always sums every suite.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './build.mjs'

export const SUMMARY_DIR = path.join(ROOT, '.test-summary')
const FILE = path.join(SUMMARY_DIR, 'summary.txt')

export function formatSummary(t) {
  return `${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`
}

export function readSummary() {
  const m = fs.existsSync(FILE) ? /(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/.exec(fs.readFileSync(FILE, 'utf8')) : null
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0) } : { passed: 0, failed: 0, skipped: 0 }
}

/** Writes the totals as the summary line and returns it. */
export function writeSummary(totals) {
  fs.mkdirSync(SUMMARY_DIR, { recursive: true })
  const line = formatSummary(totals)
  fs.writeFileSync(FILE, line + '\n')
  return line
}

/** Adds a suite's counts to the summary line already written (or starts one). */
export function addToSummary(counts) {
  const t = readSummary()
  return writeSummary({ passed: t.passed + counts.passed, failed: t.failed + counts.failed, skipped: t.skipped + counts.skipped })
}

/** A Playwright JSON report's counts; a run that failed without reporting a failed test counts as one failure. */
export function playwrightCounts(reportFile, exitCode) {
  let stats
  try {
    stats = JSON.parse(fs.readFileSync(reportFile, 'utf8')).stats
  } catch {
    stats = undefined
  }
  const counts = stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped } : { passed: 0, failed: 0, skipped: 0 }
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1
  return counts
}
