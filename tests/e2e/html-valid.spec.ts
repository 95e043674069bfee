import { expect, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { PUBLIC_ROUTES } from '@/config/routes'

/**
 * Every public page's markup as the server sends it, against html-validate's standard preset: the HTML standard's
 * content models, required and allowed attributes and their values, not matters of style. What a browser repairs in
 * silence (an empty form action, a block inside a paragraph) a screen reader, a crawler or a browser without
 * JavaScript may read otherwise.
 */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

/**
 * Next.js streams a dynamic page's metadata: when generateMetadata answers after the first bytes are out (a blog post,
 * now and then), its <meta>, <link> and <title> come at the end of <body> and the browser moves them to <head>. That
 * markup is Next's, not ours, so the messages it causes (and only those: the rules still check everything else) are
 * skipped: those tags outside <head>, and a <head> left without its <title> when the title is among them.
 */
const STREAMED_TAG = /^<(meta|link|title)> element (is not permitted as content under <body>|requires a <head> element as parent)$/
const TITLE_IN_BODY = /<body[\s\S]*<title>/
function isStreamedMetadata(m: { ruleId: string; message: string }, html: string): boolean {
  if (m.ruleId === 'element-permitted-content' || m.ruleId === 'element-permitted-parent') return STREAMED_TAG.test(m.message)
  return m.ruleId === 'element-required-content' && m.message === '<head> element must have <title> as content' && TITLE_IN_BODY.test(html)
}

/** The not-found page, which no list names. */
const UNLISTED = ['/404']

async function publicPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  // The sitemap adds the blog posts; the route list adds the pages it leaves out (confirmations, /newsletter/*).
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(fromSitemap.some((p) => p.startsWith('/blog/'))).toBe(true)
  return [...new Set([...PUBLIC_ROUTES.map((r) => r.path), ...fromSitemap, ...UNLISTED])]
}

test('every public page passes html-validate’s standard rules', async ({ request }) => {
  test.setTimeout(240_000)
  const pages = await publicPages(request)
  const failures: string[] = []
  for (const path of pages) {
    const res = await request.get(path)
    expect(res.status(), path).toBeLessThan(500)
    const html = await res.text()
    // Among the rules: attribute-allowed-values, which refuses an empty form action.
    const report = await validator.validateString(html)
    for (const result of report.results) {
      for (const m of result.messages.filter((m) => !isStreamedMetadata(m, html))) failures.push(`${path}:${m.line}:${m.column} ${m.ruleId} — ${m.message} (${m.selector ?? ''})`)
    }
  }
  expect(failures, failures.join('\n')).toEqual([])
})
