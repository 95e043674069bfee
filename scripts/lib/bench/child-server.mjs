// Starts a server in a child process on a free port and waits until it answers GET / — the baseline node:http server
// and the reference Next.js app alike. Registered for cleanup, so Ctrl-C or a failure elsewhere stops it too.
import { onCleanup } from './cleanup.mjs'
import { waitForOk } from './http.mjs'
import { freePort } from './ports.mjs'
import { isRunning, spawnTracked, stopChild } from './processes.mjs'

/** argsFor(port) → the node arguments; resolves { url, pid, stop }. `name` goes into the error if it never answers. */
export async function startChildServer(name, argsFor, { spawnOptions, timeoutMs }) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawnTracked(process.execPath, argsFor(port), spawnOptions)
  const unregister = onCleanup(() => stopChild(child))
  const stop = () => {
    unregister()
    return stopChild(child)
  }
  try {
    await waitForOk(`${url}/`, { alive: () => isRunning(child), timeoutMs })
  } catch (err) {
    await stop()
    throw new Error(`${name} did not start: ${err.message}\n${child.outputTail.join('\n')}`)
  }
  return { url, pid: child.pid, stop }
}
