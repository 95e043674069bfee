'use client'

import { useEffect } from 'react'
import { FORM_QUEUE_DB } from '@/lib/sw/form-queue-db'
import { loadSending } from '@/lib/forms/client/load-sending'
import { hasQueued, QUEUE_CHANGE_EVENT } from '@/lib/forms/client/send-queue-keys'

/** While anything waits, how often the queue tries on its own (the `online` event never comes for a dropped request). */
const RETRY_EVERY_MS = 30_000

/**
 * Sends the submissions kept in this browser (lib/forms/client/send-queue.ts) on every visit, when the connection
 * returns, when the visitor comes back to the tab, and every 30 s while any are waiting; and confirms those the
 * service worker sent by Background Sync. Mounted once in the site
 * layout; on a visit with nothing queued it only listens, and the queue's code is loaded only when needed.
 */
export function SendQueueRunner() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let running = false
    const later = () => {
      clearTimeout(timer)
      timer = hasQueued() ? setTimeout(run, RETRY_EVERY_MS) : undefined
    }
    function run() {
      clearTimeout(timer)
      if (running || !hasQueued() || !navigator.onLine) return
      running = true
      // The forms' own loader, not a module of its own: each form on the page restores its kept copy once this
      // promise resolves, and their effects ran before this one (the page comes before the runner in the layout), so
      // their callbacks run first and each form knows the key it will confirm. Loaded apart, a submission the service
      // worker had sent was confirmed before its form had restored it: a toast instead, and an empty form.
      void loadSending()
        .then(async ({ flushQueue, reconcileWorker }) => {
          await reconcileWorker()
          await flushQueue()
        })
        .finally(() => {
          running = false
          later()
        })
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') run()
    }
    // A form's own attempt just failed and queued it: the next try comes after the pause, not at once.
    const onChange = () => {
      if (!running) later()
    }
    // The service worker sent one (Background Sync): confirm it now.
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === FORM_QUEUE_DB.message) run()
    }
    // The first run waits one task, like the forms' restore (their effects ran first and deferred theirs with
    // inNextTask): timers fire in order, so each form's callback on loadSending() still comes before this one's.
    timer = setTimeout(run, 0)
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
    window.addEventListener('online', run)
    window.addEventListener(QUEUE_CHANGE_EVENT, onChange)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
      window.removeEventListener('online', run)
      window.removeEventListener(QUEUE_CHANGE_EVENT, onChange)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
  return null
}
