/**
 * The first-party tracker (browser only, loaded lazily and only after the visitor consented to analytics).
 * Page views, clicks on links and buttons (their label), scroll depth, resizes, errors and Core Web Vitals are
 * queued and sent in batches with navigator.sendBeacon to /api/analytics. No third-party script, no cookies.
 */
import { isAdminUrl, withoutAdminUrls } from './admin-paths'
import type { EventType } from './events'
import { analyticsSessionId } from './session'
import { errorMessage } from '@/lib/error-message'

type QueuedEvent = { type: EventType; data: Record<string, string | number | boolean | null>; at: number }

const ENDPOINT = '/api/analytics'
const FLUSH_EVERY_MS = 5_000
const MAX_QUEUE = 40

let queue: QueuedEvent[] = []
let stopFns: (() => void)[] = []
let started = false

export function track(type: EventType, data: QueuedEvent['data']): void {
  // An in-app navigation into the admin area keeps this module (and its window listeners) alive: nothing there is
  // recorded, whatever the event, and an admin URL elsewhere (a link's href, a referrer) is blanked.
  if (!started || isAdminUrl(location.pathname)) return
  const [event] = withoutAdminUrls([{ type, data, at: Date.now() }])
  if (!event) return
  queue.push(event)
  if (queue.length >= MAX_QUEUE) flush()
}

export function flush(): void {
  if (queue.length === 0) return
  const batch = JSON.stringify({ sessionId: analyticsSessionId(), events: queue.splice(0, 50) })
  const blob = new Blob([batch], { type: 'application/json' })
  if (!navigator.sendBeacon?.(ENDPOINT, blob)) {
    void fetch(ENDPOINT, { method: 'POST', body: blob, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {})
  }
}

/** A pending call is dropped when the tracker stops: it would read a page the visitor has left (or an admin one). */
function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  stopFns.push(() => clearTimeout(timer))
  return (...args: A) => {
    clearTimeout(timer)
    timer = setTimeout(() => fn(...args), ms)
  }
}

function on<K extends keyof WindowEventMap>(type: K, fn: (e: WindowEventMap[K]) => void, opts?: AddEventListenerOptions) {
  window.addEventListener(type, fn, opts)
  stopFns.push(() => window.removeEventListener(type, fn, opts))
}

function labelOf(el: Element): string {
  const text = el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('title') || ''
  return text.replace(/\s+/g, ' ').trim().slice(0, 80)
}

export function pageView(path: string): void {
  track('page_view', { path: path.slice(0, 300), referrer: document.referrer.slice(0, 300) || null })
}

export function start(): void {
  if (started) return
  started = true
  let maxDepth = 0

  on('click', (e) => {
    const el = (e.target as Element | null)?.closest('a, button')
    if (!el) return
    track('click', {
      element: el.tagName.toLowerCase(),
      label: labelOf(el),
      href: el instanceof HTMLAnchorElement ? el.getAttribute('href')?.slice(0, 300) ?? null : null,
      path: location.pathname,
    })
  }, { capture: true })

  // Scroll is debounced 100 ms; only new depth milestones are worth an event.
  on('scroll', debounce(() => {
    const scrollable = document.documentElement.scrollHeight - innerHeight
    const depth = scrollable > 0 ? Math.min(100, Math.round((scrollY / scrollable) * 100)) : 100
    const milestone = [25, 50, 75, 100].filter((m) => depth >= m).pop() ?? 0
    if (milestone > maxDepth) {
      maxDepth = milestone
      track('scroll', { depth: milestone, path: location.pathname })
    }
  }, 100), { passive: true })

  on('resize', debounce(() => track('resize', { width: innerWidth, height: innerHeight }), 250))

  // Unhandled errors and rejections are recorded and suppressed.
  on('error', (e) => {
    track('error', { kind: 'error', message: String(e.message).slice(0, 300), source: (e.filename ?? '').slice(0, 300), line: e.lineno ?? null })
    e.preventDefault()
  })
  on('unhandledrejection', (e) => {
    const reason = errorMessage(e.reason)
    track('error', { kind: 'unhandledrejection', message: reason.slice(0, 300) })
    e.preventDefault()
  })

  observeWebVitals()
  const timer = setInterval(flush, FLUSH_EVERY_MS)
  stopFns.push(() => clearInterval(timer))
  on('pagehide', flush)
  const onHidden = () => document.visibilityState === 'hidden' && flush()
  document.addEventListener('visibilitychange', onHidden)
  stopFns.push(() => document.removeEventListener('visibilitychange', onHidden))
}

/**
 * Consent withdrawn: stop listening and drop whatever was not sent.
 * @public — called through the loader's dynamic import (components/analytics/analytics-loader.tsx), which knip cannot follow.
 */
export function stop(): void {
  started = false
  queue = []
  for (const fn of stopFns) fn()
  stopFns = []
}

function observeWebVitals(): void {
  if (typeof PerformanceObserver === 'undefined') return
  let lcp = 0
  let cls = 0
  let inp = 0
  const observe = (type: string, cb: (entries: PerformanceEntryList) => void, extra: Record<string, unknown> = {}) => {
    try {
      const po = new PerformanceObserver((list) => cb(list.getEntries()))
      po.observe({ type, buffered: true, ...extra } as PerformanceObserverInit)
      stopFns.push(() => po.disconnect())
    } catch {
      // Not supported by this browser: that vital is simply not reported.
    }
  }
  observe('largest-contentful-paint', (entries) => (lcp = entries.at(-1)?.startTime ?? lcp))
  observe('layout-shift', (entries) => {
    for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) cls += e.value
  })
  observe('event', (entries) => {
    for (const e of entries) inp = Math.max(inp, e.duration)
  }, { durationThreshold: 40 })
  // Vitals are final when the page is hidden; report them once then.
  let reported = false
  const report = () => {
    if (reported || document.visibilityState !== 'hidden') return
    reported = true
    const path = location.pathname
    if (lcp) track('web_vital', { name: 'LCP', value: Math.round(lcp), path })
    track('web_vital', { name: 'CLS', value: Math.round(cls * 1000) / 1000, path })
    if (inp) track('web_vital', { name: 'INP', value: Math.round(inp), path })
  }
  document.addEventListener('visibilitychange', report, { capture: true })
  stopFns.push(() => document.removeEventListener('visibilitychange', report, { capture: true }))
}
