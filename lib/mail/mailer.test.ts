import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { claimJobs, enqueueJob, getJobByKey } from '@/lib/db/queries/jobs'
import { createJobRunner } from '@/lib/jobs/runner'
import { insertEntry } from '@/lib/forms/server/submit'
import { describeEachDb } from '@/tests/support/db'
import { smtpSink } from '@/tests/support/smtp'
import { mailMessage, sentPayload, TOKEN_REMOVED } from './mailer'
import { MAIL_JOB, mailJob } from './message'

const message = { to: 'ada@helix.example', subject: 'We received your application (reference 3F2A9C1E)', text: 'Thank you.\nYour reference is 3F2A9C1E.' }

describeEachDb('e-mail as durable jobs', ({ handle }) => {
  const sink = smtpSink()
  let smtpUrl: string
  let dir: string
  beforeAll(async () => {
    smtpUrl = await sink.start()
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vs-mail-'))
  })
  afterAll(async () => {
    await sink.stop()
    await fs.rm(dir, { recursive: true, force: true })
  })
  const runner = (deps: { smtpUrl?: string; dir?: string }, worker = 'mail-worker') =>
    createJobRunner({ db: async () => handle().db, worker, handlers: { [MAIL_JOB]: (job, db) => mailMessage(job, db, deps) }, log: () => {} })

  it('with SMTP, the server receives each message once, with a plain-text part and a Message-ID from the job', async () => {
    const { db } = handle()
    const jobId = await enqueueJob(db, mailJob('smtp-once', message))
    await runner({ smtpUrl }).runDue()
    await runner({ smtpUrl }).runDue()
    const mine = sink.received.filter((raw) => raw.includes(`<${jobId}@`))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toContain('Subject: We received your application (reference 3F2A9C1E)')
    expect(mine[0]).toContain('Content-Type: text/plain')
    expect((await getJobByKey(db, 'mail:smtp-once'))?.status).toBe('done')
  })

  it('a message whose sender died before sending goes out once when its lease passes', async () => {
    const { db } = handle()
    const jobId = await enqueueJob(db, mailJob('smtp-takeover', message))
    // An instance claims it and dies (SIGKILL): nothing sent, nothing marked.
    await claimJobs(db, { worker: 'dead', limit: 10, leaseMs: 1, kinds: [MAIL_JOB] })
    await new Promise((r) => setTimeout(r, 20))
    await runner({ smtpUrl }, 'survivor').runDue()
    expect(sink.received.filter((raw) => raw.includes(`<${jobId}@`))).toHaveLength(1)
    expect(await getJobByKey(db, 'mail:smtp-takeover')).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'survivor' })
  })

  it('with SMTP down, the message waits and is retried, not lost', async () => {
    const { db } = handle()
    await enqueueJob(db, mailJob('smtp-down', message))
    const summary = await runner({ smtpUrl: 'smtp://127.0.0.1:1' }).runDue()
    expect(summary.retried).toBeGreaterThanOrEqual(1)
    expect(await getJobByKey(db, 'mail:smtp-down')).toMatchObject({ status: 'pending', attempts: 1 })
  })

  it('without SMTP, each message is an .eml file named by its job', async () => {
    const { db } = handle()
    const jobId = await enqueueJob(db, mailJob('file', message))
    await runner({ smtpUrl: undefined, dir }).runDue()
    const eml = await fs.readFile(path.join(dir, `${jobId}.eml`), 'utf8')
    expect(eml).toMatch(/^To: ada@helix\.example$/m)
    expect(eml).toMatch(/^Subject: We received your application \(reference 3F2A9C1E\)$/m)
    expect(eml).toContain('Your reference is 3F2A9C1E.')
    expect((await fs.readdir(dir)).filter((f) => f.endsWith('.partial'))).toEqual([])
  })

  it('carries its own headers whole, by SMTP and in the .eml file alike', async () => {
    const { db } = handle()
    const url = `https://studio.example/api/newsletter/unsubscribe?token=${'a'.repeat(90)}.sig`
    const headers = { 'List-Unsubscribe': `<${url}>, <mailto:team@studio.example?subject=unsubscribe>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    const smtpJob = await enqueueJob(db, mailJob('headers-smtp', { ...message, headers }))
    await runner({ smtpUrl }).runDue()
    const fileJob = await enqueueJob(db, mailJob('headers-file', { ...message, headers }))
    await runner({ smtpUrl: undefined, dir }).runDue()
    const sent = sink.received.find((raw) => raw.includes(`<${smtpJob}@`))!
    const kept = await fs.readFile(path.join(dir, `${fileJob}.eml`), 'utf8')
    for (const raw of [sent, kept]) {
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
      expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${url.replace(/[.?]/g, '\\$&')}>, <mailto:team@studio\\.example\\?subject=unsubscribe>\\r?$`, 'm'))
    }
  })

  it('a stored application queues the team notice and the founder receipt with its row, once', async () => {
    const { db } = handle()
    const id = crypto.randomUUID()
    const entry = { id, formType: 'apply' as const, data: { companyName: 'Helix Labs', founderName: 'Ada', email: 'ada@helix.example' }, metadata: {}, createdAt: new Date().toISOString(), idempotencyKey: null }
    expect(await insertEntry(db, entry, undefined)).not.toBeNull()
    expect(await insertEntry(db, entry, undefined)).toBeNull()
    expect((await getJobByKey(db, `mail:team:${id}`))?.payload).toMatchObject({ message: { subject: expect.stringContaining('Helix Labs') } })
    expect((await getJobByKey(db, `mail:receipt:${id}`))?.payload).toMatchObject({ message: { to: 'ada@helix.example' } })
    const newsletter = crypto.randomUUID()
    await insertEntry(db, { ...entry, id: newsletter, formType: 'newsletter', data: { email: 'n@x.example' } }, undefined)
    expect(await getJobByKey(db, `mail:team:${newsletter}`)).toBeNull()
  })
})

it('strikes a status link’s and an invitation’s set-password token from the payload a sent job keeps', () => {
  const status = 'A'.repeat(22)
  const invite = 'b_-'.repeat(14) + 'c'
  const payload = { message: { to: 'x@example.com', subject: 'S', text: `https://site/apply/status/${status}\nhttps://site/admin/set-password?token=${invite}\n` } }
  const kept = JSON.stringify(sentPayload(payload))
  expect(kept).not.toContain(status)
  expect(kept).not.toContain(invite)
  expect(kept).toContain(`/apply/status/${TOKEN_REMOVED}`)
  expect(kept).toContain(`/admin/set-password?token=${TOKEN_REMOVED}`)
  expect(sentPayload({ message: { to: 'x@example.com', subject: 'S', text: 'no link' } })).toBeUndefined()
})
