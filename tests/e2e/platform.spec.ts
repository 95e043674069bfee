import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { startApp, TEST_ACTION_KEY } from '../support/app-server'
import { createScratchDatabase } from '../support/db'
import { freePort } from '../support/ports'
import { rawGet } from '../support/http'

const SECRET = 'e2e-session-secret-that-is-long-enough-0123456789'

test.describe('health endpoint', () => {
  test('answers ok after a real query on the embedded database', async ({ request }) => {
    const res = await request.get('/api/health')
    expect(res.status()).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', db: 'pglite', outbox: { waiting: 0, setAside: 0 } })
    expect(res.headers()['cache-control']).toBe('no-store')
  })

  test('answers 503 when the database cannot be reached, while pages still serve', async () => {
    const closedPort = await freePort()
    test.setTimeout(120_000)
    const app = await startApp({
      env: { DATABASE_URL: `postgres://nobody:nothing@127.0.0.1:${closedPort}/none`, SESSION_SECRET: SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: TEST_ACTION_KEY },
    })
    try {
      const res = await fetch(`${app.url}/api/health`)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ status: 'unavailable', outbox: { waiting: 0, setAside: 0 } })
      expect((await fetch(`${app.url}/`)).status).toBe(200)
    } finally {
      await app.stop()
    }
  })

  test('serves its pages and keeps a submission while the database migrates at start, with health at 503 until it is done', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set')
    test.setTimeout(120_000)
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!)
    // Another instance migrating: it holds the lock every instance takes to migrate (lib/db/client.ts
    // MIGRATION_LOCK_ID), so this one's migrations wait as long as a large table's would take.
    const migrating = new pg.Client({ connectionString: scratch.url })
    await migrating.connect()
    await migrating.query('select pg_advisory_lock(727001)')
    let app: Awaited<ReturnType<typeof startApp>> | undefined
    try {
      app = await startApp({ env: { DATABASE_URL: scratch.url, SESSION_SECRET: SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: TEST_ACTION_KEY }, waitFor: 'listening' })
      const home = await fetch(`${app.url}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('<h1')
      expect((await fetch(`${app.url}/robots.txt`)).status).toBe(200)
      const health = await fetch(`${app.url}/api/health`)
      expect(health.status).toBe(503)
      expect(await health.json()).toMatchObject({ status: 'unavailable' })
      // A founder's message does not wait out the migrations: it is kept on disk and acknowledged, then stored.
      const message = { name: 'Ada Lovelace', email: `migrating-${Date.now()}@example.com`, message: 'Sent while the site was upgrading.' }
      const sent = await fetch(`${app.url}/api/forms/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(message) })
      expect(sent.status).toBe(202)
      expect(await sent.json()).toMatchObject({ queued: true })

      await migrating.query('select pg_advisory_unlock(727001)')
      await expect.poll(async () => (await fetch(`${app!.url}/api/health`)).status, { timeout: 60_000 }).toBe(200)
      expect(app.output()).toContain('postgres ready, migrations applied')
      const stored = () => migrating.query(`select count(*)::int as n from form_submissions where data->>'email' = $1`, [message.email])
      await expect.poll(async () => (await stored()).rows[0].n, { timeout: 30_000 }).toBe(1)
    } finally {
      await migrating.end() // first: a server stopped while its migrations wait would wait on them to close
      await app?.stop()
      await scratch.drop()
    }
  })

  test('runs on PostgreSQL when DATABASE_URL is set', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set')
    test.setTimeout(120_000)
    const app = await startApp({ env: { DATABASE_URL: process.env.TEST_DATABASE_URL!, SESSION_SECRET: SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: TEST_ACTION_KEY } })
    try {
      const res = await fetch(`${app.url}/api/health`)
      expect(await res.json()).toEqual({ status: 'ok', db: 'postgres', outbox: { waiting: 0, setAside: 0 } })
    } finally {
      await app.stop()
    }
  })
})

test.describe('security headers', () => {
  const paths = ['/', '/api/health', '/does-not-exist', '/favicon.ico']

  for (const p of paths) {
    test(`are sent on ${p}`, async ({ request }) => {
      const res = await request.get(p)
      const h = res.headers()
      const csp = h['content-security-policy'] ?? ''
      expect(csp).toContain("object-src 'none'")
      expect(csp).toMatch(/base-uri '(none|self)'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy']).toContain('camera=()')
      expect(h['x-powered-by']).toBeUndefined()
      expect(h['strict-transport-security']).toBeUndefined() // plain http on localhost
    })
  }

  test('are sent on hashed static assets', async ({ page, request }) => {
    await page.goto('/')
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src')
    expect(script).toBeTruthy()
    const res = await request.get(script!)
    expect(res.status()).toBe(200)
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('leave the content pages statically rendered', async ({ request }) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/prerender-manifest.json'), 'utf8'))
    expect(Object.keys(manifest.routes)).toContain('/')
    const res = await request.get('/')
    expect(res.headers()['x-nextjs-cache']).toBe('HIT') // served from the prerendered copy, not rendered per request
  })
})

test.describe('https redirect', () => {
  test('sends plain http on a public host to https with 308', async ({ baseURL }) => {
    const res = await rawGet(baseURL!, '/about?ref=mail', { Host: 'studio.example' })
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe('https://studio.example/about?ref=mail')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    test(`leaves ${host} on http`, async ({ baseURL }) => {
      const port = new URL(baseURL!).port
      const res = await rawGet(baseURL!, '/', { Host: `${host}:${port}` })
      expect(res.status).toBe(200)
    })
  }

  test('ignores X-Forwarded-Proto when no proxy is trusted', async ({ baseURL }) => {
    const res = await rawGet(baseURL!, '/', { Host: 'studio.example', 'X-Forwarded-Proto': 'https' })
    expect(res.status).toBe(308)
  })

  test('honours X-Forwarded-Proto from a trusted proxy and then sends HSTS', async () => {
    test.setTimeout(120_000)
    const app = await startApp({ env: { TRUST_PROXY: '1' } })
    try {
      const secure = await rawGet(app.url, '/', { Host: 'studio.example', 'X-Forwarded-Proto': 'https' })
      expect(secure.status).toBe(200)
      const hsts = secure.headers['strict-transport-security'] ?? ''
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
      const plain = await rawGet(app.url, '/', { Host: 'studio.example', 'X-Forwarded-Proto': 'http' })
      expect(plain.status).toBe(308)
    } finally {
      await app.stop()
    }
  })
})

test.describe('start and stop', () => {
  test('refuses to start with an invalid variable and names it', async () => {
    test.setTimeout(120_000)
    const app = await startApp({ env: { TRUST_PROXY: 'lots' }, waitFor: 'exit' })
    expect(app.process.exitCode).toBe(1)
    expect(app.output()).toContain('TRUST_PROXY')
  })

  test('refuses DATABASE_URL without SESSION_SECRET', async () => {
    test.setTimeout(120_000)
    const app = await startApp({ env: { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: TEST_ACTION_KEY }, waitFor: 'exit' })
    expect(app.process.exitCode).toBe(1)
    expect(app.output()).toContain('SESSION_SECRET is required when DATABASE_URL is set')
  })

  test('refuses DATABASE_URL without NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, saying how to make one', async () => {
    test.setTimeout(120_000)
    const app = await startApp({ env: { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db', SESSION_SECRET: SECRET }, waitFor: 'exit' })
    expect(app.process.exitCode).toBe(1)
    expect(app.output()).toContain('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is required when DATABASE_URL is set')
    expect(app.output()).toContain('openssl rand -base64 32')
  })

  test('creates the database and a private session secret in a fresh DATA_DIR, and closes it cleanly on SIGTERM', async () => {
    test.setTimeout(120_000)
    const app = await startApp()
    const res = await fetch(`${app.url}/api/health`)
    expect(await res.json()).toEqual({ status: 'ok', db: 'pglite', outbox: { waiting: 0, setAside: 0 } })
    const secretFile = path.join(app.dataDir, 'session-secret')
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600)
    const secret = fs.readFileSync(secretFile, 'utf8')

    await app.stop('SIGTERM')
    expect(closedCleanly(app.output())).toBe(true)

    const again = await startApp({ dataDir: app.dataDir })
    try {
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200)
      expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret)
    } finally {
      await again.stop('SIGINT')
    }
    expect(closedCleanly(again.output())).toBe(true)
  })
})

/** The server's JSON log holds the database's 'closed cleanly' line (scope db). */
function closedCleanly(output: string): boolean {
  return output.split('\n').some((line) => line.includes('"scope":"db"') && line.includes('"msg":"closed cleanly"'))
}

test('the https redirect keeps a protocol-relative path on the same host', async ({ baseURL }) => {
  const res = await rawGet(baseURL!, '//evil.example/x', { Host: 'studio.example' })
  expect(res.status).toBe(308)
  // Next itself may answer first by collapsing the slashes (a relative Location); either way the host stays ours.
  expect(new URL(res.headers.location!, 'https://studio.example').host).toBe('studio.example')
})
