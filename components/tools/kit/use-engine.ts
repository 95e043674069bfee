'use client'

import { useEffect, useState } from 'react'

export type Engine<M> = { status: 'loading' } | { status: 'ready'; engine: M } | { status: 'failed' }

/**
 * A tool's calculation module fetched after hydration instead of with the page, for the tools whose server-rendered
 * page shows no result anyway (their result depends on the visitor's today, known only after mount). `load` must
 * be a module-level function, so the effect runs once.
 */
export function useEngine<M>(load: () => Promise<M>): Engine<M> {
  const [state, setState] = useState<Engine<M>>({ status: 'loading' })
  useEffect(() => {
    let live = true
    load().then(
      (engine) => live && setState({ status: 'ready', engine }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [load])
  return state
}

/** Shown when the calculation module could not be fetched (the connection dropped after the page loaded). */
export const ENGINE_FAILED = 'This tool could not be loaded. Check your connection and reload the page.'
