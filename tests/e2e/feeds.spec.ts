import { expect, test } from '@playwright/test'

/** The blog's feeds as a reader and a browser meet them; their content is checked in lib/blog/feed.test.ts. */
test('the RSS and Atom feeds are served as such and advertised in every page head and the footer', async ({ page, request }) => {
  for (const [path, type] of [
    ['/blog/rss.xml', 'application/rss+xml'],
    ['/blog/atom.xml', 'application/atom+xml'],
  ] as const) {
    const res = await request.get(path)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe(`${type}; charset=utf-8`)
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
    expect(await res.text()).toContain('/blog/from-first-call-to-term-sheet')
    for (const at of ['/', '/blog', '/about']) {
      await page.goto(at)
      await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path.replace('.', '\\.')}$`))
    }
    const link = page.locator('footer').locator(`a[href="${path}"]`)
    await link.scrollIntoViewIfNeeded()
    await expect(link).toBeVisible()
  }
})
