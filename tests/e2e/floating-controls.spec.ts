import { expect, test, type Page } from '@playwright/test'
import { TOOLS } from '@/config/tools'
import { PUBLIC_PATHS } from '@/config/routes'
import { pageForm } from '@/lib/forms/page-forms'

/**
 * On a phone the floating controls (the Apply Now button and the chat launcher) never cover the field being
 * filled in or its form's buttons, the Apply Now is not offered on the application's own pages, and the bottom of
 * every page scrolls clear of them. One page per test; all the focusing happens in one evaluate per page.
 */

const PHONE = { width: 390, height: 844 }
const APPLY_PAGES = ['/apply', '/apply-new', '/apply/success']
const FORM_PAGES = ['/apply', '/apply-new', '/contact', '/contact-hub', '/launch', ...TOOLS.map((tool) => tool.path)]

test.use({ viewport: PHONE, reducedMotion: 'reduce' }) // no transitions: the boxes are final as soon as focus moves

test.beforeEach(async ({ page }) => {
  // The consent panel is not one of the floating controls; a decided visitor does not see it.
  await page.addInitScript(() => {
    localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }))
  })
})

const fab = (page: Page) => page.getByTestId('apply-fab')

/** Client components are interactive (and forms in their enhanced shape) once React has hydrated the launcher. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="chat-launcher"]')
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'))
  })
}

type Report = { fields: string[]; covered: string[] }

/**
 * In the page: focuses every field a visitor can reach in main and the footer, one after the other (focus() scrolls
 * as the browser does), and lists every floating control whose on-screen box meets the focused field's or one of its
 * form's buttons' (the submit button, and /apply's Next). Runs in the page, so 48 radios cost one round trip.
 */
function focusEachField(): Report {
  type Box = { left: number; top: number; right: number; bottom: number }
  const onScreen = (el: Element): Box | null => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null
    const r = el.getBoundingClientRect()
    const box = { left: Math.max(r.left, 0), top: Math.max(r.top, 0), right: Math.min(r.right, innerWidth), bottom: Math.min(r.bottom, innerHeight) }
    return box.right > box.left && box.bottom > box.top ? box : null
  }
  const meet = (a: Box | null, b: Box | null) => !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
  const label = (el: Element) =>
    el instanceof HTMLButtonElement ? `button "${el.textContent?.trim()}"` : `${el.getAttribute('name') ?? el.id}${el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? `=${el.value}` : ''}`

  const controls = [...document.querySelectorAll<HTMLElement>('[data-testid="apply-fab"], [data-testid="chat-launcher"]')]
  const fields = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('main :is(input, select, textarea), footer :is(input, select, textarea)')].filter(
    (f) => f.type !== 'hidden' && f.tabIndex >= 0 && !f.disabled && !f.closest('[aria-hidden="true"]') && f.checkVisibility(),
  )
  const covered: string[] = []
  for (const field of fields) {
    field.focus()
    if (document.activeElement !== field) {
      covered.push(`${label(field)} does not take focus`)
      continue
    }
    const buttons = field.form ? [...field.form.querySelectorAll('button, input[type="submit"]')] : []
    for (const control of controls) {
      const box = onScreen(control)
      for (const target of [field, ...buttons]) {
        if (meet(box, onScreen(target))) covered.push(`${control.dataset.testid} covers ${label(target)} while ${label(field)} has focus`)
      }
    }
  }
  ;(document.activeElement as HTMLElement | null)?.blur()
  return { fields: fields.map(label), covered }
}

/**
 * In the page, nothing focused, scrolled to the very bottom: the footer's links and buttons and the page's last field
 * are clear of the floating controls, and the footer's bottom padding is at least the room the controls take.
 */
function bottomOfPage() {
  // Box, onScreen and meet repeat focusEachField's: page.evaluate sends a function alone, without its module.
  type Box = { left: number; top: number; right: number; bottom: number }
  const onScreen = (el: Element): Box | null => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null
    const r = el.getBoundingClientRect()
    const box = { left: Math.max(r.left, 0), top: Math.max(r.top, 0), right: Math.min(r.right, innerWidth), bottom: Math.min(r.bottom, innerHeight) }
    return box.right > box.left && box.bottom > box.top ? box : null
  }
  const meet = (a: Box | null, b: Box | null) => !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

  scrollTo(0, document.documentElement.scrollHeight)
  const controls = [...document.querySelectorAll('[data-testid="apply-fab"], [data-testid="chat-launcher"]')]
  const boxes = controls.map(onScreen).filter((b): b is Box => !!b)
  const footer = document.querySelector('nav[aria-label="Legal"]')!.closest('footer')!
  const lastField = [...document.querySelectorAll('main :is(input, select, textarea)')].filter((f) => (f as HTMLElement).tabIndex >= 0 && f.checkVisibility()).at(-1)
  const items = [...footer.querySelectorAll('a, button, input'), ...(lastField ? [lastField] : [])].filter((el) => !controls.some((c) => c.contains(el) || el.contains(c)))
  return {
    covered: items.filter((el) => boxes.some((b) => meet(b, onScreen(el)))).map((el) => el.textContent?.trim() || el.getAttribute('name')),
    controlsHeight: Math.max(0, ...boxes.map((b) => innerHeight - b.top)),
    footerPadding: parseFloat(getComputedStyle(footer).paddingBottom),
  }
}

test.describe('on a 390 px phone', () => {
  for (const path of FORM_PAGES) {
    test(`${path}: no floating control covers the focused field or its form's buttons`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await expect(page.getByTestId('chat-launcher')).toBeVisible()
      if (APPLY_PAGES.includes(path)) await expect(fab(page)).toBeHidden()
      else await expect(fab(page)).toBeVisible()

      const report = await page.evaluate(focusEachField)
      expect(report.fields.length, 'the page has fields to focus').toBeGreaterThan(0)
      expect(report.covered).toEqual([])

      const bottom = await page.evaluate(bottomOfPage)
      expect(bottom.covered, 'at the bottom of the page').toEqual([])
      expect(bottom.controlsHeight).toBeGreaterThan(0)
      expect(bottom.footerPadding).toBeGreaterThanOrEqual(bottom.controlsHeight)
    })
  }

  test('/apply/success offers no Apply Now, and it is where /apply-new leads too', async ({ page }) => {
    // There is no success page of /apply-new's own: both application forms confirm on /apply/success.
    expect(pageForm('apply-new').success).toHaveProperty('path', expect.stringMatching(/^\/apply\/success\b/))
    expect(PUBLIC_PATHS.has('/apply-new/success')).toBe(false)
    await page.goto('/apply/success')
    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible()
    await expect(fab(page)).toBeHidden()
    await expect(page.getByTestId('chat-launcher')).toBeVisible()
    // With the Apply Now gone the chat launcher takes its corner.
    const box = await page.getByTestId('chat-launcher').boundingBox()
    expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 24)
  })

  test('Apply Now comes back when the visitor leaves the apply pages', async ({ page }) => {
    await page.goto('/apply')
    await hydrated(page)
    await expect(fab(page)).toBeHidden()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Founder tools' }).click()
    await expect(page).toHaveURL(/\/tools$/)
    await expect(fab(page)).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the apply page has no Apply Now and focusing a field still moves the controls aside', async ({ page }) => {
      await page.goto('/apply')
      await expect(fab(page)).toBeHidden()
      await expect(page.getByTestId('chat-launcher')).toBeVisible()
      const report = await page.locator('body').evaluate(focusEachField)
      expect(report.fields.length).toBeGreaterThan(5) // every step's fields: the form is one page without JavaScript
      expect(report.covered).toEqual([])
    })

    test('the contact page keeps Apply Now clear of its fields', async ({ page }) => {
      await page.goto('/contact')
      await expect(fab(page)).toBeVisible()
      const report = await page.locator('body').evaluate(focusEachField)
      expect(report.covered).toEqual([])
    })
  })
})
