import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN_TEST_PASSWORD, loginAsAdmin } from '../support/admin'
import { startApp } from '../support/app-server'

/**
 * Accessibility of the admin area: axe in both themes, one h1 and a unique title per page, keyboard use.
 * Runs on the shared e2e server and changes nothing there that other specs read: no post is saved (the editor's
 * preview is only typed into), no wrong password is typed, and the chat mode is switched back at the end.
 */

const THEMES = ['light', 'dark'] as const

async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
}

async function expectTheme(page: Page, theme: (typeof THEMES)[number]) {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
}

/** axe's violations on the current page, one readable line each. */
async function axeFailures(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => `${label}: ${v.id} (${v.impact}) — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

/** Where each admin page is and what to do once it is loaded, before axe runs. */
type AdminPage = { path: string; h1: string | RegExp; ready?: (page: Page) => Promise<void> }

/** The path of the editor of the first post in the list (a seeded one): opened, never saved. */
async function firstPostEditorPath(page: Page): Promise<string> {
  await page.goto('/blog/manage')
  const href = await page.getByRole('link', { name: /^Edit / }).first().getAttribute('href')
  expect(href).toMatch(/^\/blog\/manage\/[0-9a-f-]{36}$/)
  return href!
}

/** The dashboard's pages are checked from the moment their files are in the tree (branch admin-dash merged). */
const hasPage = (file: string) => fs.existsSync(`app/(admin)/admin/${file}`)

/** One contact submission, so the dashboard's table and chart have something to draw; its id opens its page. */
async function aSubmissionId(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/forms/contact', {
    data: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'An accessibility check of the admin dashboard.' },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

function adminPages(editPath: string, submissionId: string): AdminPage[] {
  return [
    ...(hasPage('analytics/page.tsx') ? [{ path: '/admin/analytics', h1: 'Analytics' }] : []),
    ...(hasPage('submissions/[id]/page.tsx') ? [{ path: `/admin/submissions/${submissionId}`, h1: /^Submission: / }] : []),
    // A GET with ?days only counts (the confirmation step shows); nothing is deleted.
    ...(hasPage('cleanup/page.tsx') ? [{ path: '/admin/cleanup?days=30', h1: /older than N days/ }] : []),
    { path: '/admin', h1: 'Dashboard' },
    { path: '/admin/settings', h1: 'Settings' },
    // The shared server configures no provider: the table lists all of them as not configured.
    { path: '/admin/providers', h1: 'Providers' },
    { path: '/admin/assistant', h1: 'Assistant' },
    { path: '/admin/audit', h1: 'Audit log' },
    { path: '/admin/system', h1: 'System' },
    // Lists the e-mails the shared server kept as files (the a11y check's contact message sets one off).
    { path: '/admin/mail', h1: 'E-mail' },
    // Counts, the export link, the compose form and whatever issues other specs left.
    { path: '/admin/newsletter', h1: 'Newsletter' },
    { path: '/blog/manage', h1: 'Blog posts' },
    {
      path: '/blog/manage/new',
      h1: 'New post',
      // The preview must show rendered markdown (heading, list, link, code) when axe looks at it.
      ready: async (page) => {
        await page.locator('#post-title').fill('Accessibility check')
        await page.locator('#post-content').fill('## A heading\n\nSome **bold** text, a [link](/about) and `code`.\n\n- one\n- two\n\n> A quote')
        await expect(page.getByTestId('post-preview').getByRole('heading', { name: 'A heading' })).toBeVisible({ timeout: 15_000 })
      },
    },
    {
      path: editPath,
      h1: 'Edit post',
      // The delete confirmation is opened (never submitted): its text and red button are checked too.
      ready: async (page) => {
        await page.getByText('Delete post…').click()
        await expect(page.getByRole('button', { name: 'Yes, delete this post' })).toBeVisible()
      },
    },
  ]
}

test.describe('admin accessibility on the shared server', () => {
  for (const theme of THEMES) {
    test(`the login screen has one h1 and no axe violations in the ${theme} theme`, async ({ page }) => {
      await setTheme(page, theme)
      await page.goto('/admin')
      await expectTheme(page, theme)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login')
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await page.title()).toMatch(/ \| .+ admin$/) // names the site's admin area
      const failures = await axeFailures(page, '/admin (logged out)')
      expect(failures, failures.join('\n')).toEqual([])
    })
  }

  // Both themes at desktop width, and a phone's width where the tables scroll sideways.
  const VARIANTS = [
    { theme: 'light', width: 1280, label: 'the light theme' },
    { theme: 'dark', width: 1280, label: 'the dark theme' },
    { theme: 'light', width: 390, label: 'a 390 px wide viewport' },
  ] as const
  for (const v of VARIANTS) {
    test(`every admin page has one h1, a unique title and no axe violations in ${v.label}`, async ({ page, request }) => {
      test.setTimeout(240_000) // a scrypt login and ten pages with axe on a shared, busy 2-core machine (up to 2 min seen)
      await page.setViewportSize({ width: v.width, height: 900 })
      await setTheme(page, v.theme)
      await loginAsAdmin(page)
      const pages = adminPages(await firstPostEditorPath(page), await aSubmissionId(request))
      const titles = new Map<string, string>()
      const failures: string[] = []
      for (const p of pages) {
        const res = await page.goto(p.path)
        expect(res?.status(), p.path).toBe(200)
        await expectTheme(page, v.theme)
        await expect(page.getByRole('heading', { level: 1 }), p.path).toHaveText(p.h1)
        await expect(page.locator('h1'), `${p.path} h1 count`).toHaveCount(1)
        await p.ready?.(page)
        const title = await page.title()
        expect(title, `${p.path} title names the page and the admin area`).toMatch(/^.+ \| .+ admin$/)
        expect(titles.has(title), `${p.path} shares its title "${title}" with ${titles.get(title)}`).toBe(false)
        titles.set(title, p.path)
        failures.push(...(await axeFailures(page, p.path)))
      }
      expect(failures, failures.join('\n')).toEqual([])
    })
  }

  test('the admin nav and Log out are reached by Tab, each with a visible focus ring', async ({ page }) => {
    await loginAsAdmin(page, '/admin/settings')
    const expected = ['Dashboard', 'Analytics', 'Providers', 'Assistant', 'Blog', 'Audit log', 'System', 'Settings', 'Log out']
    const reached: string[] = []
    // Start from the top of the document, as a keyboard user arriving on the page does.
    await page.locator('body').focus()
    for (let i = 0; i < 20 && reached.length < expected.length; i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return null
        const style = getComputedStyle(el)
        return {
          name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
          inHeader: !!el.closest('header'),
          focusVisible: el.matches(':focus-visible'),
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        }
      })
      if (!focused || !focused.inHeader || !expected.includes(focused.name)) continue
      expect(focused.focusVisible, `${focused.name} matches :focus-visible`).toBe(true)
      expect(focused.outline, `${focused.name} shows an outline`).toBe(true)
      reached.push(focused.name)
    }
    expect(reached).toEqual(expected)
    // Log out is operable from the keyboard too.
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  })

  test('the first Tab reaches a skip link to the page, and the menu marks the open section', async ({ page }) => {
    await loginAsAdmin(page, '/admin/audit')
    await page.locator('body').focus()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
    // The next Tab lands inside the page (the first filter), not back in the header.
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Category')).toBeFocused()

    const nav = page.getByRole('navigation', { name: 'Admin' })
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
    await nav.getByRole('link', { name: 'Dashboard' }).click()
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
  })

  test('the login form submits with Enter', async ({ page }) => {
    await page.goto('/admin/audit')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill(ADMIN_TEST_PASSWORD)
    await password.press('Enter')
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log')
  })
})

test.describe('the no-password screen on a server of its own', () => {
  test('has one h1 and no axe violations in either theme', async ({ page }) => {
    test.setTimeout(120_000)
    const app = await startApp({ timeoutMs: 90_000 }) // no ADMIN_PASSWORD_HASH and a fresh database: nothing is set
    try {
      for (const theme of THEMES) {
        await setTheme(page, theme)
        await page.goto(`${app.url}/admin`)
        await expectTheme(page, theme)
        await expect(page.getByTestId('admin-no-password')).toContainText('npm run admin:set-password')
        await expect(page.locator('h1')).toHaveCount(1)
        const failures = await axeFailures(page, `/admin (no password, ${theme})`)
        expect(failures, failures.join('\n')).toEqual([])
      }
    } finally {
      await app.stop()
    }
  })
})
