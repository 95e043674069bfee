// The public pages' stylesheet, built by `npm run build` after `next build` (issue 15). Next would link
// app/globals.css as a render-blocking <link> in every page, so the pages' first paint waited for all 84 kB of it.
// Instead this step compiles it with Tailwind itself, serves it from /_next/static/site/ (immutable, like Next's own
// assets), and extracts the rules the first screen of the public pages needs; components/site/site-styles.tsx
// inlines those once in <head> and loads the full sheet without blocking. Nothing is downloaded: Tailwind, PostCSS
// and Debian's Chromium are already here.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import tailwind from '@tailwindcss/postcss'
import postcss from 'postcss'
import { collectMatchedSelectors } from './collect.mjs'
import { criticalCss, selectorsOf } from './rules.mjs'

/** Where components/site/site-styles.tsx reads { href, pages: { [path]: css }, fallback } (from the project root). */
export const MANIFEST = path.join('.next', 'site-css.json')

// What <html> can carry before the first paint: next-themes' class, and the boot script's marks for a visitor who
// dismissed the banner or decided on cookies (components/site/boot-script.tsx). Each changes what is drawn.
const HTML_STATES = [
  { className: '', dataset: { bannerDismissed: null, consentDecided: null } },
  { className: 'dark', dataset: { bannerDismissed: '1', consentDecided: '1' } },
]

// An address no route has: the 404 page is drawn inside the site shell too.
const NOT_FOUND_PATH = '/critical-css-not-found'

/** app/globals.css through Tailwind, minified, as `next build` would have made it. */
export async function compileSiteCss(root) {
  const from = path.join(root, 'app', 'globals.css')
  const result = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(fs.readFileSync(from, 'utf8'), { from })
  return result.css
}

/** The public pages to take the first screens of: the sitemap (posts included) and the 404 page. */
export async function publicPaths(baseUrl) {
  const response = await fetch(new URL('/sitemap.xml', baseUrl))
  if (!response.ok) throw new Error(`critical CSS: GET /sitemap.xml answered ${response.status}`)
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  return [...new Set(paths), NOT_FOUND_PATH]
}

/**
 * Writes the stylesheet under .next/static/site/ and the manifest. `startApp` serves the build just made.
 */
export async function buildSiteCss({ root, startApp, log = console.log }) {
  const css = await compileSiteCss(root)
  const name = `${crypto.createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`
  const dir = path.join(root, '.next', 'static', 'site')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, name), css)

  const app = await startApp(root)
  let matched
  let paths
  try {
    paths = await publicPaths(app.url)
    const t0 = performance.now()
    matched = await collectMatchedSelectors({ baseUrl: app.url, paths, css, selectors: selectorsOf(css), htmlStates: HTML_STATES })
    log(`critical CSS: ${paths.length} pages in ${Math.round((performance.now() - t0) / 1000)} s`)
  } finally {
    await app.stop()
  }
  // The server cached the static pages as it served them, without the stylesheet; the cache must not outlive it.
  fs.rmSync(path.join(root, '.next', 'server', 'route-cache'), { recursive: true, force: true })

  // Each page gets its own first screen's rules; a page the build did not see (a post published later) gets the
  // union of all of them.
  const pages = Object.fromEntries([...matched].map(([page, selectors]) => [page, criticalCss(css, (s) => selectors.has(s))]))
  const union = new Set([...matched.values()].flatMap((selectors) => [...selectors]))
  const fallback = criticalCss(css, (s) => union.has(s))
  fs.writeFileSync(path.join(root, MANIFEST), JSON.stringify({ href: `/_next/static/site/${name}`, pages, fallback }))
  const sizes = Object.values(pages).map((c) => Buffer.byteLength(c))
  log(`critical CSS: ${Math.min(...sizes)}–${Math.max(...sizes)} bytes inline per page (${Buffer.byteLength(fallback)} for other pages) of ${Buffer.byteLength(css)}; full sheet /_next/static/site/${name}`)
}
