import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * `npm run build` and `npm start` as package.json runs them, in a copy of the project whose Next.js is a stub
 * (NEXT_BIN) that records each call: the scripts' own logic runs for real — the environment check through lib/env.ts,
 * the source stamp, the failure summary — without a minute-long build.
 */

const ROOT = path.resolve(import.meta.dirname, '..')
const SCRIPTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>
const STUB = `
import fs from 'node:fs'
const args = process.argv.slice(2)
fs.appendFileSync('next-calls.log', args.join(' ') + '\\n')
if (args[0] === 'build' && process.env.STUB_BUILD_FAILS) {
  console.log('Collecting page data using 1 worker ...')
  console.error('Error: boom in the stub\\n    at x (y.js:1:1)\\n\\n> Build error occurred\\nError: Failed to collect page data for /stub-page')
  process.exit(1)
}
if (args[0] === 'build') {
  fs.mkdirSync('.next', { recursive: true })
  fs.writeFileSync('.next/BUILD_ID', 'stub')
}
`

let project: string

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-start-build-'))
  fs.cpSync(path.join(ROOT, 'scripts'), path.join(project, 'scripts'), { recursive: true })
  fs.cpSync(path.join(ROOT, 'lib'), path.join(project, 'lib'), { recursive: true })
  fs.cpSync(path.join(ROOT, 'config'), path.join(project, 'config'), { recursive: true }) // lib/env.ts reads config/retention.ts
  fs.copyFileSync(path.join(ROOT, 'tsconfig.json'), path.join(project, 'tsconfig.json'))
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir')
  fs.writeFileSync(path.join(project, 'next-stub.mjs'), STUB)
})

afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

function reset() {
  for (const name of ['.next', 'next-calls.log', '.env']) fs.rmSync(path.join(project, name), { recursive: true, force: true })
}

/** Runs a shell command line made of package.json scripts, in the copy, with a clean environment plus `env`. */
function run(commandLine: string, env: Record<string, string> = {}) {
  const result = spawnSync('sh', ['-c', commandLine], {
    cwd: project,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', NEXT_BIN: path.join(project, 'next-stub.mjs'), ...env },
  })
  const log = path.join(project, 'next-calls.log')
  const calls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, calls }
}

describe('npm run build && npm start', () => {
  it('builds once: the build leaves the stamp that start trusts', () => {
    reset()
    const result = run(`${SCRIPTS.build} && ${SCRIPTS.start}`)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.calls).toEqual(['build', 'start --keepAliveTimeout 65000'])
  })

  it('names a failed build’s page and error after Next’s own output', () => {
    reset()
    const result = run(SCRIPTS.build!, { STUB_BUILD_FAILS: '1' })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('> Build error occurred') // Next's output is still shown
    expect(result.stderr).toMatch(/The build failed\.\n {2}Page: \/stub-page\n {2}Error: boom in the stub\n/)
    // and nothing vouches for the half-written build: the next start builds again
    expect(run(SCRIPTS.start!).calls).toEqual(['build', 'build', 'start --keepAliveTimeout 65000'])
  })
})

describe('an invalid variable', () => {
  for (const [how, env, dotEnv] of [
    ['in the environment', { TRUST_PROXY: 'abc' }, ''],
    ['in .env', {}, 'TRUST_PROXY=abc\n'],
  ] as const) {
    it(`${how} stops npm start and npm run build with the app's message, before any build`, () => {
      for (const script of ['start', 'build']) {
        reset()
        if (dotEnv) fs.writeFileSync(path.join(project, '.env'), dotEnv)
        const result = run(SCRIPTS[script]!, env)
        expect(result.status).toBe(1)
        expect(result.stderr).toBe('Invalid environment configuration:\n  - TRUST_PROXY must be a whole number of proxy hops\n')
        expect(result.calls).toEqual([])
      }
    })
  }
})
