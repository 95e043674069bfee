import { beforeEach, expect, it, vi } from 'vitest'

// An admin session and the audit log, the route's two collaborators before it reads the body.
vi.mock('@/lib/auth/guard', () => ({ requireAdminApi: async () => ({ userId: 'admin', role: 'owner', name: 'Owner', jti: 'jti-1', expiresAt: new Date() }) }))
const recordAudit = vi.fn()
vi.mock('@/lib/audit/log', () => ({ recordAudit: (...args: unknown[]) => recordAudit(...args) }))

const { POST } = await import('./route')

beforeEach(() => recordAudit.mockReset())

const CHUNK = 64 * 1024

/** A request whose body streams `chunks` chunks of 64 kB without declaring its length, counting what was pulled. */
function streamingPost(chunks: number, headers: Record<string, string> = {}) {
  const sent = { bytes: 0 }
  let left = chunks
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left-- === 0) return controller.close()
      sent.bytes += CHUNK
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
    },
  }, { highWaterMark: 0 }) // pulled only when read
  const request = new Request('http://localhost:3000/api/agent-proxy', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', ...headers },
    duplex: 'half',
  } as RequestInit)
  return { request, sent }
}

it('refuses an over-limit body with 413 after reading no more than the limit, and audits the refusal', async () => {
  const { request, sent } = streamingPost(160) // 10 MB offered
  const response = await POST(request)
  expect(response.status).toBe(413)
  expect(await response.json()).toEqual({ error: 'The body is too large' })
  expect(sent.bytes).toBeLessThanOrEqual(1_000_000 + 2 * CHUNK)
  expect(recordAudit).toHaveBeenCalledWith(expect.objectContaining({ action: 'agent-proxy.chat', outcome: 'failure', details: expect.objectContaining({ status: 413 }) }))
})

it('refuses a declared over-limit length without reading the body at all', async () => {
  const { request, sent } = streamingPost(160, { 'Content-Length': String(160 * CHUNK) })
  expect((await POST(request)).status).toBe(413)
  expect(sent.bytes).toBe(0)
})

it('answers 400 with the expected shape for a body that is not {provider, payload}', async () => {
  const request = new Request('http://localhost:3000/api/agent-proxy', { method: 'POST', body: '[1, 2]', headers: { 'Content-Type': 'application/json' } })
  const response = await POST(request)
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ error: 'The body must be JSON of the form {"provider": "...", "payload": {...}}' })
  expect(response.headers.get('Cache-Control')).toBe('no-store')
})
