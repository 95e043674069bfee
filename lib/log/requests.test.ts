import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createLogger } from './index'
import { logWhenDone } from './requests'

describe("a request's line at LOG_LEVEL=debug", () => {
  it('says method, route, status and time, and nothing of a secret in its path or query', async () => {
    const lines: string[] = []
    const requests = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } }).child({ scope: 'http' })
    const server = http.createServer((req, res) => {
      logWhenDone(requests, req, res)
      res.statusCode = 404
      res.end('gone')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/apply/status/s3cret-link?token=t0ken`)).text()
      await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 20, scope: 'http', method: 'GET', route: '/apply', status: 404, ms: expect.any(Number), msg: 'request' })
    expect(lines[0]).not.toMatch(/s3cret|t0ken/)
  })
})
