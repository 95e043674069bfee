import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Sent = { events: { type: string; data: Record<string, unknown> }[] }

/** A minimal browser for the tracker: window and document as event targets, a location to move, a beacon to read. */
function fakeBrowser() {
  const sent: Sent[] = []
  const win = new EventTarget()
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible', referrer: '', documentElement: { scrollHeight: 1000 } })
  vi.stubGlobal('window', win)
  vi.stubGlobal('addEventListener', win.addEventListener.bind(win))
  vi.stubGlobal('document', doc)
  vi.stubGlobal('location', { pathname: '/' })
  vi.stubGlobal('sessionStorage', { getItem: () => 'abcdef12-3456', setItem: () => {} })
  vi.stubGlobal('navigator', {
    sendBeacon: (_url: string, blob: Blob) => {
      void blob.text().then((t) => sent.push(JSON.parse(t) as Sent))
      return true
    },
  })
  return { sent, win, goTo: (path: string) => ((globalThis.location as { pathname: string }).pathname = path) }
}


describe('tracker on admin pages', () => {
  let browser: ReturnType<typeof fakeBrowser>
  let tracker: typeof import('./tracker')

  beforeEach(async () => {
    vi.resetModules()
    browser = fakeBrowser()
    tracker = await import('./tracker')
    tracker.start()
  })

  afterEach(() => {
    tracker.stop()
    vi.unstubAllGlobals()
  })

  const flushed = async () => {
    tracker.flush()
    await new Promise((r) => setTimeout(r, 10))
    return browser.sent.flatMap((b) => b.events)
  }

  it('records nothing once an in-app navigation reaches /admin', async () => {
    browser.goTo('/admin/submissions')
    tracker.pageView('/admin/submissions')
    browser.win.dispatchEvent(new Event('resize'))
    tracker.track('scroll', { depth: 50, path: '/admin/submissions' })
    expect(await flushed()).toEqual([])
  })

  it('drops a resize still waiting for its debounce when the tracker stops', async () => {
    browser.win.dispatchEvent(new Event('resize'))
    tracker.stop()
    vi.stubGlobal('innerWidth', undefined)
    await new Promise((r) => setTimeout(r, 300))
    tracker.start()
    expect(await flushed()).toEqual([])
  })

  it('never records an admin URL from a public page', async () => {
    tracker.pageView('/blog/manage/new')
    tracker.track('click', { element: 'a', label: 'Admin', href: '/admin', path: '/' })
    tracker.pageView('/about')
    const events = await flushed()
    expect(events).toEqual([expect.objectContaining({ type: 'click', data: expect.objectContaining({ href: null, path: '/' }) }), expect.objectContaining({ type: 'page_view', data: expect.objectContaining({ path: '/about' }) })])
  })
})
