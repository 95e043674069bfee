// First-load JavaScript of a page, the way Next.js means it: the same-origin <script src> chunks its HTML makes the
// browser fetch before the page is interactive, each gzipped at level 9 with node:zlib. Own gzip rather than the
// server's Content-Encoding so the number does not depend on the server's compression level (or on a CDN later);
// chunks are compressed one by one because the browser fetches them one by one.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const gzipBytes = (buf) => gzipSync(buf, { level: 9 }).byteLength

// Non-JS payloads inside <script>: structured data for search engines, import maps, templates.
const DATA_TYPES = /^(application\/(ld\+)?json|importmap|text\/template|speculationrules)$/i

function attr(attrs, name) {
  const m = attrs.match(new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i'))
  if (!m) return null
  return (m[1] ?? m[2] ?? m[3] ?? '').replaceAll('&amp;', '&')
}

/** The scripts of an HTML document: same-origin external URLs (module browsers only) and inline JS bodies. */
export function scriptsOf(html, pageUrl) {
  const origin = new URL(pageUrl).origin
  const external = new Set()
  const inline = []
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = attr(attrs, 'type')
    if (type && DATA_TYPES.test(type)) continue
    const src = attr(attrs, 'src')
    if (src === null) {
      if (body.trim()) inline.push(body)
      continue
    }
    // nomodule scripts (Next's polyfills) are skipped by every browser that runs modules, i.e. all current ones.
    if (attr(attrs, 'nomodule') !== null) continue
    const url = new URL(src, pageUrl)
    if (url.origin === origin) external.add(url.pathname + url.search)
  }
  return { external: [...external], inline }
}

/**
 * The framework minimum: the chunks Next lists as `rootMainFiles` in .next/build-manifest.json — with Turbopack
 * (Next 16) that is React, React DOM, the App Router runtime and Turbopack's chunk loader, which every page of
 * the app loads and none of our code is in. `polyfillFiles` are nomodule, so not counted (see scriptsOf).
 */
export function frameworkChunks(root) {
  const file = path.join(root, '.next/build-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  const files = manifest.rootMainFiles ?? []
  if (!files.length) throw new Error(`${file} lists no rootMainFiles; the framework minimum cannot be measured`)
  return files.map((f) => `/_next/${f}`)
}

/**
 * Fetches and gzips each chunk once per bench run: routes share most of them. `content` is a hash of the body, by
 * which a chunk of ours is recognised as one the reference app loads too (see frameworkContent).
 */
export function createChunkSizer(baseUrl) {
  const cache = new Map()
  return (pathname) => {
    if (!cache.has(pathname)) {
      cache.set(pathname, (async () => {
        const res = await fetch(new URL(pathname, baseUrl))
        if (!res.ok) throw new Error(`GET ${pathname} answered HTTP ${res.status}`)
        const body = Buffer.from(await res.arrayBuffer())
        return { raw: body.byteLength, gzip: gzipBytes(body), content: createHash('sha256').update(body).digest('hex') }
      })())
    }
    return cache.get(pathname)
  }
}

/**
 * Measures one page: { status, html, chunks: [{path, raw, gzip}], totalGzip, inlineGzip, inlineCount } (html for
 * page-weight.mjs, which weighs the same document).
 * Inline scripts are almost all React Server Components payload (`self.__next_f.push(...)`), i.e. the page's data,
 * compressed with the HTML document; they are gzipped together and reported apart from the chunks.
 */
export async function measurePage(baseUrl, route, sizeOf) {
  const pageUrl = new URL(route, baseUrl).href
  const res = await fetch(pageUrl)
  const html = await res.text()
  if (!res.ok) return { status: res.status }
  const { external, inline } = scriptsOf(html, pageUrl)
  const chunks = await Promise.all(external.map(async (p) => ({ path: p, ...(await sizeOf(p)) })))
  return {
    status: res.status,
    html,
    chunks,
    totalGzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
    inlineGzip: inline.length ? gzipBytes(Buffer.from(inline.join('\n'))) : 0,
    inlineCount: inline.length,
  }
}

/**
 * What counts as framework in a page's first load: the rootMainFiles, and every chunk the reference app's empty page
 * loads with the same content. Next puts parts of its own client runtime (the App Router's pieces that are not in
 * rootMainFiles) in chunks of their own that an app without a line of ours loads too; those are the framework's cost,
 * not ours, and counting them as ours put ~40 kB of Next.js into "own JS". Recognised by content, as the URLs differ
 * (our server adds the deployment id as a query).
 */
export function frameworkContent(rootChunks, referencePage) {
  return new Set([...rootChunks, ...referencePage.chunks].map((c) => c.content))
}

/** A page's first-load JS split into framework (see frameworkContent) and ours, in gzip bytes. */
export function splitFirstLoad(page, framework) {
  const own = page.chunks.filter((c) => !framework.has(c.content))
  const ownGzip = own.reduce((sum, c) => sum + c.gzip, 0)
  return { frameworkGzip: page.totalGzip - ownGzip, ownGzip, ownChunks: own.length }
}
