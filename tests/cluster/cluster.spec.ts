import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { Client } from 'pg'
import { startCluster, upstreamsInLog, type Cluster } from '../../deploy/cluster.mjs'
import { hashPasswordSync } from '@/lib/auth/password-hash'
import { ADMIN_TEST_PASSWORD, loginAsAdmin } from '../support/admin'
import { createScratchDatabase } from '../support/db'
import { expectLockOut, SESSION_COOKIE } from '../e2e/admin-auth-helpers'
import { APPLY_SUCCESS_URL, decideConsent, fillByLabel, hydratedForm } from '../support/forms'
import { pool, post, startReceiver } from './http'

/**
 * The proof that many instances can share one database: three instances of one build on one PostgreSQL behind nginx (deploy/), checked only through the
 * balancer. The tests share the cluster and run in order: the login lock-out blocks 127.0.0.1 for an hour, so it
 * comes after the admin page is read; the burst restarts the instances without the form limit, so it comes last.
 */

const FORM_LIMIT = 5
const FORWARD_SECRET = 'cluster-forward-secret-0123456789'
const BURST = Number(process.env.CLUSTER_BURST ?? 3000)
const CONCURRENCY = 50
const LEASE_SECONDS = 30
const contact = { name: 'Grace Hopper', email: 'grace@example.com', message: 'We would like to talk about our agent platform.' }

let cluster: Cluster
let db: Client
let dropDb: () => Promise<void>
let receiver: Awaited<ReturnType<typeof startReceiver>>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set (scripts/test-cluster.mjs skips the cluster test then)')
  const scratch = await createScratchDatabase(baseUrl)
  dropDb = scratch.drop
  db = new Client({ connectionString: scratch.url })
  await db.connect()
  receiver = await startReceiver(FORWARD_SECRET)
  cluster = await startCluster({
    instances: 3,
    dir: process.env.CLUSTER_DIR,
    env: {
      DATABASE_URL: scratch.url,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ADMIN_PASSWORD_HASH: hashPasswordSync(ADMIN_TEST_PASSWORD),
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      CHAT_MODE: 'live',
      // The jobs a killed instance held go to another after this (the default is 5 minutes).
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      FORM_FORWARD_CONTACT_URL: receiver.url,
      FORM_FORWARD_CONTACT_SECRET: FORWARD_SECRET,
    },
  })
  console.log(`cluster: ${cluster.url} → instances on ${cluster.nodes.map((n) => n.port).join(', ')} (${cluster.dir})`)
})

test.afterAll(async () => {
  await cluster?.stop()
  await receiver?.close()
  await db?.end()
  await dropDb?.()
})

/** The instances (ports) that served the access-log lines written since `offset`. */
function upstreamsSince(offset: number): Set<string> {
  return new Set(upstreamsInLog(cluster.accessLog, offset).flatMap((u) => u.split(', ')))
}
const logSize = () => fs.statSync(cluster.accessLog).size

/** Waits, if need be, so the next few seconds stay inside one clock minute (the limits' windows are aligned to it). */
async function awayFromMinuteEdge() {
  const second = new Date().getSeconds()
  if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000))
}

test('the form rate limit holds at its setting across the three instances', async () => {
  await awayFromMinuteEdge()
  const answers = []
  // Sequential, so each request is a new round-robin turn; from 127.0.0.9, a client of its own.
  for (let i = 0; i < 3 * FORM_LIMIT; i++) {
    answers.push(await post(`${cluster.url}/api/forms/contact`, { ...contact, message: `${contact.message} (${i})` }, {}, { localAddress: '127.0.0.9' }))
  }
  const statuses = answers.map((a) => a.status)
  expect(statuses.filter((s) => s === 201)).toHaveLength(FORM_LIMIT)
  expect(statuses.filter((s) => s === 429)).toHaveLength(2 * FORM_LIMIT)
  expect(new Set(answers.map((a) => a.upstream)).size).toBe(3)
})

test.describe('in a browser', () => {
  test.beforeEach(({ page }) => decideConsent(page))

  test('the apply wizard and a contact-hub form complete while their requests land on different instances', async ({ page }) => {
    const offset = logSize()
    await page.goto(`${cluster.url}/apply`)
    const form = await hydratedForm(page, 'apply')
    const next = () => form.getByRole('button', { name: 'Next' }).click()
    await fillByLabel(form, { 'Company name': 'Clustered AI', Website: 'clustered.example', Stage: { select: 'series-a' }, Sector: { select: 'agentic-ai' } })
    await next()
    await fillByLabel(form, { 'Founder name': 'Grace Hopper', 'E-mail': 'grace@example.com', 'Team size': '4' })
    await next()
    const paragraph = 'A paragraph long enough to pass the twenty character minimum.'
    await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill('Agents that plan freight routes for mid-size logistics companies.')
    await fillByLabel(form, { Problem: paragraph, Solution: paragraph })
    await next()
    await fillByLabel(form, { 'Amount sought': '$750K' })
    await next()
    await expect(form.getByTestId('apply-summary')).toContainText('Clustered AI')
    await form.getByLabel(/I agree/).check()
    await form.getByRole('button', { name: 'Submit application' }).click()
    await expect(page).toHaveURL(APPLY_SUCCESS_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application received')

    await page.goto(`${cluster.url}/contact-hub#investor`)
    const hub = await hydratedForm(page, 'hub-investor')
    await fillByLabel(hub, {
      Name: 'Mary Investor',
      'E-mail': 'mary@fund.example',
      Firm: 'Fund I',
      'Investor type': { select: 'vc' },
      Message: 'Interested in co-investing in your next round.',
    })
    await hub.getByRole('button', { name: 'Contact investor relations' }).click()
    await expect(page.locator('section#investor').getByRole('status')).toContainText('Message sent to investor relations.')

    const served = upstreamsSince(offset)
    console.log(`browser flow: ${upstreamsInLog(cluster.accessLog, offset).length} requests served by ${[...served].join(', ')}`)
    expect(served.size).toBeGreaterThanOrEqual(2)
    const stored = await db.query(`select form_type from form_submissions where data->>'email' in ('grace@example.com', 'mary@fund.example') and form_type <> 'contact'`)
    expect(stored.rows.map((r) => r.form_type).sort()).toEqual(['apply', 'contact_investor'])
  })

  test('/admin/assistant shows the same totals whichever instance answers', async ({ page }) => {
    const CHATS = 6
    for (let i = 0; i < CHATS; i++) {
      const res = await post(`${cluster.url}/api/chat`, { message: `How much do you invest? (${i})` }, { Origin: cluster.url }, { localAddress: '127.0.0.10' })
      expect(res.status, res.body).toBe(200)
    }
    await loginAsAdmin(page, `${cluster.url}/admin/assistant`)
    const token = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!.value
    const totalsBy = async () => {
      const seen = new Map<string, string>()
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${cluster.url}/admin/assistant`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } })
        seen.set(res.headers.get('x-upstream') ?? '?', assistantTotals(await res.text()))
      }
      return seen
    }
    // Each instance writes its metrics every 5 s: poll until all three show the same numbers, the chats included.
    let last = new Map<string, string>()
    await expect
      .poll(
        async () => {
          last = await totalsBy()
          const values = new Set(last.values())
          return last.size === 3 && values.size === 1 && requestsIn([...values][0]!) >= CHATS
        },
        { timeout: 45_000, intervals: [2_000] },
      )
      .toBe(true)
    console.log(`/admin/assistant on ${[...last.keys()].join(', ')}: ${[...last.values()][0]}`)
  })

  test('the login lock-out holds across instances: the 6th wrong password is refused', async ({ page }) => {
    const offset = logSize()
    await page.goto(`${cluster.url}/admin`)
    await expectLockOut(page)
    const posts = fs.readFileSync(cluster.accessLog, 'utf8').slice(offset).split('\n').filter((l) => l.includes('"POST /admin'))
    expect(new Set(posts.map((l) => / upstream=(\S+)/.exec(l)?.[1])).size).toBeGreaterThanOrEqual(2)
  })
})

/** The agents' request counts and the conversation counts of an /admin/assistant page, as one comparable string. */
function assistantTotals(html: string): string {
  const requests = [...html.matchAll(/data-testid="agent-row-([^"]+)"[\s\S]*?<\/th><td[^>]*>(\d+)<\/td>/g)]
  const sessions = [...html.matchAll(/data-testid="sessions-([a-z-]+)"[^>]*>([\d,]+)</g)].map((m) => `${m[1]}=${m[2]}`)
  const total = requests.reduce((n, m) => n + Number(m[2]), 0)
  return [`requests=${total}`, ...requests.map((m) => `${m[1]}=${m[2]}`), ...sessions].join(' ')
}
const requestsIn = (totals: string) => Number(/^requests=(\d+)/.exec(totals)?.[1] ?? 0)

test('a burst with one instance killed and restarted: every acknowledged submission stored and delivered once', async () => {
  test.setTimeout(420_000)
  // The limit is off for the burst (one client sends thousands): restart each instance with FORM_RATE_LIMIT=0.
  for (const node of cluster.nodes) {
    await node.stop()
    await node.start({ FORM_RATE_LIMIT: '0' })
  }
  const run = `burst-${Date.now()}`
  const victim = cluster.nodes[1]!
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const statusOf = new Map<number, number>()
  let restarted: Promise<unknown> = Promise.resolve()
  let leased: string[] = []
  let killedPid = 0
  const started = Date.now()
  await pool(BURST, CONCURRENCY, async (i) => {
    if (i === Math.floor(BURST / 3)) {
      killedPid = victim.child!.pid!
      await victim.stop('SIGKILL')
      // The forwards the dead instance had claimed stay leased to it until LEASE_SECONDS have passed, then another
      // instance takes them over; only these may reach the receiver twice.
      const worker = `%:${killedPid}:%`
      leased = (await db.query(`select payload->>'submissionId' as id from jobs where locked_by like $1 and status = 'pending'`, [worker])).rows.map((r) => r.id)
      restarted = victim.start({ FORM_RATE_LIMIT: '0' })
    }
    const res = await post(`${cluster.url}/api/forms/contact`, { ...contact, message: `Burst ${run} message ${i}` }, { 'Idempotency-Key': `${run}-${i}` }, { agent })
    statusOf.set(i, res.status)
  })
  const burstMs = Date.now() - started
  await restarted
  agent.destroy()

  const acknowledged = [...statusOf].filter(([, s]) => s === 201 || s === 202).map(([i]) => `contact:${run}-${i}`)
  const tally: Record<string, number> = {}
  for (const s of statusOf.values()) tally[s] = (tally[s] ?? 0) + 1

  // Queued answers (202) reach PostgreSQL when their instance replays its outbox.
  const countStored = async () => (await db.query(`select count(*)::int as n from form_submissions where idempotency_key like $1`, [`contact:${run}-%`])).rows[0].n as number
  await expect.poll(countStored, { timeout: 60_000 }).toBeGreaterThanOrEqual(acknowledged.length)
  const rows = (await db.query(`select id, idempotency_key as key, data->>'message' as message from form_submissions where idempotency_key like $1`, [`contact:${run}-%`])).rows as { id: string; key: string; message: string }[]
  const storedKeys = new Set(rows.map((r) => r.key))
  expect(acknowledged.filter((k) => !storedKeys.has(k))).toEqual([])
  expect(new Set(rows.map((r) => r.message)).size).toBe(rows.length) // no body stored twice under two keys

  // Every stored submission reaches the receiver; a second delivery only of a job the killed instance held.
  const ids = new Set(rows.map((r) => r.id))
  const received = () => new Set(receiver.deliveries.map((d) => d.key).filter((k) => ids.has(k))).size
  await expect.poll(received, { timeout: 120_000, intervals: [1_000] }).toBe(ids.size)
  const deliveries = receiver.deliveries.filter((d) => ids.has(d.key))
  const perKey = new Map<string, string[]>()
  for (const d of deliveries) perKey.set(d.key, [...(perKey.get(d.key) ?? []), d.deliveryId])
  const twice = [...perKey].filter(([, ds]) => ds.length > 1)
  const unexplained = twice.filter(([key]) => !leased.includes(key)).map(([key]) => key)
  const history = unexplained.length
    ? (await db.query(`select payload->>'submissionId' as id, attempts, locked_by, last_error from jobs where payload->>'submissionId' = any($1)`, [unexplained])).rows
    : []
  expect(history, `delivered twice though the killed instance (pid ${killedPid}) did not hold them`).toEqual([])
  expect(twice.filter(([, ds]) => new Set(ds).size !== 1)).toEqual([]) // the same job again, not a second one
  expect(deliveries.every((d) => d.signed)).toBe(true)
  const jobs = (await db.query(`select status, attempts, count(*)::int as n from jobs where kind = 'forward-submission' group by 1, 2 order by 1, 2`)).rows

  const summary = {
    requests: BURST,
    statuses: tally,
    acknowledged: acknowledged.length,
    stored: rows.length,
    duplicatesStored: rows.length - new Set(rows.map((r) => r.message)).size,
    deliveries: deliveries.length,
    deliveredKeys: perKey.size,
    deliveredTwice: twice.length,
    leasedByKilled: leased.length,
    jobs,
    burstSeconds: Math.round(burstMs / 100) / 10,
    requestsPerSecond: Math.round((BURST / burstMs) * 1000),
  }
  console.log(`burst: ${JSON.stringify(summary)}`)
  test.info().annotations.push({ type: 'burst', description: JSON.stringify(summary) })
})
