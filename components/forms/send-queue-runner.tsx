'use client'

import { useEffect } from 'react'
import { hasQueued, QUEUE_CHANGE_EVENT } from './send-queue-keys'

/** While anything waits, how often the queue tries on its own (the `online` event never comes for a dropped request). */
const RETRY_EVERY_MS = 30_000

/**
 * Sends the submissions kept in this browser (components/forms/send-queue.ts) on every visit, when the connection
 * returns, when the visitor comes back to the tab, and every 30 s while any are waiting. Mounted once in the site
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
      void import('./send-queue')
        .then(({ flushQueue }) => flushQueue())
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
    run()
    window.addEventListener('online', run)
    window.addEventListener(QUEUE_CHANGE_EVENT, onChange)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', run)
      window.removeEventListener(QUEUE_CHANGE_EVENT, onChange)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
  return null
}
