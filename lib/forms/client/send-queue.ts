import { isPageFormId, pageForm, type Receipt } from '@/lib/forms/page-forms'
import { QUEUE_CHANGE_EVENT, QUEUE_KEY, QUEUE_SENT_EVENT } from './send-queue-keys'
import { clearDraft } from './apply-draft'
import { mirrorToWorker, takeSentByWorker } from './send-queue-worker'
import { sendSubmission, type SendOutcome, type Submission } from './send'
import { showToast } from './toast'

/**
 * Submissions that could not be sent (offline, a dropped connection, a server that did not answer), kept in
 * localStorage so they survive a reload and a closed tab, and sent again — with their idempotency keys — when the
 * connection returns or the visitor comes back (components/forms/send-queue-runner.tsx). A visitor can discard one.
 * A submission the server refuses on replay (it changed its mind about a field) stays, marked, for its form to show.
 */


export type QueuedSubmission = Submission & {
  queuedAt: number
  /** The page it was typed on, so a form elsewhere can link back to it. */
  path: string
  /** Set when a replay was refused: the message for the visitor, and the entry is no longer sent automatically. */
  refused?: { formError: string; fieldErrors: Record<string, string> }
}

export type SentDetail = { entry: QueuedSubmission; receipt: Receipt; claimed: boolean }

/** Entries older than this are dropped unsent: a week-old enquiry sent without its author's knowledge helps nobody. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000
const MAX_ENTRIES = 20

function isEntry(value: unknown): value is QueuedSubmission {
  const e = value as QueuedSubmission
  return (
    !!e &&
    typeof e === 'object' &&
    isPageFormId(e.form) &&
    typeof e.key === 'string' &&
    typeof e.queuedAt === 'number' &&
    typeof e.path === 'string' &&
    !!e.values &&
    typeof e.values === 'object'
  )
}

export function readQueue(now = Date.now()): QueuedSubmission[] {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')
    return Array.isArray(data) ? data.filter(isEntry).filter((e) => now - e.queuedAt < MAX_AGE_MS) : []
  } catch {
    return []
  }
}

function writeQueue(entries: QueuedSubmission[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(QUEUE_KEY)
    else localStorage.setItem(QUEUE_KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)))
  } catch {
    // Private mode or a full quota: the form still shows the values and its Retry button.
  }
  window.dispatchEvent(new Event(QUEUE_CHANGE_EVENT))
  void mirrorToWorker(entries)
}

/** Keeps a submission (replacing an older copy with the same key). */
export function enqueue(submission: Submission, path = location.pathname): void {
  const entry: QueuedSubmission = { ...submission, queuedAt: Date.now(), path }
  writeQueue([...readQueue().filter((e) => e.key !== submission.key), entry])
}

export function dequeue(key: string): void {
  const entries = readQueue()
  if (entries.some((e) => e.key === key)) writeQueue(entries.filter((e) => e.key !== key))
}

/** The newest kept submission of one form, if any. */
export function queuedFor(form: Submission['form']): QueuedSubmission | undefined {
  return readQueue()
    .filter((e) => e.form === form)
    .at(-1)
}

let flushing: Promise<void> | null = null

/**
 * Sends every kept submission that is not marked refused, one at a time. One flush at a time per tab; two tabs
 * flushing together are harmless (the server stores a key once). Returns when done.
 */
export function flushQueue(send: (s: Submission) => Promise<SendOutcome> = sendSubmission): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const entry of readQueue()) {
        if (entry.refused) continue
        const outcome = await send(entry)
        // Still offline, the server is down, or too many sends this minute: the next trigger tries again.
        if (outcome.kind === 'failed' || (outcome.kind === 'refused' && outcome.busy)) break
        if (outcome.kind === 'stored') {
          dequeue(entry.key)
          announceSent(entry, outcome)
        } else {
          writeQueue(readQueue().map((e) => (e.key === entry.key ? { ...e, refused: { formError: outcome.formError, fieldErrors: outcome.fieldErrors } } : e)))
        }
      }
    } finally {
      flushing = null
    }
  })()
  return flushing
}

/**
 * Confirms what the service worker sent while no page of the site was open (or before this one looked).
 * @public — reached through sending.ts, which the send-queue runner loads with loadSending() (knip cannot follow it).
 */
export async function reconcileWorker(): Promise<void> {
  for (const { key, id, reference, statusToken, queued } of await takeSentByWorker()) {
    const entry = readQueue().find((e) => e.key === key)
    if (!entry) continue // this page had sent it too, and already said so
    dequeue(key)
    announceSent(entry, { id, reference, statusToken, queued: queued === true })
  }
}

/** Tells the page a kept submission arrived; when no form on the page claims it, the visitor gets a toast. */
function announceSent(entry: QueuedSubmission, receipt: Receipt) {
  const detail: SentDetail = { entry, receipt, claimed: false }
  window.dispatchEvent(new CustomEvent<SentDetail>(QUEUE_SENT_EVENT, { detail }))
  if (entry.form === 'apply') clearDraft() // the wizard's draft of it is done with
  if (!detail.claimed) {
    const form = pageForm(entry.form)
    const reference = form.type !== 'apply' ? '' : receipt.reference ? ` Your reference is ${receipt.reference}.` : ' Your reference comes with the confirmation e-mail.'
    showToast('success', `Your ${form.noun}, saved while you were offline, has been sent.${reference}`, 8000)
  }
}
