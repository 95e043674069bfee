import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enqueueJob, getJobByKey } from '@/lib/db/queries/jobs'
import type { Job } from '@/lib/db/schema'
import { PermanentJobError, createJobRunner } from '@/lib/jobs/runner'
import { describeEachDb } from '@/tests/support/db'
import { forwardSubmission, FORWARD_JOB, forwardJob, signature, type ForwardTarget } from './forward'
import type { OutboxEntry } from './outbox'
import { insertEntry } from './submit'

const SECRET = 'a-long-enough-forward-secret'

function entry(id: string, formType: OutboxEntry['formType'] = 'contact'): OutboxEntry {
  return { id, formType, data: { name: 'Ada', email: 'ada@example.com', message: 'Hello there, studio!' }, metadata: {}, createdAt: '2026-11-22T00:00:00.000Z', idempotencyKey: null }
}

/** A webhook receiver on the loopback: records every POST; answers with the statuses queued in `answers`, then 200. */
function receiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = []
  const answers: number[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.writeHead(answers.shift() ?? 200).end()
    })
  })
  return {
    received,
    answers,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of the exact body under the secret', () => {
    const body = '{"id":"1"}'
    expect(signature(SECRET, body)).toBe(`sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`)
    expect(signature(SECRET, body + ' ')).not.toBe(signature(SECRET, body))
  })
})

describeEachDb('forwarding stored submissions as jobs', ({ handle }) => {
  const hook = receiver()
  let target: ForwardTarget
  beforeAll(async () => {
    target = { url: await hook.start(), secret: SECRET }
  })
  afterAll(() => hook.stop())

  const runner = (worker: string, db = () => Promise.resolve(handle().db)) =>
    createJobRunner({ db, worker, handlers: { [FORWARD_JOB]: (job, d) => forwardSubmission(job, d, { targetFor: () => target }) }, log: () => {} })

  it('a stored submission enqueues its forward in the same write; without a target nothing is enqueued', async () => {
    const { db } = handle()
    const id = crypto.randomUUID()
    expect(await insertEntry(db, entry(id), target)).not.toBeNull()
    expect(await getJobByKey(db, `forward:${id}`)).toMatchObject({ kind: FORWARD_JOB, status: 'pending', payload: { submissionId: id } })
    const plain = crypto.randomUUID()
    expect(await insertEntry(db, entry(plain), undefined)).not.toBeNull()
    expect(await getJobByKey(db, `forward:${plain}`)).toBeNull()
    // A repeat of the same row (a replay after the first insert landed) neither stores nor enqueues again.
    expect(await insertEntry(db, entry(id), target)).toBeNull()
  })

  it('forwards the submission signed, with its id as the idempotency key, and marks the job done', async () => {
    const { db } = handle()
    hook.received.length = 0
    await runner('w1').runDue()
    expect(hook.received.length).toBeGreaterThanOrEqual(1)
    for (const got of hook.received) {
      expect(got.headers['x-signature']).toBe(signature(SECRET, got.body))
      const body = JSON.parse(got.body)
      expect(got.headers['idempotency-key']).toBe(body.id)
      expect(body).toMatchObject({ form_type: 'contact', data: { name: 'Ada' } })
      expect((await getJobByKey(db, `forward:${body.id}`))?.status).toBe('done')
    }
  })

  it('retries a 503 later and gives up at once on a 400, keeping the error', async () => {
    const { db } = handle()
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()]
    await insertEntry(db, entry(a), target)
    await runner('w2').runDue()
    hook.answers.push(503)
    await insertEntry(db, entry(b), target)
    const summary = await runner('w3').runDue()
    expect(summary).toEqual({ done: 0, retried: 1, failed: 0 })
    const retried = await getJobByKey(db, `forward:${b}`)
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('HTTP 503') })
    expect(retried!.runAt.getTime()).toBeGreaterThan(Date.now())

    const c = crypto.randomUUID()
    hook.answers.push(400)
    await insertEntry(db, entry(c), target)
    await runner('w4').runDue()
    expect(await getJobByKey(db, `forward:${c}`)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('HTTP 400') })
  })

  it('sends nothing for a submission deleted before its turn', async () => {
    const { db } = handle()
    const fetchImpl = vi.fn()
    const jobId = await enqueueJob(db, forwardJob(crypto.randomUUID()))
    const job = { id: jobId, payload: { submissionId: crypto.randomUUID() } } as unknown as Job
    await forwardSubmission(job, db, { fetchImpl: fetchImpl as never, targetFor: () => target })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('a 4xx other than 408/429 is final; a 429 is not', async () => {
    const { db } = handle()
    const id = crypto.randomUUID()
    await insertEntry(db, entry(id), undefined)
    const job = { id: 'j', payload: { submissionId: id } } as unknown as Job
    const answer = (status: number) => forwardSubmission(job, db, { fetchImpl: (async () => new Response('', { status })) as never, targetFor: () => target })
    await expect(answer(422)).rejects.toBeInstanceOf(PermanentJobError)
    await expect(answer(429)).rejects.not.toBeInstanceOf(PermanentJobError)
    await expect(answer(200)).resolves.toBeUndefined()
  })
})
