/**
 * The send queue's storage key and events, apart from the queue itself so that the runner every page mounts
 * (send-queue-runner.tsx) loads the queue's code only when something is waiting.
 */
export const QUEUE_KEY = 'form-send-queue'
/** Fired on window after the queue changed in this tab (the storage event covers the others). */
export const QUEUE_CHANGE_EVENT = 'site:form-queue'
/** Fired on window when a queued submission was stored; a form showing it sets detail.claimed to confirm it itself. */
export const QUEUE_SENT_EVENT = 'site:form-queue-sent'

export function hasQueued(): boolean {
  try {
    return localStorage.getItem(QUEUE_KEY) !== null
  } catch {
    return false
  }
}
