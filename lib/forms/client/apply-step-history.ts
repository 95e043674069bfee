'use client'

import { useEffect, useRef } from 'react'

/**
 * The application form's steps as browser history entries: each step the visitor moves to is an entry of its own, so
 * the browser's Back and Forward walk through the steps (the answers stay in the form's state) and Back from the
 * first step leaves /apply as before. The address does not change: the step lives in the entry's state, so the
 * server-rendered form without JavaScript is untouched and a reload shows the draft's step.
 */

/** Where an entry keeps its step, and the step of the entry it was pushed from (for the form's own Back). */
type StepEntry = { applyStep: number; applyFrom?: number }

function stepEntry(state: unknown): StepEntry | null {
  const entry = state as Partial<StepEntry> | null
  return typeof entry?.applyStep === 'number' && Number.isInteger(entry.applyStep) ? (entry as StepEntry) : null
}

/**
 * Records `step` on the history: `push` adds an entry (the visitor moved on), `replace` rewrites the current one (the
 * form settled on a step by itself: the draft restored, a rejected field shown). The router's own state is kept.
 */
export function recordStep(step: number, how: 'push' | 'replace') {
  const current = (history.state as Record<string, unknown> | null) ?? {}
  if (how === 'push') history.pushState({ ...current, applyStep: step, applyFrom: stepEntry(current)?.applyStep }, '')
  else history.replaceState({ ...current, applyStep: step }, '')
}

/** Whether the entry before this one shows `step`, so the form's Back can be the browser's Back. */
export function previousEntryShows(step: number): boolean {
  return stepEntry(history.state)?.applyFrom === step
}

/** Calls `onStep` with the step of each entry the browser's Back or Forward lands on. */
export function useStepHistory(onStep: (step: number) => void) {
  const latest = useRef(onStep)
  useEffect(() => {
    latest.current = onStep
  })
  useEffect(() => {
    const pop = (event: PopStateEvent) => {
      const entry = stepEntry(event.state)
      if (entry) latest.current(entry.applyStep)
    }
    window.addEventListener('popstate', pop)
    return () => window.removeEventListener('popstate', pop)
  }, [])
}
