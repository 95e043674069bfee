import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { previousEntryShows, recordStep, settleOpeningStep } from './apply-step-history'

/** The browser's history as a list of entries' states, with the router's own state on the first. */
function fakeHistory() {
  const entries: unknown[] = [{ __NA: true }]
  let at = 0
  const writes: string[] = []
  return {
    entries,
    writes,
    get state() {
      return entries[at]
    },
    pushState(state: unknown) {
      writes.push('push')
      entries.splice(++at, entries.length, state)
    },
    replaceState(state: unknown) {
      writes.push('replace')
      entries[at] = state
    },
    back() {
      at--
    },
  }
}

describe('the application steps in the history', () => {
  let history: ReturnType<typeof fakeHistory>
  beforeEach(() => {
    history = fakeHistory()
    vi.stubGlobal('history', history)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('writes nothing when the form opens on a fresh entry', () => {
    settleOpeningStep(0)
    expect(history.writes).toEqual([])
  })

  it('rewrites an opening entry that names another step (a reload after the form moved)', () => {
    history.entries[0] = { __NA: true, applyStep: 3 }
    settleOpeningStep(0)
    expect(history.state).toEqual({ __NA: true, applyStep: 0 })
  })

  it("records the step left on the first move, so Back lands on it and the form's Back can be the browser's", () => {
    settleOpeningStep(0)
    recordStep(1, 'push', 0)
    expect(previousEntryShows(0)).toBe(true)
    expect(history.state).toEqual({ __NA: true, applyStep: 1, applyFrom: 0 })
    history.back()
    expect(history.state).toEqual({ __NA: true, applyStep: 0 })
  })

  it('leaves an entry that already names the step left as it is', () => {
    recordStep(1, 'push', 0)
    recordStep(2, 'push', 1)
    expect(history.writes).toEqual(['replace', 'push', 'push'])
    expect(previousEntryShows(1)).toBe(true)
  })
})
