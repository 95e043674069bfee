// Child processes of the bench. Every child is remembered so that a failure or Ctrl-C never leaves a server
// holding a port, even when the orderly cleanup (cleanup.mjs) does not get to run.
import { spawn } from 'node:child_process'
import { isStopping } from './cleanup.mjs'

const children = new Set()
const STOP_GRACE_MS = 10_000

/** spawn() that remembers the child and keeps the last lines of its output for error messages. */
export function spawnTracked(command, args, options = {}) {
  if (isStopping()) throw new Error('the bench is stopping; not starting new processes')
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  child.outputTail = []
  const keep = (chunk) => {
    child.outputTail.push(...chunk.toString().split('\n').filter(Boolean))
    child.outputTail.splice(0, Math.max(0, child.outputTail.length - 40))
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  child.exited.then(() => children.delete(child))
  return child
}

export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null
}

/** SIGTERM, so the app can close its database; SIGKILL if it has not exited after 10 s. Resolves {code, signal}. */
export async function stopChild(child) {
  if (!isRunning(child)) return child.exited
  child.kill('SIGTERM')
  let timer
  const killed = new Promise((resolve) => {
    timer = setTimeout(() => {
      console.error(`[bench] pid ${child.pid} did not exit within ${STOP_GRACE_MS / 1000} s of SIGTERM; sending SIGKILL`)
      child.kill('SIGKILL')
      resolve()
    }, STOP_GRACE_MS)
  })
  await Promise.race([child.exited, killed])
  clearTimeout(timer)
  return child.exited
}

/** Last resort when the process is exiting anyway: synchronous, so it works from an 'exit' handler. */
export function killAllNow() {
  for (const child of children) if (isRunning(child)) child.kill('SIGKILL')
}
