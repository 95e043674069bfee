import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseTooLargeBody } from './body-gate'

let server: http.Server
let bodiesRead = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseTooLargeBody(req, res)) return
    req.on('data', () => void bodiesRead++)
    req.on('end', () => res.end('ok'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends the headers only, declaring `length` bytes, and resolves with the answer (or rejects if none comes). */
function declare(path: string, length: number): Promise<{ status: number; body: string; connection?: string }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'Content-Length': String(length) } })
    req.setTimeout(3_000, () => req.destroy(new Error('no answer before the body was sent')))
    req.on('response', (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
    })
    req.on('error', reject)
    req.flushHeaders()
  })
}

describe('body size gate', () => {
  it('answers 413 and closes the connection before a byte of an over-long body is sent', async () => {
    const res = await declare('/contact', 5_000_000)
    expect(res).toEqual({ status: 413, body: JSON.stringify({ error: 'The request body is too large.' }), connection: 'close' })
    expect((await declare('/api/forms/contact', 64 * 1024 + 1)).status).toBe(413)
    expect(bodiesRead).toBe(0)
  })

  it('lets a body within its path’s limit through to the server', async () => {
    const { port } = server.address() as AddressInfo
    const res = await fetch(`http://127.0.0.1:${port}/api/agent-proxy`, { method: 'POST', body: 'x'.repeat(500_000) })
    expect(await res.text()).toBe('ok')
    expect(bodiesRead).toBeGreaterThan(0)
  })
})
