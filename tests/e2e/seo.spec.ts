import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PUBLIC_ROUTES } from '../../config/routes'

const SEEDED_SLUGS = ['what-we-look-for-in-agentic-ai-startups', 'convergence-bio-fintech-web3-meet-ai', 'from-first-call-to-term-sheet']

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

async function expectPng(request: APIRequestContext, path: string, size: { width: number; height: number }) {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  expect(res.headers()['content-type'], path).toBe('image/png')
  expect(pngSize(await res.body()), path).toEqual(size)
}

test.describe('sitemap.xml', () => {
  test('is well-formed XML listing every indexed public page and every seeded post with lastmod, as absolute URLs', async ({ page, request }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('xml')
    const xml = await res.text()
    await page.goto('/offline') // any page: DOMParser needs a document
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.localName,
        urls: [...doc.getElementsByTagName('url')].map((u) => ({
          loc: u.getElementsByTagName('loc')[0]?.textContent ?? '',
          lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        })),
      }
    }, xml)
    expect(parsed.error).toBe(false)
    expect(parsed.root).toBe('urlset')

    const byPath = new Map(parsed.urls.map((u) => [new URL(u.loc).pathname, u]))
    for (const u of parsed.urls) expect(u.loc).toMatch(/^https?:\/\/[^/]+\//)
    // One origin for all: SITE_URL's.
    expect(new Set(parsed.urls.map((u) => new URL(u.loc).origin)).size).toBe(1)

    for (const route of PUBLIC_ROUTES) {
      expect(byPath.has(route.path), route.path).toBe(route.indexed)
    }
    for (const slug of SEEDED_SLUGS) {
      const entry = byPath.get(`/blog/${slug}`)
      expect(entry, slug).toBeDefined()
      expect(Number.isNaN(Date.parse(entry?.lastmod ?? ''))).toBe(false)
    }
    expect((await request.get('/')).status()).toBe(200)
  })
})

test('robots.txt keeps crawlers out of the private areas and names the absolute sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('text/plain')
  const lines = (await res.text()).split('\n').map((l) => l.trim())
  expect(lines).toContain('User-Agent: *')
  for (const path of ['/admin', '/blog/manage', '/api/']) expect(lines).toContain(`Disallow: ${path}`)
  const sitemap = lines.find((l) => l.startsWith('Sitemap: '))
  expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/)
})

test('the web app manifest describes the app and every icon it names answers with an image', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest')
  expect(res.status()).toBe(200)
  const manifest = (await res.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    background_color: string
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' })
  expect(manifest.name).toBeTruthy()
  expect(manifest.short_name).toBeTruthy()
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  const pngs = manifest.icons.filter((i) => i.type === 'image/png')
  expect(pngs.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
  for (const icon of manifest.icons) {
    const iconRes = await request.get(icon.src)
    expect(iconRes.status(), icon.src).toBe(200)
    expect(iconRes.headers()['content-type'], icon.src).toContain(icon.type)
    if (icon.type === 'image/png') {
      const [w, h] = icon.sizes.split('x').map(Number)
      expect(pngSize(await iconRes.body()), icon.src).toEqual({ width: w, height: h })
    }
  }
})

test.describe('icons', () => {
  test('/favicon.ico is a real icon file and /icon.svg an SVG', async ({ request }) => {
    const ico = await request.get('/favicon.ico')
    expect(ico.status()).toBe(200)
    expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
    const svg = await request.get('/icon.svg')
    expect(svg.status()).toBe(200)
    expect(svg.headers()['content-type']).toContain('image/svg+xml')
    expect(await svg.text()).toContain('<svg')
  })

  test('the apple touch icon is a 180x180 PNG', async ({ request }) => {
    await expectPng(request, '/apple-icon', { width: 180, height: 180 })
  })

  test('loading a page requests nothing that fails, and every icon and manifest link in its head answers 200', async ({ page, request }) => {
    const failures: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`)
    })
    await page.goto('/')
    await page.waitForLoadState('load')
    expect(failures).toEqual([])
    const hrefs = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]').evaluateAll((links) =>
      links.map((l) => l.getAttribute('href') ?? ''),
    )
    expect(hrefs.some((h) => h.startsWith('/favicon.ico'))).toBe(true)
    expect(hrefs.some((h) => h.startsWith('/manifest.webmanifest'))).toBe(true)
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)
  })
})

test.describe('Open Graph images', () => {
  test('/opengraph-image is a 1200x630 PNG', async ({ request }) => {
    await expectPng(request, '/opengraph-image', { width: 1200, height: 630 })
  })

  test('pages point og:image and twitter:image at an absolute URL that answers with the image', async ({ page, request }) => {
    await page.goto('/')
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const content = await page.locator(selector).first().getAttribute('content')
      expect(content, selector).toMatch(/^https?:\/\//)
      const url = new URL(content!)
      await expectPng(request, url.pathname + url.search, { width: 1200, height: 630 })
    }
  })

  test('a post gets its own card, and an unknown slug still gets the site card', async ({ request }) => {
    const own = await request.get(`/blog/${SEEDED_SLUGS[0]}/opengraph-image`)
    const fallback = await request.get('/blog/no-such-post/opengraph-image')
    for (const res of [own, fallback]) {
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toBe('image/png')
      expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 })
    }
    const site = await (await request.get('/opengraph-image')).body()
    expect((await own.body()).equals(site)).toBe(false) // the post's title is drawn
  })
})

test.describe('offline page', () => {
  test('has one h1, a way back home, and is kept out of search results', async ({ page }) => {
    await page.goto('/offline')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText('You are offline')
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test.describe('service worker', () => {
  /** Loads '/' and waits until the worker is active and controls the page. */
  async function controlled(page: Page): Promise<string> {
    await page.goto('/')
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    return scope
  }

  test('/sw.js is served as a script that must be revalidated, allowed to control the whole origin', async ({ request }) => {
    const res = await request.get('/sw.js')
    expect(res.status()).toBe(200)
    const h = res.headers()
    expect(h['content-type']).toMatch(/^application\/javascript/)
    expect(h['cache-control']).toBe('no-cache')
    expect(h['service-worker-allowed']).toBe('/')
    const body = await res.text()
    const version = /const VERSION = "([^"]+)"/.exec(body)?.[1]
    expect(version).toBeTruthy()
    expect(version).not.toMatch(/^dev-/) // the build's id, not the fallback
  })

  test('registers with the origin root as scope and takes control of the page', async ({ page, baseURL }) => {
    expect(await controlled(page)).toBe(`${new URL(baseURL!).origin}/`)
  })

  test('offline, a visited page comes from the cache and a page never visited shows the offline page', async ({ page, context }) => {
    await controlled(page)
    const homeHeading = await page.locator('h1').first().innerText()
    await context.setOffline(true)
    try {
      await page.goto('/')
      await expect(page.locator('h1').first()).toHaveText(homeHeading)
      await page.goto('/about')
      await expect(page.locator('h1')).toHaveText('You are offline')
    } finally {
      await context.setOffline(false)
    }
  })

  test('never caches API responses', async ({ page }) => {
    await controlled(page)
    const cached = await page.evaluate(async () => {
      const res = await fetch('/api/health')
      await res.text()
      // Give a worker that wrongly cached it the time to finish writing.
      await new Promise((r) => setTimeout(r, 500))
      const urls: string[] = []
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname)
      }
      return urls
    })
    expect(cached).toContain('/offline') // the check looks at real caches
    expect(cached.filter((p) => p.startsWith('/api'))).toEqual([])
  })
})

test("a dynamic page's title and description are in <head> for every visitor, even when many ask at once", async ({ request }) => {
  // An ordinary browser's user agent: Next.js would stream the metadata after the shell to anyone not on its list of
  // crawlers, and under load it then landed in <body>, where share previews and most crawlers do not look.
  const headers = { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36' }
  const paths = [`/blog/${SEEDED_SLUGS[2]}`, '/blog']
  const pages = await Promise.all(
    Array.from({ length: 24 }, (_, i) => paths[i % paths.length]!).map(async (path) => {
      const res = await request.get(path, { headers })
      expect(res.status(), path).toBe(200)
      return { path, html: await res.text() }
    }),
  )
  for (const { path, html } of pages) {
    const headEnd = html.indexOf('</head>')
    expect(headEnd, path).toBeGreaterThan(0)
    const head = html.slice(0, headEnd)
    expect(head, `${path}: description in <head>`).toMatch(/<meta name="description" content="[^"]+"/)
    expect(head, `${path}: title in <head>`).toMatch(/<title>[^<]+<\/title>/)
    expect(head, `${path}: Open Graph title in <head>`).toMatch(/<meta property="og:title" content="[^"]+"/)
  }
})
