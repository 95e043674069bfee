import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assignRequestId, currentRequestId, REQUEST_ID_HEADER, requestIdFor, withRequestId } from './request-id'
import { installRequestIds } from './requests'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('requestIdFor', () => {
  it('makes a new id for a request without one', () => {
    expect(requestIdFor(undefined, 1)).toMatch(UUID)
    expect(requestIdFor(undefined, 0)).not.toBe(requestIdFor(undefined, 0))
  })

  it("keeps a trusted proxy's id", () => {
    expect(requestIdFor('lb-7f3a9c', 1)).toBe('lb-7f3a9c')
  })

  it("replaces an id sent without a trusted proxy: the client could pass for another request", () => {
    expect(requestIdFor('lb-7f3a9c', 0)).toMatch(UUID)
  })

  it('replaces an id that does not look like one, even from a trusted proxy', () => {
    expect(requestIdFor('x'.repeat(200), 1)).toMatch(UUID)
    expect(requestIdFor('a b\nforged: line', 1)).toMatch(UUID)
  })
})

/** A server that puts assignRequestId in front of its handler, as installRequestIds does ahead of Next.js. */
describe('a request through the server', () => {
  let server: http.Server
  let trustProxy = 0
  let seen: { header?: string; scoped?: string } = {}
  let base = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      withRequestId(assignRequestId(req, res, trustProxy), () => {
        setImmediate(() => {
          seen = { header: req.headers[REQUEST_ID_HEADER] as string, scoped: currentRequestId() }
          res.end('ok')
        })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('gets an id, echoed in the response and seen by the code that handles it', async () => {
    trustProxy = 0
    const response = await fetch(base)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(UUID)
    expect(seen).toEqual({ header: id, scoped: id })
  })

  it("keeps its own through a trusted proxy", async () => {
    trustProxy = 1
    const response = await fetch(base, { headers: { 'X-Request-Id': 'edge-1234' } })
    expect(response.headers.get('x-request-id')).toBe('edge-1234')
    expect(seen).toEqual({ header: 'edge-1234', scoped: 'edge-1234' })
  })

  it('gets a new one when no proxy is trusted', async () => {
    trustProxy = 0
    const response = await fetch(base, { headers: { 'X-Request-Id': 'edge-1234' } })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(UUID)
    expect(seen.scoped).toBe(id)
  })
})

describe('installRequestIds', () => {
  it('puts every request of the process, and all it sets off, in the scope of its id', async () => {
    installRequestIds(1)
    const server = http.createServer((req, res) => {
      setTimeout(() => res.end(JSON.stringify({ header: req.headers[REQUEST_ID_HEADER], scoped: currentRequestId() })), 1)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const fresh = await fetch(url)
      const freshId = fresh.headers.get('x-request-id')
      expect(freshId).toMatch(UUID)
      expect(await fresh.json()).toEqual({ header: freshId, scoped: freshId })
      const proxied = await fetch(url, { headers: { 'X-Request-Id': 'edge-5678' } })
      expect(await proxied.json()).toEqual({ header: 'edge-5678', scoped: 'edge-5678' })
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
