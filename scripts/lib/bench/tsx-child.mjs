// A bench measurement that runs in-process with the app's TypeScript modules: a tsx child (react-server conditions,
// so 'server-only' modules load; production mode) whose last output line is its JSON result.
import path from 'node:path'
import { spawnTracked } from './processes.mjs'
import { ROOT } from '../build.mjs'

export const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')

/** Runs scripts/lib/bench/<script> with args; resolves with its last line parsed, or throws with its output tail. */
export async function runTsxJson(script, args = [], label = script) {
  const child = spawnTracked(process.execPath, [TSX, '--conditions=react-server', path.join('scripts/lib/bench', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const { code } = await child.exited
  if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${child.outputTail.join('\n')}`)
  return JSON.parse(child.outputTail.at(-1))
}
