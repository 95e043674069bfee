import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { beforeEach, expect, it, vi } from 'vitest'
import type { Db, DbHandle } from '@/lib/db/client'
import { setStoredPasswordHash } from '@/lib/db/queries/settings'
import { describeEachDb } from '@/tests/support/db'
import { cheapPasswordHash } from '@/tests/support/password'

/**
 * The metrics route end to end: its token gate, then a real scrape parsed by a Prometheus text-format parser, and the
 * series that must move when something happens (a stored submission, a refused sign-in, a request, a waiting job).
 * Real: the database (PGlite, and PostgreSQL with TEST_DATABASE_URL), the registry, the HTTP diagnostics channels.
 * Stood in: the audit log and which database the process opened.
 */
const TOKEN = 'metrics-token-for-the-test-0123456789'
const h = vi.hoisted(() => ({ handle: undefined as unknown, token: undefined as string | undefined }))
vi.mock('@/lib/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/env')>()
  return { ...real, env: () => ({ ...real.env(), METRICS_TOKEN: h.token }) }
})
vi.mock('@/lib/db/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDbHandle: async () => h.handle,
  readyDbHandle: async () => h.handle,
  getDb: async () => (h.handle as DbHandle).db,
}))
vi.mock('@/lib/audit/log', () => ({ recordAudit: async () => undefined }))

const { GET } = await import('@/app/api/metrics/route')
const { forgetSystemState } = await import('./system-state')
const { submitForm } = await import('@/lib/forms/server/submit')
const { Outbox } = await import('@/lib/forms/server/outbox')
const { attemptLogin } = await import('@/lib/auth/login')
const { enqueueJob } = await import('@/lib/db/queries/jobs')
const { observeRequests } = await import('./requests')

type Family = { name: string; type: string; metrics: { value?: string; labels?: Record<string, string> }[] }

const get = (authorization?: string) => GET(new Request('http://localhost:3000/api/metrics', { headers: authorization ? { authorization } : {} }))

async function scrape(): Promise<Map<string, Family>> {
  forgetSystemState()
  const response = await get(`Bearer ${TOKEN}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const families = parsePrometheusTextFormat(await response.text()) as Family[]
  return new Map(families.map((f) => [f.name, f]))
}

/** The value of one series (the sample whose labels include `labels`), 0 when it is absent. */
function value(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const family = families.get(name)
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
  return Number(sample?.value ?? 0)
}

describeEachDb('GET /api/metrics', ({ handle }) => {
  beforeEach(() => {
    h.handle = handle()
    h.token = TOKEN
  })

  it('answers 404 without METRICS_TOKEN, without the bearer token and with a wrong one', async () => {
    h.token = undefined
    expect((await get(`Bearer ${TOKEN}`)).status).toBe(404)
    h.token = TOKEN
    expect((await get()).status).toBe(404)
    expect((await get(`Bearer ${TOKEN}x`)).status).toBe(404)
    expect((await get(`Basic ${TOKEN}`)).status).toBe(404)
    expect((await get(`Bearer ${TOKEN}`)).status).toBe(200)
  })

  it('serves process memory, event-loop delay and the database’s health in the text format', async () => {
    const families = await scrape()
    expect(families.get('process_resident_memory_bytes')?.type).toBe('GAUGE')
    expect(value(families, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(families.has('nodejs_eventloop_lag_p99_seconds')).toBe(true)
    expect(value(families, 'studio_database_up', { kind: handle().kind })).toBe(1)
    expect(value(families, 'studio_database_ping_seconds')).toBeGreaterThan(0)
    expect(value(families, 'studio_outbox_waiting')).toBe(0)
  })

  it('counts a stored submission, in this instance’s counter and in the database’s total', async () => {
    const before = await scrape()
    const outbox = new Outbox(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-outbox-')), 'submissions.jsonl'))
    const data = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We are building an agent for labs.' }
    const result = await submitForm({ type: 'contact', data, metadata: { ip: '203.0.113.9', userAgent: 'test' } }, { db: async () => handle().db, outbox, log: () => {} })
    expect(result.status).toBe('stored')
    const after = await scrape()
    expect(after.get('studio_submissions_total')?.type).toBe('COUNTER')
    const series = ['studio_submissions_total', { form: 'contact', outcome: 'stored' }] as const
    expect(value(after, ...series)).toBe(value(before, ...series) + 1)
    expect(value(after, 'studio_submissions_stored', { form: 'contact' })).toBe(value(before, 'studio_submissions_stored', { form: 'contact' }) + 1)
  })

  it('counts a refused sign-in', async () => {
    await setStoredPasswordHash(handle().db as Db, cheapPasswordHash('Right-Horse-Battery-9!'))
    const before = await scrape()
    const refused = await attemptLogin('wrong guess', new Headers({ 'x-forwarded-for': '198.51.100.40' }))
    expect(refused).toMatchObject({ ok: false, status: 401 })
    const after = await scrape()
    expect(value(after, 'studio_login_failures_total', { reason: 'wrong_password' })).toBe(value(before, 'studio_login_failures_total', { reason: 'wrong_password' }) + 1)
  })

  it('shows a due job as waiting, with its age', async () => {
    await enqueueJob(handle().db, { kind: 'metrics-test', runAt: new Date(Date.now() - 90_000) })
    const families = await scrape()
    expect(value(families, 'studio_jobs', { kind: 'metrics-test', state: 'waiting' })).toBe(1)
    expect(value(families, 'studio_jobs_oldest_waiting_seconds')).toBeGreaterThanOrEqual(89)
  })

  it('times every request the process answers, by route group and status', async () => {
    observeRequests()
    const server = http.createServer((_req, res) => {
      res.statusCode = 201
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const before = await scrape()
    const { port } = server.address() as { port: number }
    try {
      for (const p of ['/api/forms/contact', '/api/forms/contact', '/about']) await fetch(`http://127.0.0.1:${port}${p}`)
    } finally {
      server.close()
    }
    const after = await scrape()
    const series = (group: string) => ['studio_http_requests_total', { group, status: '201' }] as const
    expect(value(after, ...series('api/forms'))).toBe(value(before, ...series('api/forms')) + 2)
    expect(value(after, ...series('page'))).toBe(value(before, ...series('page')) + 1)
    // The latency histogram is there too (this parser reads a labelled histogram's buckets only, not its labels).
    expect(after.get('studio_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
  })
})
