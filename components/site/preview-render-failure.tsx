'use client'

import { useSyncExternalStore } from 'react'

/**
 * Module-level, so it survives the boundary's retry (same page) and resets on a full reload. The failure ends a tick
 * after the first throw rather than at once, because React re-renders synchronously once after a render error
 * before it falls back to the error boundary; that second attempt must fail too.
 */
const preview = { failing: true, ending: false }

function failsThisRender(): boolean {
  if (preview.failing && !preview.ending) {
    preview.ending = true
    window.setTimeout(() => {
      preview.failing = false
    }, 0)
  }
  return preview.failing
}

const noopSubscribe = () => () => {}

/**
 * Throws during its first client render so the error boundary shows; renders "Recovered" after Try Again.
 * On the server (and during hydration) it renders a placeholder: a throw there would fail the whole response.
 */
export function PreviewRenderFailure() {
  const onClient = useSyncExternalStore(noopSubscribe, () => true, () => false)
  if (!onClient) return <p className="mt-4 text-slate-600 dark:text-slate-300">Loading preview…</p>
  if (failsThisRender()) throw new Error('Preview render failure')
  return <p className="mt-4 text-lg font-medium text-emerald-700 dark:text-emerald-300">Recovered</p>
}
