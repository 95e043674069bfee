import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { serviceWorkerScript } from './service-worker-source'

type Strategy = 'none' | 'network-first' | 'cache-first' | 'stale-while-revalidate'
type Worker = {
  VERSION: string
  CURRENT: string[]
  strategyFor: (method: string, url: URL, origin: string, mode: string, destination: string, headers: Headers) => Strategy
  staticAssetsIn: (html: string) => string[]
}

const ORIGIN = 'https://studio.example'

/** Runs the shipped script in a sandbox with just enough of a worker global to load it. */
function load(version = 'build-1'): Worker {
  const listeners: string[] = []
  const sandbox = {
    self: { addEventListener: (type: string) => listeners.push(type), location: new URL(ORIGIN) },
    URL,
    Set,
  }
  vm.createContext(sandbox)
  // Top-level consts are not globals in a script; expose what the tests look at.
  vm.runInContext(`${serviceWorkerScript(version)}\n;globalThis.__sw = { VERSION, CURRENT, strategyFor, staticAssetsIn }`, sandbox)
  expect(listeners.sort()).toEqual(['activate', 'fetch', 'install', 'sync'])
  return (sandbox as unknown as { __sw: Worker }).__sw
}

const worker = load()
const decide = (path: string, init: { method?: string; mode?: string; destination?: string; headers?: Record<string, string>; origin?: string } = {}) =>
  worker.strategyFor(
    init.method ?? 'GET',
    new URL(path, init.origin ?? ORIGIN),
    ORIGIN,
    init.mode ?? 'no-cors',
    init.destination ?? '',
    new Headers(init.headers),
  )

describe('service worker routing', () => {
  it('fetches pages from the network first', () => {
    expect(decide('/about', { mode: 'navigate', destination: 'document' })).toBe('network-first')
    expect(decide('/blog/some-post', { mode: 'navigate', destination: 'document' })).toBe('network-first')
  })

  it('serves hashed build assets from the cache first', () => {
    expect(decide('/_next/static/chunks/app-123abc.js', { destination: 'script' })).toBe('cache-first')
    expect(decide('/_next/static/css/abc.css', { destination: 'style' })).toBe('cache-first')
    expect(decide('/sprite/0123456789.svg', { destination: 'image' })).toBe('cache-first')
  })

  it('keeps icons and images fresh in the background', () => {
    expect(decide('/icons/icon-192.png', { destination: 'image' })).toBe('stale-while-revalidate')
    expect(decide('/icon.svg')).toBe('stale-while-revalidate')
    expect(decide('/manifest.webmanifest', { destination: 'manifest' })).toBe('stale-while-revalidate')
  })

  it('never touches the API, the admin area or post management, even as a navigation', () => {
    for (const path of ['/api/health', '/api', '/admin', '/admin/applications', '/blog/manage', '/blog/manage/new']) {
      expect(decide(path, { mode: 'navigate' }), path).toBe('none')
      expect(decide(path, { destination: 'image' }), path).toBe('none')
    }
    // Only the private prefixes: a post whose slug starts with 'manage' is public.
    expect(decide('/blog/managed-agents', { mode: 'navigate' })).toBe('network-first')
  })

  it('leaves other methods, other origins, RSC payloads, range requests and itself to the browser', () => {
    expect(decide('/contact', { method: 'POST', mode: 'navigate' })).toBe('none')
    expect(decide('/logo.png', { origin: 'https://cdn.example', destination: 'image' })).toBe('none')
    expect(decide('/about', { headers: { RSC: '1' } })).toBe('none')
    expect(decide('/about?_rsc=abc')).toBe('none')
    expect(decide('/video.mp4', { headers: { Range: 'bytes=0-' }, destination: 'video' })).toBe('none')
    expect(decide('/sw.js', { destination: 'serviceworker' })).toBe('none')
  })
})

describe('service worker versioning', () => {
  it('names every cache after the deploy, so a new deploy drops the old ones', () => {
    const next = load('build-2')
    expect(worker.CURRENT.every((name) => name.endsWith('build-1'))).toBe(true)
    expect(next.CURRENT.every((name) => name.endsWith('build-2'))).toBe(true)
  })

  it('embeds any version string safely', () => {
    expect(load('we$ird"*/`\\').VERSION).toBe('we$ird"*/`\\')
  })
})

it('finds the build assets a precached page needs', () => {
  const html = '<link rel="stylesheet" href="/_next/static/css/a.css"/><script src="/_next/static/chunks/b.js?dpl=x&amp;y=1" async></script><img src="/icon.svg"><script src="/_next/static/chunks/b.js?dpl=x&amp;y=1"></script>' +
    '<svg><use href="/sprite/0123456789.svg#arrow-right"/></svg><svg><use href="/sprite/0123456789.svg#mail"/></svg>'
  expect(worker.staticAssetsIn(html)).toEqual(['/_next/static/css/a.css', '/_next/static/chunks/b.js?dpl=x&y=1', '/sprite/0123456789.svg'])
})
