import { FORM_QUEUE_DB } from '@/lib/sw/form-queue-db'
import { requestOf, type Submission } from './send'

/**
 * The send queue's copy for the service worker (Background Sync, where the browser has it): the waiting
 * submissions as ready-made requests in IndexedDB, and a sync registration, so the browser can send them when the
 * connection returns even with every tab of the site closed. What the worker sent it records in a second store;
 * the next page confirms those (send-queue.ts reconcileWorker). Everything here is best effort: without IndexedDB,
 * a service worker or Background Sync, the page's own queue still sends on the next visit.
 */

/** What the worker recorded of a submission it sent: its key and the server's receipt (fields absent in older records). */
type SentRecord = { key: string; id: string; reference?: string; statusToken?: string; queued?: boolean }
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(FORM_QUEUE_DB.name, FORM_QUEUE_DB.version)
    request.onupgradeneeded = () => {
      for (const name of [FORM_QUEUE_DB.queue, FORM_QUEUE_DB.sent]) {
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'key' })
      }
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Runs `work` in one transaction on one store and resolves with its request's result once the transaction commits. */
async function inStore<T>(name: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openDb()
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(name, mode)
      const request = work(transaction.objectStore(name))
      transaction.oncomplete = () => resolve(request ? request.result : undefined)
      transaction.onerror = () => reject(transaction.error)
    })
  } finally {
    db.close()
  }
}

const available = () => typeof indexedDB !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Makes the worker's copy match the page's queue (refused entries excluded) and asks for a sync when any wait. */
export async function mirrorToWorker(entries: readonly (Submission & { refused?: unknown })[]): Promise<void> {
  if (!available()) return
  try {
    const waiting = entries.filter((e) => !e.refused)
    await inStore(FORM_QUEUE_DB.queue, 'readwrite', (store) => {
      store.clear()
      for (const entry of waiting) store.put({ key: entry.key, ...requestOf(entry) })
    })
    if (waiting.length === 0) return
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined
    await registration?.sync?.register(FORM_QUEUE_DB.tag)
  } catch {
    // Private mode, a blocked database, no Background Sync: the page's own queue still sends it.
  }
}

/** What the worker sent since the last look, emptied as it is read. */
export async function takeSentByWorker(): Promise<SentRecord[]> {
  if (!available()) return []
  try {
    // One transaction: a record the worker adds meanwhile is either read here or left for the next look.
    return (
      (await inStore<SentRecord[]>(FORM_QUEUE_DB.sent, 'readwrite', (store) => {
        const all = store.getAll()
        store.clear()
        return all
      })) ?? []
    )
  } catch {
    return []
  }
}
