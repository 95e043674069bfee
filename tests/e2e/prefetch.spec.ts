import { expect, test, type Page } from '@playwright/test'

// Which links Next prefetches while a page loads (config/nav.ts, components/blog/blog-link.tsx): not the home page
// (in view everywhere, the largest to prefetch) and not the pages rendered per visit (the forms, the blog), where a
// prefetch could fetch only the route's tree. A static page in view still is: the framework's default, kept.
const NOT_PREFETCHED = /^\/(?:$|\?|apply|contact|blog)/
const PAGES = ['/', '/about', '/resources', '/blog', '/blog/from-first-call-to-term-sheet', '/tools/valuation-calculator']
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } }

/** Every RSC request the page makes (a prefetch or a client navigation), as path and query without `_rsc`. */
function rscRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.searchParams.has('_rsc')) return
    url.searchParams.delete('_rsc')
    seen.push(url.pathname + url.search)
  })
  return seen
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`on a ${name}, loading a page prefetches neither the home page nor a page rendered per visit`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const seen = rscRequests(page)
    for (const path of PAGES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      // Every link comes into view once: scrolled through a screen at a time, to the footer.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      })
      // Next prefetches links in view once the page is idle; give it time to, so a prefetch would be seen.
      await page.waitForTimeout(1_500)
    }
    expect(seen.filter((p) => NOT_PREFETCHED.test(p))).toEqual([])
    // Not switched off wholesale: the calculator's breadcrumb to the (static) tools index was prefetched.
    expect(seen).toContain('/tools')
    await context.close()
  })
}

test('Apply Now, not prefetched, still opens the form without reloading the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone })
  const page = await context.newPage()
  await page.goto('/about')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByTestId('apply-fab').click()
  await expect(page).toHaveURL(/\/apply$/)
  await expect(page.locator('h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await context.close()
})
