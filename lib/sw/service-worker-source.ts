/**
 * The service worker's source, served by app/sw.js/route.ts with the build's version filled in. It is kept as a
 * string here (not in public/) so that each deploy gets its own cache names without a build step of its own, and
 * so that lib/sw/service-worker-source.test.ts can run the exact code that ships.
 */

import { FORM_QUEUE_DB } from './form-queue-db'

/** Pages precached at install; their /_next/static assets are precached with them. */
export const PRECACHE_PAGES = ['/', '/offline'] as const
export const OFFLINE_PATH = '/offline'

const SOURCE = String.raw`/* Service worker for __SITE__ — version __VERSION__ */
'use strict'

const VERSION = __VERSION_JSON__
const PREFIX = 'site-'
const SHELL = PREFIX + 'shell-' + VERSION
const PAGES = PREFIX + 'pages-' + VERSION
const ASSETS = PREFIX + 'assets-' + VERSION
const CURRENT = [SHELL, PAGES, ASSETS]
const PRECACHE_PAGES = __PRECACHE_JSON__
const OFFLINE_PATH = __OFFLINE_JSON__
const EXTRA_SHELL = ['/manifest.webmanifest', '/icon.svg']

// Private or per-visitor paths: a cached copy could show one visitor's data to the next, or stale admin state.
const NEVER_CACHE = /^\/(api|admin)(\/|$)|^\/blog\/manage(\/|$)/

/** Which strategy a request gets; 'none' leaves it to the browser untouched. */
function strategyFor(method, url, scopeOrigin, mode, destination, headers) {
  if (method !== 'GET') return 'none'
  if (url.origin !== scopeOrigin) return 'none'
  if (NEVER_CACHE.test(url.pathname)) return 'none'
  if (url.pathname === '/sw.js') return 'none'
  // React Server Component payloads share the page's URL; caching them could feed a stale tree to the router.
  if (headers.get('RSC') || url.searchParams.has('_rsc')) return 'none'
  if (headers.get('Range')) return 'none'
  if (mode === 'navigate') return 'network-first'
  // Hashed file names (the build's assets, the icon sprite): a URL's content never changes, so the cache is always right.
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/sprite/')) return 'cache-first'
  if (['image', 'font', 'manifest'].includes(destination) || /^\/(icons\/|icon\.svg$|apple-icon|favicon\.ico$|opengraph-image)/.test(url.pathname)) {
    return 'stale-while-revalidate'
  }
  return 'none'
}

/** Only complete, public, same-origin answers are kept; no-store is honoured as the page's own opt-out. */
function cacheable(response) {
  if (!response || !response.ok || response.type !== 'basic' || response.redirected) return false
  return !/no-store|private/i.test(response.headers.get('Cache-Control') || '')
}

function staticAssetsIn(html) {
  const found = new Set()
  // The icon sprite too (<use href="/sprite/<hash>.svg#name">): the offline page draws its icons from it.
  const re = /(?:href|src)="(\/(?:_next\/static|sprite)\/[^"#]+)/g
  let m
  while ((m = re.exec(html))) found.add(m[1].replace(/&amp;/g, '&'))
  return [...found]
}

async function precache() {
  const shell = await caches.open(SHELL)
  const assets = await caches.open(ASSETS)
  for (const path of PRECACHE_PAGES) {
    const response = await fetch(path, { cache: 'reload', credentials: 'same-origin' })
    if (!response.ok) throw new Error('precache failed for ' + path + ': ' + response.status)
    const html = await response.clone().text()
    await shell.put(path, response)
    // The page alone would render unstyled offline: its CSS and scripts were fetched before this worker existed.
    await assets.addAll(staticAssetsIn(html))
  }
  await Promise.all(EXTRA_SHELL.map((path) => shell.add(path).catch(() => undefined)))
}

self.addEventListener('install', (event) => {
  // A new deploy takes over at once: its pages reference assets that only it has cached.
  event.waitUntil(precache().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && !CURRENT.includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

async function networkFirst(event) {
  const request = event.request
  try {
    const response = await fetch(request)
    if (cacheable(response)) {
      const copy = response.clone()
      event.waitUntil(caches.open(PAGES).then((cache) => cache.put(request.url, copy)))
    }
    return response
  } catch (err) {
    const cached = (await caches.match(request.url, { cacheName: PAGES })) || (await caches.match(request.url, { cacheName: SHELL }))
    if (cached) return cached
    const offline = await caches.match(OFFLINE_PATH, { cacheName: SHELL })
    if (offline) return offline
    throw err
  }
}

async function cacheFirst(event) {
  const request = event.request
  const cached = await caches.match(request, { cacheName: ASSETS })
  if (cached) return cached
  const response = await fetch(request)
  if (cacheable(response)) {
    const copy = response.clone()
    event.waitUntil(caches.open(ASSETS).then((cache) => cache.put(request, copy)))
  }
  return response
}

async function staleWhileRevalidate(event) {
  const request = event.request
  const cached = (await caches.match(request, { cacheName: ASSETS })) || (await caches.match(request, { cacheName: SHELL }))
  const refresh = fetch(request).then(async (response) => {
    if (cacheable(response)) await (await caches.open(ASSETS)).put(request, response.clone())
    return response
  })
  event.waitUntil(refresh.catch(() => undefined))
  return cached || refresh
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  const strategy = strategyFor(request.method, url, self.location.origin, request.mode, request.destination, request.headers)
  if (strategy === 'network-first') event.respondWith(networkFirst(event))
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(event))
  else if (strategy === 'stale-while-revalidate') event.respondWith(staleWhileRevalidate(event))
})

// --- Background Sync: form submissions a page could not send (lib/forms/client/send-queue-worker.ts) ---------------

const FORMS = __FORM_QUEUE_JSON__

function openFormDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(FORMS.name, FORMS.version)
    request.onupgradeneeded = () => {
      for (const name of [FORMS.queue, FORMS.sent]) {
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'key' })
      }
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function inFormStore(db, name, mode, work) {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(name, mode)
    const request = work(transaction.objectStore(name))
    transaction.oncomplete = () => resolve(request ? request.result : undefined)
    transaction.onerror = () => reject(transaction.error)
  })
}

/**
 * Sends each waiting submission as the page would have (same headers, same idempotency key: stored once even if the
 * page sends it too). Stored: recorded for the next page and open pages told. Refused (4xx but 429): dropped here;
 * the page's copy shows the reason when its form is next open. Anything else: the sync fails and the browser
 * tries again later.
 */
async function sendKeptForms() {
  const db = await openFormDb()
  try {
    const waiting = (await inFormStore(db, FORMS.queue, 'readonly', (store) => store.getAll())) || []
    for (const entry of waiting) {
      const response = await fetch(entry.url, { method: 'POST', headers: entry.headers, body: entry.body, credentials: 'same-origin' })
      if (response.status === 201 || response.status === 202) {
        const answer = await response.json().catch(() => ({}))
        await inFormStore(db, FORMS.queue, 'readwrite', (store) => store.delete(entry.key))
        // The server's receipt, for the next page to lead to the success page as if it had sent it itself.
        const text = (v) => (typeof v === 'string' ? v : undefined)
        const sent = { key: entry.key, id: String(answer.id || ''), reference: text(answer.reference), statusToken: text(answer.statusToken), queued: answer.queued === true }
        await inFormStore(db, FORMS.sent, 'readwrite', (store) => store.put(sent))
        const pages = await self.clients.matchAll({ type: 'window' })
        for (const page of pages) page.postMessage({ type: FORMS.message })
      } else if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        await inFormStore(db, FORMS.queue, 'readwrite', (store) => store.delete(entry.key))
      } else {
        throw new Error('Form submission not taken yet: ' + response.status)
      }
    }
  } finally {
    db.close()
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === FORMS.tag) event.waitUntil(sendKeptForms())
})
`

/** The worker's script for one deploy; `version` names its caches, so a new version empties the old ones. */
export function serviceWorkerScript(version: string, siteName = 'the site'): string {
  // Replacer functions: a '$' in a value must not be read as a replacement pattern.
  const comment = (text: string) => text.replace(/\*\//g, '')
  return SOURCE.replace('__SITE__', () => comment(siteName))
    .replace('__VERSION__', () => comment(version))
    .replace('__VERSION_JSON__', () => JSON.stringify(version))
    .replace('__PRECACHE_JSON__', () => JSON.stringify(PRECACHE_PAGES))
    .replace('__OFFLINE_JSON__', () => JSON.stringify(OFFLINE_PATH))
    .replace('__FORM_QUEUE_JSON__', () => JSON.stringify(FORM_QUEUE_DB))
}
