import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenNear } from './when-near'

/** A stand-in for the browser's IntersectionObserver: the test says when the element comes near. */
class FakeObserver {
  static last: FakeObserver | null = null
  observed: unknown[] = []
  disconnected = false
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this
  }
  observe(element: unknown) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  /** As the browser's: a disconnected observer reports nothing. */
  report(isIntersecting: boolean) {
    if (!this.disconnected) this.callback([{ isIntersecting }])
  }
}

const element = {} as Element

afterEach(() => {
  vi.unstubAllGlobals()
  FakeObserver.last = null
})

describe('whenNear', () => {
  it('starts only once the element comes within the margin, and stops watching then', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const start = vi.fn()
    whenNear(element, '300px', start)
    const observer = FakeObserver.last!
    expect(observer.options.rootMargin).toBe('300px')
    expect(observer.observed).toEqual([element])
    observer.report(false)
    expect(start).not.toHaveBeenCalled()
    observer.report(true)
    expect(start).toHaveBeenCalledTimes(1)
    expect(observer.disconnected).toBe(true)
  })

  it('cancels what start returned, and never starts once cancelled', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const stop = vi.fn()
    const cancel = whenNear(element, '0px', () => stop)
    FakeObserver.last!.report(true)
    cancel()
    expect(stop).toHaveBeenCalledTimes(1)

    const start = vi.fn()
    const cancelEarly = whenNear(element, '0px', start)
    cancelEarly()
    expect(FakeObserver.last!.disconnected).toBe(true)
    FakeObserver.last!.report(true)
    expect(start).not.toHaveBeenCalled()
  })

  it('starts at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const start = vi.fn()
    whenNear(element, '300px', start)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
