import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { Client } from 'pg'
import { startApp, TEST_ACTION_KEY } from '../support/app-server'
import { freePort } from '../support/ports'
import { startTcpProxy } from '../support/tcp-proxy'

const SECRET = 'e2e-session-secret-that-is-long-enough-0123456789'
const contact = { name: 'Grace Hopper', email: 'grace@example.com', message: 'We would like to talk about our agent platform.' }
const json = { 'Content-Type': 'application/json' }

test.describe('POST /api/forms/{type}', () => {
  test('stores a valid submission: 201 with its id', async ({ request }) => {
    const res = await request.post('/api/forms/contact', { data: contact })
    expect(res.status()).toBe(201)
    expect((await res.json()).id).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('answers 400 with field errors for invalid input, including a NUL byte', async ({ request }) => {
    const res = await request.post('/api/forms/contact', { data: { ...contact, email: 'not-an-email', name: 'Gr\u0000ace' } })
    expect(res.status()).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Some fields need attention.',
      fieldErrors: { name: 'Name contains characters that are not allowed.', email: 'Please enter a valid e-mail address.' },
    })
  })

  test('answers 400 for malformed JSON and for a body that is not an object', async ({ request }) => {
    const bad = await request.post('/api/forms/contact', { headers: json, data: Buffer.from('{"name": "Grace",') })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).error).toBe('The request body is not valid JSON.')
    const list = await request.post('/api/forms/contact', { headers: json, data: Buffer.from('[1,2]') })
    expect(list.status()).toBe(400)
  })

  test('answers 404 for an unknown form type', async ({ request }) => {
    const res = await request.post('/api/forms/lottery', { data: contact })
    expect(res.status()).toBe(404)
  })

  test('answers 413 for a body over 64 kB', async ({ request }) => {
    const res = await request.post('/api/forms/contact', { data: { ...contact, message: 'x'.repeat(70_000) } })
    expect(res.status()).toBe(413)
  })

  test('answers 415 for a body that is not JSON', async ({ request }) => {
    const res = await request.post('/api/forms/contact', { headers: { 'Content-Type': 'text/plain' }, data: 'hello' })
    expect(res.status()).toBe(415)
  })

  test('answers a repeat with the same Idempotency-Key with the same id', async ({ request }) => {
    const key = `e2e-${Date.now()}`
    const first = await request.post('/api/forms/contact', { data: contact, headers: { 'Idempotency-Key': key } })
    const second = await request.post('/api/forms/contact', { data: contact, headers: { 'Idempotency-Key': key } })
    expect(first.status()).toBe(201)
    expect(second.status()).toBe(201)
    expect((await second.json()).id).toBe((await first.json()).id)
  })

  test('limits submissions per client with 429 and Retry-After, and a forged X-Forwarded-For does not escape it', async () => {
    test.setTimeout(120_000)
    const app = await startApp({ env: { FORM_RATE_LIMIT: '2' } })
    try {
      const post = (ip: string) =>
        fetch(`${app.url}/api/forms/contact`, { method: 'POST', headers: { ...json, 'X-Forwarded-For': ip }, body: JSON.stringify(contact) })
      expect((await post('1.1.1.1')).status).toBe(201)
      expect((await post('2.2.2.2')).status).toBe(201)
      const limited = await post('3.3.3.3')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await app.stop()
    }
  })
})

test.describe('durability', () => {
  test('with the database unreachable, submissions are queued on disk and acknowledged with 202', async () => {
    const closed = await freePort()
    test.setTimeout(120_000)
    const app = await startApp({ env: { DATABASE_URL: `postgres://x:y@127.0.0.1:${closed}/none`, SESSION_SECRET: SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: TEST_ACTION_KEY } })
    try {
      const res = await fetch(`${app.url}/api/forms/contact`, { method: 'POST', headers: json, body: JSON.stringify(contact) })
      expect(res.status).toBe(202)
      const body = await res.json()
      expect(body.queued).toBe(true)
      const outbox = fs.readFileSync(path.join(app.dataDir, 'outbox', 'submissions.jsonl'), 'utf8')
      expect(outbox).toContain(body.id)
      expect(app.output()).toContain('Form submission failed: ')
      // The instance reports its queue, as counts only.
      const health = await fetch(`${app.url}/api/health`)
      expect(health.status).toBe(503)
      expect(await health.json()).toEqual({ status: 'unavailable', outbox: { waiting: 1, setAside: 0 } })
    } finally {
      await app.stop()
    }
  })

  test('PostgreSQL cut mid-run: every submission accepted, and each stored exactly once when it is back', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set')
    test.setTimeout(120_000)
    const target = new URL(process.env.TEST_DATABASE_URL!)
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
    const viaProxy = new URL(target)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    test.setTimeout(120_000)
    const app = await startApp({ env: { DATABASE_URL: viaProxy.toString(), SESSION_SECRET: SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: TEST_ACTION_KEY, FORM_RATE_LIMIT: '0' } })
    const run = `cut-${Date.now()}`
    const send = async (i: number) => {
      const res = await fetch(`${app.url}/api/forms/contact`, {
        method: 'POST',
        headers: { ...json, 'Idempotency-Key': `${run}-${i}` },
        body: JSON.stringify({ ...contact, message: `Message ${i} of the durability run ${run}` }),
      })
      return res.status
    }
    try {
      const before = await Promise.all([0, 1, 2].map(send))
      proxy.cut()
      const during = await Promise.all([3, 4, 5, 6, 7].map(send))
      proxy.restore()
      // a retry of a queued submission must not add a row either
      const retry = await send(3)
      expect(before).toEqual([201, 201, 201])
      expect(during).toEqual([202, 202, 202, 202, 202])
      expect([201, 202]).toContain(retry)

      const db = new Client({ connectionString: process.env.TEST_DATABASE_URL })
      await db.connect()
      try {
        await expect
          .poll(
            async () =>
              (await db.query(`select count(*)::int as n from form_submissions where idempotency_key like $1`, [`contact:${run}-%`])).rows[0].n,
            { timeout: 30_000 },
          )
          .toBe(8)
        const perKey = await db.query(
          `select idempotency_key, count(*)::int as n from form_submissions where idempotency_key like $1 group by 1`,
          [`contact:${run}-%`],
        )
        expect(perKey.rows.every((r) => r.n === 1)).toBe(true)
      } finally {
        await db.end()
      }
      await expect.poll(async () => (await (await fetch(`${app.url}/api/health`)).json()).outbox.waiting).toBe(0)
    } finally {
      await app.stop()
      await proxy.close()
    }
  })
})
