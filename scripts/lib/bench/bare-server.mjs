// Starts the baseline server (bare-server-child.mjs) in a child process and waits until it answers.
import path from 'node:path'
import { onCleanup } from './cleanup.mjs'
import { waitForOk } from './http.mjs'
import { freePort } from './ports.mjs'
import { isRunning, spawnTracked, stopChild } from './processes.mjs'

export async function startBareServer(bytes) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawnTracked(process.execPath, [path.join(import.meta.dirname, 'bare-server-child.mjs'), String(port), String(bytes)])
  const unregister = onCleanup(() => stopChild(child))
  const stop = () => {
    unregister()
    return stopChild(child)
  }
  try {
    await waitForOk(`${url}/`, { alive: () => isRunning(child), timeoutMs: 10_000 })
  } catch (err) {
    await stop()
    throw new Error(`the bare node:http server did not start: ${err.message}\n${child.outputTail.join('\n')}`)
  }
  return { url, pid: child.pid, stop }
}
