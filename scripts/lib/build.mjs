// Builds the app when its sources changed since the last build, so `npm start`, `npm test` and `npm run bench`
// always run what is in the work tree and never rebuild for nothing.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
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

/** Runs `next build` unless the last build is of the same sources. Exits the process if the build fails. */
export function buildIfNeeded({ log = console.log } = {}) {
  if (isBuildCurrent()) return false
  log('Building the site (sources changed since the last build)…')
  const hash = sourceHash()
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error('The build failed; see the output above.')
    process.exit(result.status ?? 1)
  }
  fs.writeFileSync(STAMP, hash)
  return true
}

export { ROOT }
