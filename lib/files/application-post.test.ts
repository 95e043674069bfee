import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'

// Before any module reads the environment: a data folder of its own, and limits small enough to reach.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const dir = mkdtempSync(join(tmpdir(), 'vs-apply-post-'))
  Object.assign(process.env, {
    DATA_DIR: dir,
    DATABASE_URL: '',
    SITE_URL: 'http://localhost:3000',
    TRUST_PROXY: '0',
    FORM_RATE_LIMIT: '1000',
    UPLOADS_IN_PROGRESS: '1',
    UPLOAD_RATE_LIMIT: '2',
    DECK_STORAGE_MB: '1',
    S3_ENDPOINT: '',
  })
  return dir
})

import { closeDb, getDb } from '@/lib/db/client'
import { formSubmissions, submissionFiles } from '@/lib/db/schema'
import { handleApplicationPost } from './application-post'
import { DECK_MESSAGES } from './deck'
import { uploadSlots } from './upload-slots'

const application = { companyName: 'Post Labs', founderName: 'Ada', email: 'post@example.com', pitch: 'Agents that read lab notebooks for scientists.', stage: 'seed', consent: 'on', sector: 'fintech-ai', problem: 'Lab notebooks go unread for months at a time.', solution: 'Agents read every notebook and summarise it.', amountSought: '$500K' }

function pdf(size: number): Uint8Array {
  const bytes = Buffer.alloc(size, 0x20)
  bytes.write('%PDF-1.7\n')
  return new Uint8Array(bytes)
}

async function post(ip: string, deck: { bytes: Uint8Array; name: string } | null, rawName?: string): Promise<Response> {
  const form = new FormData()
  for (const [k, v] of Object.entries(application)) form.append(k, v)
  if (deck) form.append('deckFile', new File([deck.bytes as BlobPart], deck.name, { type: 'application/pdf' }))
  const encoded = new Request('http://localhost:3000/apply/submit', { method: 'POST', body: form })
  let body = Buffer.from(await encoded.arrayBuffer())
  // A name as a crafted client sends it: raw control characters in the part header (fetch would send them too).
  if (rawName) body = Buffer.from(body.toString('latin1').replace(`filename="${deck!.name}"`, `filename="${rawName}"`), 'latin1')
  return handleApplicationPost(
    new Request('http://localhost:3000/apply/submit', {
      method: 'POST',
      body,
      headers: { 'content-type': encoded.headers.get('content-type')!, origin: 'http://localhost:3000', accept: 'application/json', 'x-forwarded-for': ip },
    }),
  )
}

const filesDir = path.join(dataDir, 'files')
const deckFiles = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : [])

describe('POST /apply/submit with its limits', () => {
  afterAll(async () => {
    await closeDb()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('streams the deck to DATA_DIR/files and stores the application with a reference to it', async () => {
    const response = await post('198.51.100.1', { bytes: pdf(10_000), name: 'deck.pdf' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const [row] = await (await getDb()).select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    expect(row).toMatchObject({ storage: 'disk', sizeBytes: 10_000, content: null })
    expect(deckFiles()).toEqual([row!.objectKey])
  }, 60_000)

  it('answers a NUL in the file name beside the deck field, and sets nothing aside', async () => {
    const before = (await (await getDb()).select({ id: formSubmissions.id }).from(formSubmissions)).length
    const response = await post('198.51.100.2', { bytes: pdf(2000), name: 'deck.pdf' }, 'de\u0000ck.pdf')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fieldErrors: { deckFile: DECK_MESSAGES.badName } })
    expect(fs.existsSync(path.join(dataDir, 'outbox', 'submissions.rejected.jsonl'))).toBe(false)
    expect((await (await getDb()).select({ id: formSubmissions.id }).from(formSubmissions)).length).toBe(before)
    expect(deckFiles()).toHaveLength(1) // only the first test's deck
  })

  it('refuses an upload while every slot of this instance is taken, with Retry-After and the message beside the field', async () => {
    const release = uploadSlots().take()!
    try {
      const response = await post('198.51.100.3', { bytes: pdf(2000), name: 'deck.pdf' })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(await response.json()).toMatchObject({ formError: DECK_MESSAGES.busy, fieldErrors: { deckFile: DECK_MESSAGES.busy } })
    } finally {
      release()
    }
    expect((await post('198.51.100.3', null)).status).toBe(201) // the slot is free again
  })

  it("counts a client's uploads apart from the form limit: past UPLOAD_RATE_LIMIT an hour, 429 with Retry-After", async () => {
    expect((await post('198.51.100.4', null)).status).toBe(201)
    expect((await post('198.51.100.4', null)).status).toBe(201)
    const refused = await post('198.51.100.4', { bytes: pdf(2000), name: 'deck.pdf' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(await refused.json()).toMatchObject({ fieldErrors: { deckFile: DECK_MESSAGES.uploadRate } })
    expect((await post('198.51.100.5', null)).status).toBe(201) // another client is not held back
  })

  it('refuses a deck past the storage budget (a link still works), leaving no file behind', async () => {
    expect((await post('198.51.100.6', { bytes: pdf(600_000), name: 'a.pdf' })).status).toBe(201)
    expect((await post('198.51.100.7', { bytes: pdf(600_000), name: 'b.pdf' })).status).toBe(201)
    const filesBefore = deckFiles().length
    const full = await post('198.51.100.8', { bytes: pdf(600_000), name: 'c.pdf' })
    expect(full.status).toBe(503)
    expect(full.headers.get('retry-after')).toBe('3600')
    expect(await full.json()).toMatchObject({ fieldErrors: { deckFile: DECK_MESSAGES.storageFull } })
    expect(deckFiles()).toHaveLength(filesBefore)
    expect((await post('198.51.100.8', null)).status).toBe(201)
  }, 60_000)
})
