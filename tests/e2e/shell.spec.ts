import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { siteConfig } from '../../lib/site'

const TRANSPARENT = 'rgba(0, 0, 0, 0)'
const PHONE = { width: 390, height: 844 }

type StoredConsent = { version: number; analytics: boolean; decidedAt: string }
type TestWindow = Window & { lastConsent?: unknown; bannerShownAtParse?: boolean; scrollCalls?: unknown[] }

/** Most tests are not about consent; a stored choice keeps the panel out of the way. */
async function withStoredConsent(page: Page, analytics = false) {
  await page.addInitScript((a) => {
    if (!localStorage.getItem('consent')) {
      localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: a, decidedAt: new Date().toISOString() }))
    }
  }, analytics)
}

async function storedConsent(page: Page): Promise<StoredConsent | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as StoredConsent | null)
}

/** Client components are interactive once React has hydrated; the theme toggle's React props are a good probe. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="theme-toggle"]')
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'))
  })
}

test.describe('header', () => {
  test('is transparent at the top and blurred white once scrolled past 10 px', async ({ page }) => {
    await withStoredConsent(page)
    await page.goto('/')
    await hydrated(page)
    const header = page.locator('header')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(TRANSPARENT)

    await page.evaluate(() => window.scrollTo(0, 8))
    await expect(header).toHaveAttribute('data-scrolled', 'false')

    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(TRANSPARENT)
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('desktop shows the main navigation with the current page marked, and Apply Now', async ({ page }) => {
    await withStoredConsent(page)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Services', 'About', 'Portfolio', 'Partners', 'Resources', 'Blog', 'Contact'])
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current', /.*/)
    await expect(page.locator('header').getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply')
    await expect(page.locator('header').getByRole('link', { name: 'Apply Now' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(page.getByTestId('apply-fab')).toBeHidden()
  })
})

test.describe('mobile', () => {
  test.use({ viewport: PHONE })

  test('the hamburger opens the menu; Escape closes it and returns focus to the button', async ({ page }) => {
    await withStoredConsent(page)
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const panelId = await toggle.getAttribute('aria-controls')
    expect(panelId).toBeTruthy()
    const panel = page.locator(`[id="${panelId}"]`)
    await expect(panel).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Portfolio' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible()

    // The panel follows the button in the tab order.
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('following a menu link closes the menu', async ({ page }) => {
    await withStoredConsent(page)
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('shows the floating Apply Now button at the bottom right and the theme toggle', async ({ page }) => {
    await withStoredConsent(page)
    await page.goto('/')
    const fab = page.getByTestId('apply-fab')
    await expect(fab).toBeVisible()
    await expect(fab).toHaveAttribute('href', '/apply')
    await expect(fab).toHaveCSS('position', 'fixed')
    const box = await fab.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x + box!.width).toBeGreaterThan(PHONE.width - 40)
    expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 40)
    await expect(page.locator('header').getByRole('link', { name: 'Apply Now' })).toBeHidden()
    await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible()
  })
})

test.describe('dark mode', () => {
  test('the toggle switches to dark, and the choice survives a reload', async ({ page }) => {
    await withStoredConsent(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await hydrated(page)
    const html = page.locator('html')
    await expect(html).not.toHaveClass(/\bdark\b/)
    const background = () => page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)
    const lightBackground = await background()

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(html).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
    expect(await background()).not.toBe(lightBackground)
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()

    await hydrated(page)
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(html).not.toHaveClass(/\bdark\b/)
    await page.reload()
    await expect(html).not.toHaveClass(/\bdark\b/)
  })

  test('follows the system preference when nothing is stored', async ({ page }) => {
    await withStoredConsent(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()

    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })
})

test.describe('cookie consent', () => {
  test('Reject non-essential is stored and the panel stays away after a reload', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const region = page.getByRole('region', { name: 'Cookie consent' })
    await expect(region).toBeVisible()
    await expect(region.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy')

    await region.getByRole('button', { name: 'Reject non-essential' }).click()
    await expect(region).toBeHidden()
    const consent = await storedConsent(page)
    expect(consent).toMatchObject({ version: 1, analytics: false })
    expect(Number.isNaN(Date.parse(consent!.decidedAt))).toBe(false)

    await page.reload()
    // Set by the boot script before first paint: a returning visitor gets no flash of the panel.
    await expect(page.locator('html')).toHaveAttribute('data-consent-decided', '1')
    await hydrated(page)
    await expect(region).toBeHidden()
    expect((await storedConsent(page))?.analytics).toBe(false)
  })

  test('Accept all stores analytics on and announces the change', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => {
      window.addEventListener('consentchange', (e) => {
        ;(window as TestWindow).lastConsent = (e as CustomEvent).detail
      })
    })
    await page.getByRole('button', { name: 'Accept all' }).click()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    expect(await page.evaluate(() => (window as TestWindow).lastConsent)).toMatchObject({ version: 1, analytics: true })
    expect((await storedConsent(page))?.analytics).toBe(true)
  })

  test('Customise offers an analytics switch and saves the choice', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const region = page.getByRole('region', { name: 'Cookie consent' })
    await region.getByRole('button', { name: 'Customise' }).click()
    const analytics = region.getByRole('switch', { name: 'Analytics cookies' })
    await expect(analytics).not.toBeChecked()
    await analytics.check()
    await expect(analytics).toBeChecked()
    await region.getByRole('button', { name: 'Save choices' }).click()
    await expect(region).toBeHidden()
    expect(await storedConsent(page)).toMatchObject({ version: 1, analytics: true })

    await page.reload()
    await hydrated(page)
    await expect(region).toBeHidden()
  })

  test('the footer Cookie settings button reopens the panel with the current choice', async ({ page }) => {
    await withStoredConsent(page, true)
    await page.goto('/')
    await hydrated(page)
    const region = page.getByRole('region', { name: 'Cookie consent' })
    await expect(region).toBeHidden()

    const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
    await settings.click()
    await expect(region).toBeVisible()
    const analytics = region.getByRole('switch', { name: 'Analytics cookies' })
    await expect(analytics).toBeChecked()
    await expect(analytics).toBeFocused()
    await analytics.uncheck()
    await region.getByRole('button', { name: 'Save choices' }).click()
    await expect(region).toBeHidden()
    expect((await storedConsent(page))?.analytics).toBe(false)
    // Focus goes back to where the visitor was.
    await expect(settings).toBeFocused()
  })
})

test.describe('announcement banner', () => {
  test('shows the coming-soon message, and a dismissal survives a reload without a flash', async ({ page }) => {
    await withStoredConsent(page)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('[data-announcement]')
        ;(window as TestWindow).bannerShownAtParse = !!el && getComputedStyle(el).display !== 'none'
      })
    })
    await page.goto('/')
    await hydrated(page)
    const banner = page.getByRole('region', { name: 'Announcement' })
    await expect(banner).toContainText('Agentic AI workflows are coming')
    expect(await page.evaluate(() => (window as TestWindow).bannerShownAtParse)).toBe(true)
    const header = page.locator('header')
    const before = (await header.boundingBox())!
    expect(before.y).toBeGreaterThan(0)
    // Content starts below the fixed banner and header.
    const h1Top = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y
    expect(h1Top).toBeGreaterThan(before.y + before.height)

    await banner.getByRole('button', { name: 'Dismiss announcement' }).click()
    await expect(banner).toBeHidden()
    expect((await header.boundingBox())!.y).toBe(0)

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-banner-dismissed', '1')
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => (window as TestWindow).bannerShownAtParse)).toBe(false)
    expect((await header.boundingBox())!.y).toBe(0)
  })
})

test.describe('not found', () => {
  for (const path of ['/this-page-does-not-exist', '/404']) {
    test(`${path} answers 404 with the not-found page inside the site shell`, async ({ page }) => {
      await withStoredConsent(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.locator('header')).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
      await hydrated(page)
      await page.getByRole('link', { name: 'Go to Homepage' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engineering the Future with Agentic AI')
    })
  }
})

test.describe('error screen', () => {
  test('shows the error with its details, and Try Again re-renders the page', async ({ page }) => {
    await withStoredConsent(page)
    await page.goto('/error-preview')
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible()
    await expect(
      page.getByText('We apologize for the inconvenience. Please try refreshing the page or return to the homepage.'),
    ).toBeVisible()
    await expect(page.getByRole('status', { name: 'Error details' })).toContainText('Preview render failure')
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
    // The error renders inside the site shell.
    await expect(page.locator('header')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByText('Recovered')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeHidden()
  })

  test('the debug box disappears 30 s after the error was caught', async ({ page }) => {
    await withStoredConsent(page)
    await page.clock.install()
    await page.goto('/error-preview')
    const details = page.getByRole('status', { name: 'Error details' })
    await expect(details).toContainText('Preview render failure')
    await page.clock.fastForward(25_000)
    await expect(details).toBeVisible()
    await page.clock.fastForward(6_000)
    await expect(details).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
  })
})

test.describe('footer', () => {
  test('shows the contact details, social, legal links and the newsletter slot from config', async ({ page }) => {
    const site = siteConfig()
    await withStoredConsent(page)
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.locator('address')).toContainText(site.addressLine)
    expect(site.phoneHref).toMatch(/^tel:\+?\d+$/)
    await expect(footer.locator(`a[href="${site.phoneHref}"]`)).toHaveText(site.phone)
    await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email)
    await expect(footer).toContainText(site.blurb)

    for (const social of site.socials) {
      const link = footer.locator(`a[href="${social.href}"]`)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('aria-label', new RegExp(social.label))
    }
    const legal = footer.getByRole('navigation', { name: 'Legal' })
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
    await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service')
    await expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy')
    await expect(footer.getByRole('heading', { name: 'Newsletter' })).toBeVisible()
    await expect(footer.locator('#newsletter-slot')).toHaveCount(1)
    await expect(footer.getByRole('link', { name: 'Venture studio support' })).toHaveAttribute('href', '/services#venture-studio')
    await expect(footer.getByRole('link', { name: 'Apply for funding' })).toHaveAttribute('href', '/apply')
  })

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`an internal footer link scrolls to the top 100 ms later (${reducedMotion} motion)`, async ({ page }) => {
      await withStoredConsent(page)
      await page.emulateMedia({ reducedMotion })
      await page.goto('/')
      await hydrated(page)
      await page.evaluate(() => {
        const calls: unknown[] = []
        ;(window as TestWindow).scrollCalls = calls
        const original = window.scrollTo.bind(window) as (...a: unknown[]) => void
        window.scrollTo = ((...args: unknown[]) => {
          calls.push(args[0])
          original(...args)
        }) as typeof window.scrollTo
      })
      await page.locator('footer').getByRole('link', { name: siteConfig().name, exact: true }).click()
      const expected = { top: 0, behavior: reducedMotion === 'reduce' ? 'auto' : 'smooth' }
      await expect.poll(() => page.evaluate(() => (window as TestWindow).scrollCalls)).toContainEqual(expected)
    })
  }
})

test.describe('keyboard', () => {
  test('the skip link is the first focusable element and moves focus to main', async ({ page }) => {
    await withStoredConsent(page)
    await page.goto('/')
    await hydrated(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test.describe('accessibility (axe)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/', '/404']) {
      test(`${path} has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme })
        await page.goto(path)
        await hydrated(page)
        if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
        else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
        // The consent panel is part of what a first-time visitor sees, so it is scanned too.
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        const results = await new AxeBuilder({ page }).analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  }
})
