import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Answer = { status: number; upstream: string; body: string }

/**
 * A JSON POST through node:http, so the client can pick its own loopback source address (127.0.0.x): nginx then sees
 * another client, and a test's rate-limit counts do not use up the browser's (which comes from 127.0.0.1).
 * A connection the balancer drops answers with status 0.
 */
export function post(url: string, body: unknown, headers: Record<string, string> = {}, opts: { localAddress?: string; agent?: http.Agent } = {}): Promise<Answer> {
  const data = JSON.stringify(body)
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers },
        localAddress: opts.localAddress,
        agent: opts.agent,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, upstream: String(res.headers['x-upstream'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', () => resolve({ status: 0, upstream: '', body: '' }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, upstream: '', body: '' }))
    req.end(data)
  })
}

export type Delivery = { key: string; deliveryId: string; signed: boolean }

/** A webhook receiver on loopback: answers 200 to every POST and keeps each delivery's keys and signature check. */
export async function startReceiver(secret: string): Promise<{ url: string; deliveries: Delivery[]; close: () => Promise<void> }> {
  const deliveries: Delivery[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
      deliveries.push({ key: String(req.headers['idempotency-key'] ?? ''), deliveryId: String(req.headers['x-delivery-id'] ?? ''), signed: req.headers['x-signature'] === expected })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    })
  })
  server.keepAliveTimeout = 1_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at once. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
}
