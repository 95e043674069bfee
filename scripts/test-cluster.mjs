// `npm run test:cluster`: three instances of the one build behind nginx on one PostgreSQL (tests/cluster/, with
// deploy/cluster.mjs). Needs TEST_DATABASE_URL (a role that may create databases: the test makes a scratch database
// and drops it); without it the suite is skipped. Installs nginx from Debian when it is missing (as CI's root),
// builds only when the sources changed. Writes its counts to .test-summary/summary.txt, or with
// ADD_TO_TEST_SUMMARY=1 (CI, after `npm test`) adds them to the line there, so the last line sums every suite.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded, ROOT } from './lib/build.mjs'
import { addToSummary, playwrightCounts, SUMMARY_DIR, writeSummary } from './lib/test-summary.mjs'

const report = (counts) => (process.env.ADD_TO_TEST_SUMMARY === '1' ? addToSummary(counts) : writeSummary(counts))

if (!process.env.TEST_DATABASE_URL) {
  console.log('Cluster test skipped: TEST_DATABASE_URL is not set (it needs a PostgreSQL role that may create databases).')
  console.log(report({ passed: 0, failed: 0, skipped: 1 }))
  process.exit(0)
}

const hasNginx = () => spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0
if (!hasNginx()) {
  console.log('Installing nginx from Debian…')
  const install = spawnSync('sh', ['-c', 'apt-get install -y -qq nginx >/dev/null || (apt-get update -qq && apt-get install -y -qq nginx >/dev/null)'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (install.status !== 0 || !hasNginx()) {
    console.error('Cluster test failed: nginx is not installed and `apt-get install -y nginx` did not work (run it as root).')
    console.log(report({ passed: 0, failed: 1, skipped: 0 }))
    process.exit(1)
  }
}

await buildIfNeeded()

// The cluster's folder (data folders, instance logs, nginx's config and access log) is kept for a failure's reading.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-cluster-'))
const reportFile = path.join(SUMMARY_DIR, 'cluster.json')
fs.mkdirSync(SUMMARY_DIR, { recursive: true })
const result = spawnSync(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', '-c', 'playwright.cluster.config.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CLUSTER_DIR: dir, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
})
const code = result.status ?? 1

// A crashed test runner cannot stop what it started: end every process the cluster left behind, by its pid.
const pidsFile = path.join(dir, 'pids')
if (fs.existsSync(pidsFile)) {
  for (const pid of fs.readFileSync(pidsFile, 'utf8').split('\n').map(Number).filter(Boolean)) {
    try {
      process.kill(pid, 'SIGKILL')
      console.log(`stopped leftover process ${pid}`)
    } catch {
      // already gone
    }
  }
}
if (code === 0) fs.rmSync(dir, { recursive: true, force: true })
else console.log(`Cluster logs kept in ${dir}`)

console.log(`\n${report(playwrightCounts(reportFile, code))}`)
process.exit(code)
