import { createHash, randomUUID } from 'node:crypto'
import path from 'node:path'
import { readyDb, type Db } from '@/lib/db/client'
import { describeDbError, isPermanentDbError } from '@/lib/db/errors'
import type { FormType, SubmissionMetadata } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { bodyHash } from './body-hash'
import { newStatusToken } from '@/lib/pipeline/status-token'
import { nudgeJobs } from '@/lib/jobs/wake'
import { countSubmission } from '@/lib/metrics/count'
import { insertEntry, storeTogether } from './insert-entries'
import { Outbox, type OutboxEntry } from './outbox'
import type { Receipt } from '../page-forms'
import { fieldErrorsOf, FORM_SCHEMAS, type FieldErrors } from '../schemas'
import { UNSTORABLE_MESSAGE, unstorablePath } from './storable'
import { removeSpooled } from '@/lib/files/spool'
import { loadStagedFiles, removeStagedFiles } from '@/lib/files/staging'
import {
  byteRows,
  defaultFileStore,
  discardInlined,
  discardPlaced,
  fileRows,
  isPlaced,
  placeFiles,
  type FileStore,
  type UploadedFile,
} from '@/lib/files/store'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/process-singleton'

export { insertEntry, type Inserted } from './insert-entries'

export type SubmitInput = {
  type: FormType
  data: unknown
  metadata: SubmissionMetadata
  /** From the page's hidden field or the Idempotency-Key header: a repeat answers like the first. */
  idempotencyKey?: string | null
  /** A filled honeypot field: a bot. It is told "received" and nothing is stored. */
  honeypot?: string | null
  /** Overrides the type's schema (e.g. the full /apply form is stricter than the API). */
  schema?: (typeof FORM_SCHEMAS)[FormType]
  /**
   * Files uploaded with it (the application's deck), already checked and spooled to the files folder. They are placed
   * in their store before the row is inserted, and the outbox entry references them while the database is away.
   */
  files?: UploadedFile[]
}

export type SubmitResult =
  | { status: 'invalid'; fieldErrors: FieldErrors }
  /**
   * In the database: `reference` is the one it gave (M3-2026-0042); `statusToken` is the plain token of a new
   * application's status link. A repeat has no token: only its hash is kept, and the founder's e-mail carries the link.
   */
  | { status: 'stored'; id: string; reference?: string; statusToken?: string; repeat: boolean }
  /** In the outbox, waiting for the database: no reference yet (the confirmation e-mail, built at replay, has it). */
  | { status: 'queued'; id: string; repeat: boolean }
  /** The key was used before with another body (an edit after a lost answer, or another client's key): nothing stored. */
  | { status: 'conflict' }

/** What the visitor's page and an API client are told of a stored or queued submission. */
export function receiptOf(result: Extract<SubmitResult, { status: 'stored' | 'queued' }>): Receipt {
  if (result.status === 'queued') return { id: result.id, queued: true }
  return { id: result.id, reference: result.reference, statusToken: result.statusToken, queued: false }
}

export type SubmitDeps = { db: () => Promise<Db>; outbox: Outbox; log: (msg: string) => void; files?: FileStore }

export async function submitForm(input: SubmitInput, deps: SubmitDeps = defaultDeps()): Promise<SubmitResult> {
  const checked = await checkFirst(input, deps)
  if ('answer' in checked) {
    // Not stored: its spooled files go (nothing references them).
    await Promise.all((input.files ?? []).map((f) => removeSpooled(f.path)))
    return checked.answer
  }
  return storeSubmission(input, checked, deps)
}

type Checked = { data: Record<string, unknown>; idempotencyKey: string | null; hash: string | null }

/** The answer of a submission that is not stored (invalid, a bot, a repeat of a queued one), or what to store. */
async function checkFirst(input: SubmitInput, deps: SubmitDeps): Promise<{ answer: SubmitResult } | Checked> {
  const parsed = (input.schema ?? FORM_SCHEMAS[input.type]).safeParse(input.data)
  if (!parsed.success) return { answer: { status: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) } }
  const unstorable = unstorablePath(parsed.data)
  if (unstorable) return { answer: { status: 'invalid', fieldErrors: { [unstorable]: UNSTORABLE_MESSAGE } } }
  // A bot gets no reference: one would spend a number of the sequence the team sees.
  if (input.honeypot) return { answer: { status: 'stored', id: randomUUID(), repeat: false } }

  const data = parsed.data as Record<string, unknown>
  const { key: idempotencyKey, compareBody } = keyFor(input.type, data, input.idempotencyKey)
  const hash = compareBody ? bodyHash(data) : null
  if (idempotencyKey) {
    const queued = await deps.outbox.findByIdempotencyKey(idempotencyKey)
    if (queued) return { answer: otherBody(queued.bodyHash, hash) ? { status: 'conflict' } : { status: 'queued', id: queued.id, repeat: true } }
  }
  return { data, idempotencyKey, hash }
}

async function storeSubmission(input: SubmitInput, { data, idempotencyKey, hash }: Checked, deps: SubmitDeps): Promise<SubmitResult> {

  const store = deps.files ?? defaultFileStore()
  // Before any transaction: the bytes are on disk or in the bucket, and the row only references them.
  const files = await placeFiles(input.files ?? [], { log: deps.log, ...store })
  const entry: OutboxEntry = {
    id: randomUUID(),
    formType: input.type,
    data,
    metadata: input.metadata,
    createdAt: new Date().toISOString(),
    idempotencyKey,
    bodyHash: hash,
    ...(files.length ? { files } : {}),
    ...(input.type === 'apply' ? { statusToken: newStatusToken() } : {}),
  }
  try {
    const db = await deps.db()
    const stored = await storeTogether(db, { entry, files: () => fileRows(files, store) })
    if ('inserted' in stored) {
      await discardInlined(files, store)
      nudgeJobs()
      countSubmission(input.type, 'stored')
      return { status: 'stored', id: entry.id, reference: stored.inserted.reference, statusToken: stored.inserted.statusToken, repeat: false }
    }
    const existing = stored.repeatOf
    await discardPlaced(files, store)
    if (existing && otherBody(existing.bodyHash, hash)) return { status: 'conflict' }
    return { status: 'stored', id: existing?.id ?? entry.id, reference: existing?.reference, repeat: true }
  } catch (err) {
    if (isPermanentDbError(err)) {
      // The database is up and will never take this row: a person must see it (the admin dashboard lists it).
      deps.log(`the database refused submission ${entry.id} for good; set aside for the admin: ${describeDbError(err)}`)
      await deps.outbox.setAside(entry, describeDbError(err))
      countSubmission(input.type, 'set_aside')
      return { status: 'queued', id: entry.id, repeat: false }
    }
    deps.log(`Form submission failed: ${describeDbError(err)}`)
    // If this write fails too, the error reaches the visitor as "not received": we never acknowledge what is not durable.
    // The entry references the placed files; the orphan sweep leaves files an outbox entry references alone.
    await deps.outbox.append(entry)
    countSubmission(input.type, 'queued')
    return { status: 'queued', id: entry.id, repeat: false }
  }
}

/**
 * The key that makes repeats collapse, scoped to the form type. A newsletter address subscribes once whatever the
 * page sends (the same success message either way, so its body is not compared); other forms use the key their page
 * or client supplied, and a repeat must carry the same body.
 */
function keyFor(type: FormType, data: Record<string, unknown>, supplied?: string | null): { key: string | null; compareBody: boolean } {
  if (type === 'newsletter' && typeof data.email === 'string') {
    return { key: `newsletter:${createHash('sha256').update(data.email.toLowerCase()).digest('hex')}`, compareBody: false }
  }
  const clean = supplied?.trim().slice(0, 200)
  return clean ? { key: `${type}:${clean}`, compareBody: true } : { key: null, compareBody: false }
}

/** A stored hash that differs from this body's; a row or entry from before the check (no hash) is taken as the same. */
function otherBody(stored: string | null | undefined, hash: string | null): boolean {
  return !!stored && !!hash && stored !== hash
}

export function getOutbox(): Outbox {
  return processSingleton('venture-studio.outbox', () => new Outbox(path.join(env().dataDir, 'outbox', 'submissions.jsonl')))
}

/** Moves queued submissions into the database; safe to call at any time, from any number of timers. */
export async function replayOutbox(deps: Pick<SubmitDeps, 'db' | 'outbox' | 'log' | 'files'> = defaultDeps()): Promise<number> {
  if ((await deps.outbox.size()) === 0) return 0
  const db = await deps.db()
  const moved = await deps.outbox.replay(async (entry) => {
    const staging = stagingDir(deps.outbox)
    const store = deps.files ?? defaultFileStore()
    const queued = entry.files ?? []
    const placed = queued.filter(isPlaced)
    // Entries queued before files were placed first carry only metadata; their bytes were staged beside the outbox.
    const legacy = placed.length === queued.length ? [] : queued
    try {
      const inserted = await insertEntry(db, entry, undefined, async () =>
        legacy.length ? byteRows(await loadStagedFiles(staging, entry.id, legacy)) : fileRows(placed, store),
      )
      if (legacy.length) await removeStagedFiles(staging, entry.id, legacy.length)
      else if (inserted) await discardInlined(placed, store)
    } catch (err) {
      // Judged by the SQLSTATE, not by whether the database answers something else: a connection dropped mid-insert
      // or a serialization failure leaves the entry queued; a row the database will never take is set aside for
      // the admin, so one bad entry cannot block the queue.
      if (!isPermanentDbError(err)) throw err
      deps.log(`outbox: the database refused queued submission ${entry.id}; set aside for the admin: ${describeDbError(err)}`)
      countSubmission(entry.formType, 'set_aside')
      return { rejected: describeDbError(err) }
    }
  })
  if (moved > 0) {
    log('outbox').info(`${moved} queued submission(s) stored in the database`)
    nudgeJobs()
  }
  return moved
}

/** Uploaded files of queued entries wait beside the outbox file. */
function stagingDir(outbox: Outbox): string {
  return path.join(path.dirname(outbox.file), 'files')
}

/**
 * How long a submission waits for a database that is still opening (an upgrade's migrations at start) before it goes
 * to the outbox and the visitor has the answer: the replay stores it once the database is open.
 */
const DB_OPEN_WAIT_MS = 5_000

function defaultDeps(): SubmitDeps {
  return { db: () => readyDb(DB_OPEN_WAIT_MS), outbox: getOutbox(), log: (msg) => log('forms').error(msg) }
}
