// Starts the baseline server (bare-server-child.mjs) in a child process and waits until it answers.
import path from 'node:path'
import { startChildServer } from './child-server.mjs'

export function startBareServer(bytes) {
  return startChildServer('the bare node:http server', (port) => [path.join(import.meta.dirname, 'bare-server-child.mjs'), String(port), String(bytes)], {
    timeoutMs: 10_000,
  })
}
