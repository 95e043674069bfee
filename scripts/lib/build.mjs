// Builds the app when its sources changed since the last build, so `npm start`, `npm test` and `npm run bench`
// always run what is in the work tree and never rebuild for nothing. `npm run build` always builds and leaves the
// same stamp, so the `npm start` after it does not build the same sources again.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { startApp } from './bench/app-server.mjs'
import { summarizeBuildFailure } from './build-failure.mjs'
import { buildSiteCss } from './critical-css/site-css.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')
// The Next.js command line. Tests point NEXT_BIN at a stub so the scripts run for real without a minute-long build.
const NEXT_BIN = process.env.NEXT_BIN || path.join(ROOT, 'node_modules/next/dist/bin/next')
const INPUT_DIRS = ['app', 'components', 'config', 'lib', 'public']
const INPUT_FILES = [
  'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json',
  '.env', '.env.local', '.env.production', '.env.production.local',
]
const STAMP = path.join(ROOT, '.next', 'source-hash')
// Static pages bake these in at build time (canonical URLs, contact details), so a change must rebuild.
const BUILD_ENV = ['SITE_URL', 'SITE_NAME', 'CONTACT_EMAIL', 'CONTACT_PHONE', 'CONTACT_ADDRESS', 'SOCIAL_LINKEDIN', 'SOCIAL_X', 'SOCIAL_GITHUB']

function* walk(dir) {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full
  }
}

export function sourceHash() {
  const hash = crypto.createHash('sha256')
  const files = [...INPUT_DIRS.flatMap((d) => [...walk(path.join(ROOT, d))]), ...INPUT_FILES.map((f) => path.join(ROOT, f))]
  for (const file of files) {
    if (!fs.existsSync(file)) continue
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0')
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\0`)
  return hash.digest('hex')
}

export function isBuildCurrent() {
  return fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === sourceHash()
}

/** The environment `next build` and `next start` run with. */
export function nextEnv() {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
}

/** Runs `next build` and stamps the sources it built. Exits the process, naming the failed page(s), if it fails. */
export async function build({ args = [] } = {}) {
  const hash = sourceHash()
  // A failed build leaves .next half rewritten: the previous stamp must not vouch for it.
  fs.rmSync(STAMP, { force: true })
  await nextBuild(args)
  // A build without app pages (the build scripts' own test runs a stub of Next) has nothing to style.
  if (fs.existsSync(path.join(ROOT, '.next', 'server', 'app'))) {
    await buildSiteCss({ root: ROOT, startApp })
    // The static pages were prerendered before the stylesheet existed: render them again, now with it. Next's
    // generate mode reuses the compiled build and only prerenders (seconds, not the minute a build takes).
    await nextBuild(['--experimental-build-mode=generate', ...args])
  }
  fs.writeFileSync(STAMP, hash)
}

async function nextBuild(args) {
  const { code, output } = await runShowingOutput([NEXT_BIN, 'build', ...args])
  if (code !== 0) {
    console.error(`\n${summarizeBuildFailure(output)}`)
    process.exit(code || 1)
  }
}

/** Runs `next build` unless the last build is of the same sources. Exits the process if the build fails. */
export async function buildIfNeeded({ log = console.log } = {}) {
  if (isBuildCurrent()) return false
  log('Building the site (sources changed since the last build)…')
  await build()
  return true
}

/** Runs node with these arguments, showing its output as it comes and keeping it for the failure summary. */
function runShowingOutput(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['inherit', 'pipe', 'pipe'], env: nextEnv() })
    const chunks = []
    const showAndKeep = (stream) => (chunk) => {
      stream.write(chunk)
      chunks.push(chunk)
    }
    child.stdout.on('data', showAndKeep(process.stdout))
    child.stderr.on('data', showAndKeep(process.stderr))
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString('utf8') }))
  })
}

export { NEXT_BIN, ROOT }
