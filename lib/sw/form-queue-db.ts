/**
 * Where the page leaves unsent form submissions for the service worker (IndexedDB: the worker cannot read
 * localStorage), and the Background Sync tag that wakes the worker to send them. Shared by the page side
 * (lib/forms/client/send-queue-worker.ts) and the worker's source (service-worker-source.ts), so both name the same
 * database. Entries are keyed by the submission's idempotency key.
 */
export const FORM_QUEUE_DB = {
  name: 'site-forms',
  version: 1,
  /** What is waiting: { key, url, headers, body }, a ready-made request. */
  queue: 'queue',
  /** What the worker sent while no page was there to see it: { key, id }, for the next page to confirm. */
  sent: 'sent',
  tag: 'form-queue',
  /** The message the worker posts to open pages after sending one. */
  message: 'form-queue-sent',
} as const
