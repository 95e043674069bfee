import { expect, test } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'

// Issue 15: what every public page sends. The numbers themselves are judged by `npm run bench` against an empty
// Next.js app; these tests hold the structure that made them smaller, so it cannot quietly come back.

const PUBLIC_PAGES = ['/', '/about', '/apply', '/blog', '/tools/valuation-calculator']
// Tailwind's output starts every stylesheet with this layer; it appears nowhere else in a page.
const CSS_MARKER = '@layer properties'
// A utility only the admin area uses (the dashboard chart's bars, components/admin/bar-chart.tsx).
const ADMIN_ONLY_RULE = /\.fill-amber-500\{/
// The full stylesheet `npm run build` makes (components/site/site-styles.tsx loads it without blocking the paint).
const SITE_SHEET = /\/_next\/static\/site\/[\w-]+\.css/g

const inlineScripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!).join('\n')
const head = (html: string) => html.slice(0, html.indexOf('</head>'))

for (const path of PUBLIC_PAGES) {
  test(`${path} inlines its first screen's CSS once and links the full sheet, none of it in the RSC payload`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    // One inline <style>, in the head, and nowhere else.
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    expect(styles.map((m) => m[0].slice(0, 24))).toEqual(['<style data-critical="">'])
    const critical = styles[0]![1]!
    expect(head(html)).toContain(critical)
    // Not a second time inside the RSC payload (a slice from its middle, in the payload's JSON spelling too).
    const probe = critical.slice(critical.length / 2, critical.length / 2 + 200)
    expect(inlineScripts(html)).not.toContain(probe)
    expect(inlineScripts(html)).not.toContain(JSON.stringify(probe).slice(1, -1))
    expect(inlineScripts(html)).not.toContain(CSS_MARKER)
    // No render-blocking link from Next: the full sheet is named by the loader script and the <noscript> link only.
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"[^>]+data-precedence/)
    const hrefs = new Set(html.match(SITE_SHEET))
    expect(hrefs.size).toBe(1)
    expect(head(html)).toMatch(/<noscript><link rel="stylesheet" href="\/_next\/static\/site\/[\w-]+\.css"><\/noscript>/)
    const sheet = await (await request.get([...hrefs][0]!)).text()
    expect(sheet).toContain(CSS_MARKER)
    expect(sheet).not.toMatch(ADMIN_ONLY_RULE)
    expect(critical).not.toMatch(ADMIN_ONLY_RULE)
    expect(critical.length).toBeLessThan(sheet.length * 0.7)
  })
}

// What a visitor sees before the full sheet arrives must be what they see after it: every element of the first
// screen has the same box and colours with the inline rules alone, in both themes, on a phone and a desktop.
for (const path of ['/', '/apply', '/about', '/blog']) {
  for (const viewport of [{ width: 412, height: 823 }, { width: 1350, height: 940 }]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${path} at ${viewport.width} px, ${colorScheme}: the first screen is fully styled before the full sheet loads`, async ({ browser, baseURL }) => {
        const firstScreen = async (blockSheet: boolean) => {
          const context = await browser.newContext({ baseURL, viewport, colorScheme })
          try {
            const page = await context.newPage()
            if (blockSheet) await page.route(/\/_next\/static\/site\//, (route) => route.abort())
            await page.goto(path)
            await page.waitForLoadState('networkidle')
            // Compare the same DOM: the apply form turns into steps when it hydrates.
            if (path === '/apply') await expect(page.locator('form[data-form="apply"]')).toHaveAttribute('novalidate', '')
            // A link that failed to load still lists a sheet, whose rules cannot be read.
            const fullSheetLoaded = await page.evaluate(() =>
              [...document.styleSheets].some((s) => {
                try {
                  return !!s.href?.includes('/_next/static/site/') && s.cssRules.length > 0
                } catch {
                  return false
                }
              }),
            )
            expect(fullSheetLoaded).toBe(!blockSheet)
            return await page.evaluate(() =>
              [...document.querySelectorAll('body *')]
                .map((el) => [el, el.getBoundingClientRect()] as const)
                .filter(([, r]) => r.top < window.innerHeight && r.width > 0)
                .map(([el, r]) => {
                  const s = getComputedStyle(el)
                  // The part on screen: a section that runs past the fold may grow below it, unseen.
                  const visibleHeight = Math.min(r.bottom, window.innerHeight) - r.top
                  return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(visibleHeight)} ${s.color} ${s.backgroundColor} ${s.fontSize} ${s.fontWeight} ${s.borderTopColor} ${s.opacity} ${s.visibility}`
                }),
            )
          } finally {
            await context.close()
          }
        }
        const withInlineRulesOnly = await firstScreen(true)
        const withFullSheet = await firstScreen(false)
        expect(withInlineRulesOnly.length).toBeGreaterThan(20)
        expect(withInlineRulesOnly).toEqual(withFullSheet)
      })
    }
  }
}

test('without JavaScript the full sheet comes from the <noscript> link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/about')
    const hrefs = await page.evaluate(() => [...document.styleSheets].map((s) => s.href))
    expect(hrefs).toEqual([null, expect.stringMatching(/\/_next\/static\/site\/[\w-]+\.css$/)])
  } finally {
    await context.close()
  }
})

test('a public page carries neither the admin login form nor a second copy of the footer', async ({ request }) => {
  const html = await (await request.get('/')).text()
  // The login screen was the root unauthorized boundary; it is the admin group's now.
  expect(html).not.toContain('ADMIN_PASSWORD_HASH')
  expect(html).not.toContain('admin-login-form')
  // Once in the markup and once in the RSC payload — not a third time for the root not-found boundary.
  const blurb = 'One e-mail a month.'
  expect(html.split(blurb).length - 1).toBe(2)
})

test('the mobile menu links are rendered when the menu opens, not hidden in every page', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).not.toContain('aria-label="Mobile"')
})

test('icons on server-rendered pages are plain SVG drawn by the shared .icon rule', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<svg viewBox="0 0 24 24" aria-hidden="true" class="icon [^"]*"><path d="M5 12h14"/)
  // No lucide client component (its props carried each drawing again) for the icons of server components.
  expect(inlineScripts(html)).not.toContain('\\"icon\\":{\\"name\\"')
})

test('the admin area adds its own stylesheet with the admin utilities', async ({ page }) => {
  await loginAsAdmin(page)
  const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  expect(hrefs.length).toBe(2)
  const sheets = await Promise.all(hrefs.map(async (h) => (await page.request.get(h)).text()))
  expect(sheets.some((css) => ADMIN_ONLY_RULE.test(css))).toBe(true)
})

test('the application form does not move when it comes alive (no layout shift at hydration)', async ({ browser, baseURL }) => {
  // The first section's position as the HTML draws it (no JavaScript) and after hydration (multi-step mode).
  const topOfCompany = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      await page.goto('/apply')
      if (javaScriptEnabled) await expect(page.locator('form[data-form="apply"]')).toHaveAttribute('novalidate', '')
      return await page.locator('#company').evaluate((el) => el.getBoundingClientRect().top)
    } finally {
      await context.close()
    }
  }
  expect(await topOfCompany(true)).toBe(await topOfCompany(false))
})
