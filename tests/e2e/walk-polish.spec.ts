import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { companiesInSector, PORTFOLIO } from '@/config/portfolio'
import { loginAsAdmin } from '../support/admin'
import { decideConsent } from '../support/forms'

/**
 * The polish walk: the founder pages' details, the team's readable submissions and admin layout
 * and the cookie panel's place. The launch plan's sentences and the financial model's
 * defaults are tested in lib/launch/plan-sentences.test.ts and tests/e2e/tools.spec.ts.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

async function axeFailures(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => `${page.url()}: ${v.id} (${v.impact}) — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

/** Client components are interactive once React has hydrated the chat launcher (as in floating-controls.spec.ts). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="chat-launcher"]')
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'))
  })
}

type Box = { x: number; y: number; width: number; height: number }
const meet = (a: Box | null, b: Box | null) => !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The texts of an SVG too small to read (under 12 px on screen) or cut by its edge, as readable lines. */
function unreadableSvgText(selector: string): string[] {
  const problems: string[] = []
  for (const svg of document.querySelectorAll<SVGSVGElement>(selector)) {
    const frame = svg.getBoundingClientRect()
    for (const text of svg.querySelectorAll('text')) {
      if (!text.checkVisibility() || !text.textContent?.trim()) continue
      const px = parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 1)
      const box = text.getBoundingClientRect()
      const name = text.textContent.trim()
      if (px < 11.99) problems.push(`"${name}" is ${px.toFixed(1)} px`)
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) problems.push(`"${name}" is cut by the edge`)
    }
  }
  return problems
}

test.describe('founder pages', () => {
  test.beforeEach(async ({ page }) => decideConsent(page))

  test('the portfolio filter lives in the address and steps with back and forward', async ({ page }) => {
    await page.goto('/portfolio')
    const cards = page.locator('main ul.grid > li')
    await expect(cards).toHaveCount(PORTFOLIO.length)
    const filter = page.getByRole('navigation', { name: 'Filter companies by sector' })
    await expect(filter.getByRole('link', { name: /^All sectors/ })).toHaveAttribute('aria-current', 'true')

    await filter.getByRole('link', { name: /^Bio \+ AI/ }).click()
    await expect(page).toHaveURL(/\/portfolio\?sector=bio-ai$/)
    await expect(cards).toHaveCount(companiesInSector('Bio + AI').length)
    await expect(filter.getByRole('link', { name: /^Bio \+ AI/ })).toHaveAttribute('aria-current', 'true')
    await filter.getByRole('link', { name: /^Web3/ }).click()
    await expect(page).toHaveURL(/\?sector=web3$/)
    await expect(cards).toHaveCount(companiesInSector('Web3').length)

    await page.goBack()
    await expect(page).toHaveURL(/\?sector=bio-ai$/)
    await expect(cards).toHaveCount(companiesInSector('Bio + AI').length)
    await page.goBack()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(cards).toHaveCount(PORTFOLIO.length)
    await page.goForward()
    await expect(page.getByTestId('portfolio-count')).toHaveText(`Showing ${companiesInSector('Bio + AI').length} of ${PORTFOLIO.length} companies in Bio + AI.`)
    expect(await axeFailures(page)).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the portfolio filter works from the address and its links', async ({ page }) => {
      await page.goto('/portfolio?sector=web3')
      const cards = page.locator('main ul.grid > li')
      await expect(cards).toHaveCount(companiesInSector('Web3').length)
      await page.getByRole('link', { name: /^Fintech \+ AI/ }).click()
      await expect(page).toHaveURL(/\?sector=fintech-ai$/)
      await expect(cards).toHaveCount(companiesInSector('Fintech + AI').length)
      // An address naming no sector shows every company rather than an empty page.
      await page.goto('/portfolio?sector=nonsense')
      await expect(cards).toHaveCount(PORTFOLIO.length)
    })
  })

  test("the contact hub links to the application, and the launch builder's copy reads right", async ({ page }) => {
    await page.goto('/contact-hub')
    await expect(page.getByRole('link', { name: 'go straight to the funding application' })).toHaveAttribute('href', '/apply')
    expect(await axeFailures(page)).toEqual([])
    await page.goto('/launch')
    await expect(page.getByText('Finish a module and its part of the plan appears here.')).toBeVisible()
  })

  for (const viewport of [PHONE, { width: 768, height: 1024 }, { width: 1024, height: 800 }, DESKTOP]) {
    test(`at ${viewport.width} px the flywheel's and the charts' labels are 12 px or more and none is cut`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const flywheel = page.locator('#flywheel svg[role="img"]')
      await flywheel.scrollIntoViewIfNeeded()
      expect(await page.evaluate(unreadableSvgText, '#flywheel svg[role="img"]')).toEqual([])
      // Where the names fit at 12 px they are drawn, 'Ecosystem reinvestment' whole; the numbered list always has them.
      const reinvestment = flywheel.locator('text[data-label]', { hasText: 'reinvestment' })
      if (viewport.width >= 768) await expect(reinvestment).toBeVisible()
      await expect(page.locator('#flywheel ol')).toContainText('Ecosystem reinvestment')

      await page.goto('/tools/financial-model')
      // A chart is drawn once its frame comes near the screen, as the visitor scrolls down to it.
      await page.getByRole('region', { name: 'Results' }).locator('figure').scrollIntoViewIfNeeded()
      const chart = page.getByRole('img', { name: 'Revenue and net income by year' })
      await chart.scrollIntoViewIfNeeded()
      await expect(chart.locator('text').first()).toBeVisible()
      expect(await page.evaluate(unreadableSvgText, 'svg[aria-label="Revenue and net income by year"]')).toEqual([])
    })
  }
})

test.describe('the cookie panel', () => {
  /** The home page as a first-time visitor sees it at this size: the consent panel open. */
  async function firstVisit(page: Page, viewport: { width: number; height: number }) {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await hydrated(page)
    const panel = page.getByRole('region', { name: 'Cookie consent' })
    await expect(panel).toBeVisible()
    return panel
  }

  test('on a desktop it covers neither the chat button nor, at the bottom, the legal links', async ({ page }) => {
    const panel = await firstVisit(page, DESKTOP)
    const launcher = page.getByTestId('chat-launcher')
    expect(meet(await panel.boundingBox(), await launcher.boundingBox())).toBe(false)

    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    const legal = page.getByRole('navigation', { name: 'Legal' }).locator('a, button')
    const count = await legal.count()
    expect(count).toBeGreaterThan(0)
    const panelBox = await panel.boundingBox()
    for (let i = 0; i < count; i++) expect(meet(panelBox, await legal.nth(i).boundingBox()), await legal.nth(i).innerText()).toBe(false)
    expect(meet(panelBox, await launcher.boundingBox())).toBe(false)
    expect(await axeFailures(page)).toEqual([])
  })

  test("on a phone it covers neither the hero's calls to action nor the chat button", async ({ page }) => {
    const panel = await firstVisit(page, PHONE)
    const panelBox = await panel.boundingBox()
    const ctas = page.locator('main section').first().getByRole('link')
    expect(await ctas.count()).toBeGreaterThanOrEqual(2)
    for (let i = 0; i < (await ctas.count()); i++) {
      await expect(ctas.nth(i)).toBeInViewport()
      expect(meet(panelBox, await ctas.nth(i).boundingBox()), await ctas.nth(i).innerText()).toBe(false)
    }
    expect(meet(panelBox, await page.getByTestId('chat-launcher').boundingBox())).toBe(false)
  })

  test('on a phone the room made for it goes when the visitor decides and comes back with the cookie settings', async ({ page }) => {
    // The room is marked on <html> (data-consent-open) by the boot script and the panel, not asked of the document.
    const panel = await firstVisit(page, PHONE)
    const hero = page.locator('.hero-frame')
    await expect(hero).toHaveCSS('padding-top', '136px')
    await panel.getByRole('button', { name: 'Accept all' }).click()
    await expect(panel).toBeHidden()
    await expect(hero).toHaveCSS('padding-top', '80px')
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await expect(panel).toBeVisible()
    await expect(hero).toHaveCSS('padding-top', '136px')
  })

  test("on a phone it leaves the home page's headline in view, from the first frame to after hydration", async ({ browser, baseURL }) => {
    // Before the page's code runs (JavaScript off: the server's HTML and CSS alone) and once it is alive.
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE })
      try {
        const page = await context.newPage()
        await page.goto('/')
        if (javaScriptEnabled) await hydrated(page)
        const panel = page.getByRole('region', { name: 'Cookie consent' })
        await expect(panel).toBeVisible()
        const headline = page.getByRole('heading', { level: 1 })
        await expect(headline).toBeInViewport({ ratio: 1 })
        expect(meet(await panel.boundingBox(), await headline.boundingBox()), `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBe(false)
        // Still short enough that the calls to action clear the chat button below.
        const ctas = page.locator('main section').first().getByRole('link')
        for (let i = 0; i < (await ctas.count()); i++) await expect(ctas.nth(i)).toBeInViewport({ ratio: 1 })
      } finally {
        await context.close()
      }
    }
  })
})

test.describe('admin', () => {
  test.beforeEach(async ({ page }) => decideConsent(page))

  test("an application's detail page lists its fields in form order, under their labels, with readable values", async ({ page, request }) => {
    const res = await request.post('/api/forms/apply', {
      data: { email: 'walk@example.com', pitch: 'Agents that close the books for logistics firms.', founderName: 'Ana Walk', companyName: 'Ledgerly Walk', stage: 'seed', sector: 'fintech-ai', consent: true },
    })
    expect(res.status(), await res.text()).toBe(201)
    const { id } = (await res.json()) as { id: string }
    await page.setViewportSize(PHONE)
    await loginAsAdmin(page, `/admin/submissions/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submission: Application')
    const data = page.locator('section[aria-labelledby="data-title"] dl').first()
    await expect(data.locator('dt')).toHaveText(['Company name', 'Stage', 'Sector', 'Founder name', 'E-mail address', 'Pitch', 'Agreed to the privacy policy'])
    await expect(data.locator('dd')).toHaveText(['Ledgerly Walk', 'Seed', 'Fintech + AI', 'Ana Walk', 'walk@example.com', 'Agents that close the books for logistics firms.', 'Yes'])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
    expect(await axeFailures(page)).toEqual([])

    await page.goto('/admin?type=apply&q=Ledgerly%20Walk')
    await expect(page.getByRole('combobox', { name: 'Type' }).locator('option:checked')).toHaveText('Application')
    // Applications alone: the table trades the Type column for company, stage, sector and amount.
    await expect(page.getByTestId('submission-row').first()).toContainText('Fintech + AI')
    // A mixed list names each row's type readably.
    await page.goto('/admin?q=Ledgerly%20Walk')
    await expect(page.getByTestId('submission-row').first()).toContainText('Application')
  })

  test("the dashboard chart's labels are 12 px or more and none is cut, from a phone to a desktop", async ({ page }) => {
    await loginAsAdmin(page)
    const chart = 'svg[aria-label^="Submissions per day"]'
    for (const viewport of [PHONE, { width: 768, height: 1024 }, { width: 1024, height: 800 }, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto('/admin')
      await page.locator(chart).scrollIntoViewIfNeeded()
      await expect(page.locator(chart).locator('text').first()).toBeVisible()
      // Polled: the server draws it 720 wide, and the browser redraws it at its own width once it has measured it.
      await expect.poll(() => page.evaluate(unreadableSvgText, chart), { message: `at ${viewport.width} px` }).toEqual([])
      expect(await page.locator(chart).locator('text').count()).toBeGreaterThanOrEqual(5) // three axis values, two days or more
    }
  })

  test('no admin page scrolls sideways on a 390 px phone; tables scroll inside their frame', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await loginAsAdmin(page)
    for (const path of ['/admin', '/admin/analytics', '/admin/audit', '/admin/mail', '/admin/settings', '/admin/assistant', '/admin/providers', '/admin/cleanup', '/admin/set-aside', '/blog/manage']) {
      await page.goto(path)
      const wide = await page.evaluate(() => {
        if (document.documentElement.scrollWidth <= innerWidth) return []
        // What pokes out, outside any frame that scrolls sideways itself.
        const scrolls = (el: Element | null): boolean => !!el && (['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || scrolls(el.parentElement))
        return [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > innerWidth + 1 && !scrolls(el.parentElement))
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`)
      })
      expect.soft(wide, path).toEqual([])
    }
    await page.goto('/admin')
    expect(await axeFailures(page)).toEqual([])
  })

  test('the admin menu keeps 13 sections on one line at 1280 px, and admin dates share one format', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await loginAsAdmin(page, '/admin/audit')
    const menu = page.getByTestId('admin-menu')
    // The sections to come are added to the real menu, labels and all, up to 13.
    const tops = await menu.evaluate((ul) => {
      const extra = ['Pipeline', 'Newsletter', 'Privacy', 'Clean-up', 'Set aside', 'Files']
      while (ul.children.length < 13) {
        const li = ul.lastElementChild!.cloneNode(true) as HTMLElement
        li.querySelector('a')!.textContent = extra.shift()!
        li.querySelector('a')!.removeAttribute('aria-current')
        ul.append(li)
      }
      return [...ul.querySelectorAll('a')].map((a) => Math.round(a.getBoundingClientRect().top))
    })
    expect(tops).toHaveLength(13)
    expect(new Set(tops).size, 'every link on the same line').toBe(1)
    expect(await menu.evaluate((ul) => ul.scrollWidth <= ul.clientWidth)).toBe(true)

    // The audit log's times in the admin's one format; its details wrap between fields, not inside words.
    expect((await page.request.get('/api/admin/export?q=walk-polish')).status()).toBe(200)
    await page.reload()
    const exportDetails = page.getByRole('row').filter({ hasText: 'submissions.export' }).first().getByTestId('audit-details')
    await expect(exportDetails).toContainText('"filter":{"q":"walk-polish"}')
    expect(await exportDetails.locator('wbr').count()).toBeGreaterThan(0)
    const firstTime = page.getByTestId('audit-table').locator('tbody tr').first().locator('td').first()
    await expect(firstTime).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/)
    const details = page.getByTestId('audit-details').first()
    expect(await details.evaluate((td) => [getComputedStyle(td).wordBreak, getComputedStyle(td).overflowWrap])).toEqual(['normal', 'anywhere'])
  })
})
