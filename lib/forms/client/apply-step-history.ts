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
 * Records `step` on the history: `push` adds an entry (the visitor moved on from step `from`), `replace` rewrites the
 * current one (the form settled on a step by itself: the draft restored, a rejected field shown). The router's own
 * state is kept.
 */
export function recordStep(step: number, how: 'push' | 'replace', from?: number) {
  let current = (history.state as Record<string, unknown> | null) ?? {}
  if (how === 'replace') return history.replaceState({ ...current, applyStep: step }, '')
  // The entry being left learns its step here, not when the form opens: a history write waits on the browser (up to
  // several milliseconds while the page loads), which hydration's longest task paid on every visit (see settleOpeningStep).
  if (from !== undefined && stepEntry(current)?.applyStep !== from) {
    current = { ...current, applyStep: from }
    history.replaceState(current, '')
  }
  history.pushState({ ...current, applyStep: step, applyFrom: stepEntry(current)?.applyStep }, '')
}

/**
 * The entry the form opened on, on `step`: rewritten only when it names another step (a reload after the form moved),
 * so a first visit writes nothing until the visitor moves on (recordStep's push records the step left then).
 */
export function settleOpeningStep(step: number) {
  const entry = stepEntry(history.state)
  if (entry && entry.applyStep !== step) recordStep(step, 'replace')
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
