import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { PUBLIC_ROUTES, REDIRECTS } from '@/config/routes'

const SEEDED_POSTS = [
  '/blog/what-we-look-for-in-agentic-ai-startups',
  '/blog/convergence-bio-fintech-web3-meet-ai',
  '/blog/from-first-call-to-term-sheet',
]
const PAGES = [...PUBLIC_ROUTES.map((r) => r.path), ...SEEDED_POSTS]

async function headOf(page: Page) {
  return {
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    h1s: await page.locator('h1').count(),
  }
}

test.describe('every public page', () => {
  test('answers 200 with one h1, a unique title of at most 60 characters and a description of at most 160', async ({ page }) => {
    test.setTimeout(120_000)
    const titles = new Map<string, string>()
    for (const path of PAGES) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      const head = await headOf(page)
      expect(head.h1s, `${path} h1 count`).toBe(1)
      expect(head.title.length, `${path} title "${head.title}"`).toBeGreaterThan(0)
      expect(head.title.length, `${path} title "${head.title}"`).toBeLessThanOrEqual(60)
      expect(head.description?.length ?? 0, `${path} description`).toBeGreaterThan(0)
      expect(head.description!.length, `${path} description`).toBeLessThanOrEqual(160)
      expect(head.canonical, `${path} canonical`).toMatch(/^https?:\/\//)
      expect(titles.has(head.title), `${path} shares its title with ${titles.get(head.title)}`).toBe(false)
      titles.set(head.title, path)
    }
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      // Every public page with axe in one test: 2.4–3.2 minutes on the shared 2-core CI machine.
      test.setTimeout(360_000)
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      const failures: string[] = []
      for (const path of PAGES) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
        const { violations } = await new AxeBuilder({ page }).analyze()
        for (const v of violations) {
          failures.push(`${path}: ${v.id} (${v.impact}) — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
        }
      }
      expect(failures, failures.join('\n')).toEqual([])
    })
  }
})

/** The permanent redirects of next.config.ts: a link to a source is fine if it lands where REDIRECTS says. */
const INTENDED_REDIRECTS = new Map(REDIRECTS.map((r) => [r.source, r.destination]))

test('a crawl from the home page and the sitemap finds no broken internal link, image or script', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL!).origin
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(fromSitemap.length).toBeGreaterThan(10)
  const queue = ['/', ...fromSitemap]
  const seen = new Set<string>(queue)
  const assets = new Set<string>()
  const broken: string[] = []
  const enqueue = (key: string) => {
    if (!seen.has(key)) {
      seen.add(key)
      queue.push(key)
    }
  }

  while (queue.length) {
    const path = queue.shift()!
    // Asked without following redirects first, so a redirect is only accepted where one is intended.
    const head = await request.get(path, { maxRedirects: 0 })
    if (head.status() >= 300 && head.status() < 400) {
      const target = new URL(head.headers()['location'] ?? '', origin).pathname
      const intended = INTENDED_REDIRECTS.get(path.split('?')[0]!)
      if (intended && target === intended) enqueue(target)
      else broken.push(`${path} → ${head.status()} to ${target} (not an intended redirect)`)
      continue
    }
    if (head.status() !== 200) {
      broken.push(`${path} → ${head.status()}`)
      continue
    }
    // Downloads (CSV templates and the like) only need to answer; pages are opened to follow what they link.
    if (!(head.headers()['content-type'] ?? '').includes('text/html')) continue
    await page.goto(path)
    const found = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      assets: [
        ...[...document.querySelectorAll('img[src], script[src]')].map((e) => (e as HTMLImageElement).src),
        ...[...document.querySelectorAll('link[rel~="icon"], link[rel="manifest"], link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).href),
      ],
    }))
    for (const href of found.links) {
      const url = new URL(href)
      if (url.origin !== origin || url.protocol === 'blob:') continue
      enqueue(url.pathname + url.search)
    }
    for (const src of found.assets) if (new URL(src).origin === origin) assets.add(src)
  }
  for (const asset of assets) {
    const res = await request.get(asset)
    if (res.status() !== 200) broken.push(`${asset} → ${res.status()}`)
  }
  expect(broken, broken.join('\n')).toEqual([])
  // The crawl really reached the site: every registered page was found by following links or the sitemap.
  const unreached = PUBLIC_ROUTES.filter((r) => r.indexed && !seen.has(r.path)).map((r) => r.path)
  expect(unreached).toEqual([])
})

test('every intended redirect is permanent and lands on its page', async ({ request }) => {
  for (const { source, destination } of REDIRECTS) {
    const res = await request.get(source, { maxRedirects: 0 })
    expect([301, 308], source).toContain(res.status())
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(destination)
    expect((await request.get(source)).status()).toBe(200)
  }
})

test.describe('blog', () => {
  test('lists the published posts newest first and opens one', async ({ page }) => {
    await page.goto('/blog')
    const titles = page.locator('article h2')
    await expect(titles).toHaveText([
      'From first call to term sheet: how our investment process works',
      'Convergence: where bio, fintech and web3 meet AI',
      'What we look for in agentic AI startups',
    ])
    await titles.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/blog\/from-first-call-to-term-sheet$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/From first call to term sheet/)
    await expect(page.getByText(/\d+ min read/)).toBeVisible()
    await expect(page.locator('article table')).toContainText('Due diligence')
    await expect(page.getByRole('link', { name: /Previous post/ })).toHaveAttribute('href', '/blog/convergence-bio-fintech-web3-meet-ai')
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent()
    expect(JSON.parse(ld!)[0]).toMatchObject({ '@type': 'BlogPosting', headline: expect.stringContaining('term sheet') })
  })

  test('filters by tag and shows an empty state for a tag without posts', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('navigation', { name: 'Filter posts by tag' }).getByRole('link', { name: /Web3/ }).click()
    await expect(page).toHaveURL(/tag=web3/)
    await expect(page.locator('article h2')).toHaveText(['Convergence: where bio, fintech and web3 meet AI'])
    await page.goto('/blog?tag=quantum-biology')
    await expect(page.getByRole('heading', { name: 'No posts tagged Quantum Biology yet' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blog')
  })

  test('an unknown post is a 404', async ({ request }) => {
    expect((await request.get('/blog/no-such-post')).status()).toBe(404)
    expect((await request.get('/blog/NOT%20A%20SLUG')).status()).toBe(404)
  })
})
