// Small HTTP helpers shared by the servers and suites.
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Polls url every intervalMs until it answers 2xx; resolves with the elapsed ms since `since`.
 * `alive()` lets the caller abort as soon as the server process has died instead of waiting for the timeout.
 */
export async function waitForOk(url, { since = performance.now(), intervalMs = 25, timeoutMs = 120_000, alive = () => true } = {}) {
  let lastProblem = 'no answer yet'
  while (performance.now() - since < timeoutMs) {
    if (!alive()) throw new Error(`the server exited before ${url} answered (${lastProblem})`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      await res.arrayBuffer()
      if (res.ok) return performance.now() - since
      lastProblem = `HTTP ${res.status}`
    } catch (err) {
      lastProblem = err.cause?.code ?? err.message
    }
    await sleep(intervalMs)
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s (last: ${lastProblem})`)
}

/**
 * Byte length of a response body as a load tester sees it: `identity` so the length is not that of a compressed
 * body (autocannon sends no Accept-Encoding either).
 */
export async function bodyBytes(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (!res.ok) throw new Error(`GET ${url} answered HTTP ${res.status}`)
  return (await res.arrayBuffer()).byteLength
}

/**
 * What the server really sends for a request with the given Accept-Encoding: { bytes, encoding } of the body as
 * transferred. node:http rather than fetch, which would decompress the body before it could be counted.
 */
export function wireBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => {
        if (res.statusCode >= 300) reject(new Error(`GET ${url} answered HTTP ${res.statusCode}`))
        else resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}
