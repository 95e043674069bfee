import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'
import { startApp, type AppServer } from '../support/app-server'

/**
 * Blog management: what the admin does in /blog/manage shows on the public blog and in
 * the sitemap at once, drafts never leak, and whatever markdown is typed renders inert.
 *
 * These tests publish posts, and other specs (pages.spec.ts) assert the exact list of seeded posts on /blog — so
 * they run against a server and database of their own, started once for this file, never the shared e2e server.
 */
const test = base.extend<object, { blogApp: AppServer }>({
  blogApp: [
    async ({}, provide) => {
      const app = await startApp({ env: { ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH ?? '' }, timeoutMs: 90_000 })
      try {
        await provide(app)
      } finally {
        await app.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ blogApp }, provide) => provide(blogApp.url),
})

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

type NewPost = { title: string; slug?: string; content?: string; status?: 'draft' | 'published'; tags?: string; excerpt?: string }

/** Fills the editor at /blog/manage/new and saves; resolves with the stored post's id and slug. */
async function createPost(page: Page, post: NewPost): Promise<{ id: string; slug: string }> {
  await page.goto('/blog/manage/new')
  await fillEditor(page, post)
  await page.getByRole('button', { name: 'Create post' }).click()
  await expect(page).toHaveURL(/\/blog\/manage\/[0-9a-f-]{36}\?saved=created$/)
  await expect(page.getByRole('status').filter({ hasText: 'Post created.' })).toBeVisible()
  const id = new URL(page.url()).pathname.split('/').pop()!
  const slug = await page.locator('#post-slug').inputValue()
  return { id, slug }
}

async function fillEditor(page: Page, post: NewPost) {
  await page.locator('#post-title').fill(post.title)
  if (post.slug !== undefined) await page.locator('#post-slug').fill(post.slug)
  if (post.excerpt !== undefined) await page.locator('#post-excerpt').fill(post.excerpt)
  if (post.tags !== undefined) await page.locator('#post-tags').fill(post.tags)
  await page.locator(`input[name="status"][value="${post.status ?? 'published'}"]`).check()
  await page.locator('#post-content').fill(post.content ?? 'A paragraph from the studio.')
}

async function sitemap(request: APIRequestContext): Promise<string> {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  return res.text()
}

test.describe('blog management', () => {
  // Each test logs in (a scrypt hash on a 2-core machine shared with other suites) and loads several pages.
  // In order in one worker: one extra server for the file, not one per worker.
  test.describe.configure({ mode: 'default', timeout: 60_000 })

  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page)
  })

  test('a post published in /blog/manage appears on /blog, at /blog/<slug> and in the sitemap at once', async ({ page, request }) => {
    const title = `Studio notes ${unique()}`
    await page.goto('/blog/manage/new')
    await page.locator('#post-title').fill(title)
    // The slug follows the title until it is edited.
    await expect(page.locator('#post-slug')).toHaveValue(title.toLowerCase().replace(/ /g, '-'))
    const { slug } = await createPost(page, { title, excerpt: 'What we learned this week.', tags: 'Founders, AI', content: '## First section\n\nHello **founders**.' })
    expect(slug).toBe(title.toLowerCase().replace(/ /g, '-'))

    await page.goto('/blog/manage')
    const row = page.locator(`tr[data-post-slug="${slug}"]`)
    await expect(row.getByText('Published', { exact: true })).toBeVisible()

    await page.goto('/blog')
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible()
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'First section' })).toBeVisible()
    expect(await sitemap(request)).toContain(`/blog/${slug}</loc>`)
  })

  test('a draft is listed in /blog/manage but stays off /blog, its URL and the sitemap', async ({ page, request }) => {
    const title = `Draft idea ${unique()}`
    const { slug } = await createPost(page, { title, status: 'draft' })
    await page.goto('/blog/manage')
    await expect(page.locator(`tr[data-post-slug="${slug}"]`).getByText('Draft', { exact: true })).toBeVisible()

    await page.goto('/blog')
    await expect(page.getByText(title)).toHaveCount(0)
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
    expect(await sitemap(request)).not.toContain(`/blog/${slug}<`)
  })

  test('editing renames a post everywhere, and deleting it after the confirmation removes it', async ({ page, request }) => {
    const id = unique()
    const { slug: oldSlug } = await createPost(page, { title: `Before ${id}` })
    const newSlug = `after-${id}`
    await page.locator('#post-title').fill(`After ${id}`)
    // An existing post keeps its slug when the title changes; the admin renames it on purpose.
    await expect(page.locator('#post-slug')).toHaveValue(oldSlug)
    await page.locator('#post-slug').fill(newSlug)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\?saved=updated$/)
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible()

    expect((await request.get(`/blog/${oldSlug}`)).status()).toBe(404)
    await page.goto(`/blog/${newSlug}`)
    await expect(page.getByRole('heading', { level: 1, name: `After ${id}` })).toBeVisible()
    const xml = await sitemap(request)
    expect(xml).toContain(`/blog/${newSlug}</loc>`)
    expect(xml).not.toContain(`/blog/${oldSlug}<`)

    await page.goBack()
    await expect(page.getByRole('button', { name: 'Yes, delete this post' })).toBeHidden()
    await page.getByText('Delete post…').click()
    await page.getByRole('button', { name: 'Yes, delete this post' }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/manage\\?deleted=${newSlug}$`))
    await expect(page.getByRole('status').filter({ hasText: `Deleted the post “${newSlug}”.` })).toBeVisible()
    await expect(page.locator(`tr[data-post-slug="${newSlug}"]`)).toHaveCount(0)
    expect((await request.get(`/blog/${newSlug}`)).status()).toBe(404)
    expect(await sitemap(request)).not.toContain(`/blog/${newSlug}<`)

    // Each change is in the audit log with the post's id and slug.
    await page.goto('/admin/audit?category=admin')
    const rows = page.getByTestId('audit-table').locator('tbody tr')
    for (const action of ['post.create', 'post.update', 'post.delete']) {
      const slug = action === 'post.create' ? oldSlug : newSlug
      await expect(rows.filter({ hasText: action }).filter({ hasText: `"slug":"${slug}"` }), action).toHaveCount(1)
    }
  })

  test('script, iframe, onerror and javascript: links are stripped from the preview and the public page', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    const payload = [
      '## Safe heading',
      '<script>window.__xss = "script"; alert("script")</script>',
      '<iframe src="https://example.com/embed" onload="window.__xss = \'iframe\'"></iframe>',
      '<img src="https://invalid.example/x.png" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
      '[click me](javascript:window.__xss=%22link%22)',
      '<a href="javascript:alert(1)">raw link</a>',
    ].join('\n\n')
    await page.goto('/blog/manage/new')
    await page.locator('#post-title').fill(`Inert ${unique()}`)
    await page.locator('input[name="status"][value="published"]').check()
    await page.locator('#post-content').fill(payload)

    const preview = page.getByTestId('post-preview')
    await expect(preview.getByRole('heading', { name: 'Safe heading' })).toBeVisible()
    await expect(preview.getByText('click me')).toBeVisible()
    const expectInert = async (html: string) => {
      expect(html).not.toMatch(/<script|<iframe|onerror|onload|javascript:/i)
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull()
    }
    await expectInert(await preview.innerHTML())

    await page.getByRole('button', { name: 'Create post' }).click()
    await expect(page).toHaveURL(/\?saved=created$/)
    await expectInert(await preview.innerHTML()) // the server-rendered preview of the stored post
    const slug = await page.locator('#post-slug').inputValue()
    await page.goto(`/blog/${slug}`)
    // The post body (the article also holds the page's JSON-LD <script>, which is ours).
    const body = page.locator('article > div')
    await expect(body.getByRole('heading', { name: 'Safe heading' })).toBeVisible()
    expect((await body.locator('a', { hasText: 'click me' }).getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i)
    await expectInert(await body.innerHTML())
    expect(dialogs).toEqual([])
  })

  test('a duplicate slug is a field error on the slug, with the input kept', async ({ page }) => {
    const { slug } = await createPost(page, { title: `Taken ${unique()}` })
    await page.goto('/blog/manage/new')
    await fillEditor(page, { title: 'Another post', slug, content: 'Kept content' })
    await page.getByRole('button', { name: 'Create post' }).click()
    await expect(page.locator('#post-slug-error')).toHaveText('Another post already uses this slug. Choose another one.')
    await expect(page.locator('#post-slug')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/blog\/manage\/new$/)
    await expect(page.locator('#post-content')).toHaveValue('Kept content')
  })

  test('saving and deleting work without JavaScript: a new post, a duplicate slug error, the confirmed delete', async ({ page, browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: await page.context().storageState(), javaScriptEnabled: false })
    const noJs = await context.newPage()
    try {
      const title = `No script ${unique()}`
      await noJs.goto('/blog/manage/new')
      await noJs.locator('#post-title').fill(title)
      await noJs.locator('input[name="status"][value="published"]').check()
      await noJs.locator('#post-content').fill('Written without JavaScript.')
      await noJs.getByRole('button', { name: 'Create post' }).click()
      await expect(noJs.getByText('Post created.')).toBeVisible()
      const slug = title.toLowerCase().replace(/ /g, '-')
      await expect(noJs.locator('#post-slug')).toHaveValue(slug)
      const editUrl = noJs.url()

      await noJs.goto('/blog/manage/new')
      await noJs.locator('#post-title').fill('Clash')
      await noJs.locator('#post-slug').fill(slug)
      await noJs.locator('#post-content').fill('x')
      await noJs.getByRole('button', { name: 'Create post' }).click()
      await expect(noJs.locator('#post-slug-error')).toHaveText('Another post already uses this slug. Choose another one.')
      await expect(noJs.locator('#post-title')).toHaveValue('Clash')

      // The confirmation step is a <details>, so deleting works without JavaScript too.
      await noJs.goto(editUrl)
      await noJs.getByText('Delete post…').click()
      await noJs.getByRole('button', { name: 'Yes, delete this post' }).click()
      await expect(noJs).toHaveURL(new RegExp(`/blog/manage\\?deleted=${slug}$`))
      expect((await noJs.request.get(`/blog/${slug}`)).status()).toBe(404)
    } finally {
      await context.close()
    }
  })

  test('without a session every /blog/manage page shows the login form and none of the posts', async ({ page, browser, baseURL }) => {
    const title = `Secret draft ${unique()}`
    const { id } = await createPost(page, { title, status: 'draft', content: 'Not for visitors.' })
    const anonymous = await browser.newContext({ baseURL })
    try {
      const visitor = await anonymous.newPage()
      for (const path of ['/blog/manage', '/blog/manage/new', `/blog/manage/${id}`]) {
        const res = await visitor.goto(path)
        // The (admin) layout answers with the login form (200, server-rendered so it works without JavaScript);
        // the page's own requireAdmin() interrupt keeps its data out of the response. See lib/auth/guard.ts.
        expect([200, 401], path).toContain(res?.status())
        await expect(visitor.getByLabel('Password'), path).toBeVisible()
        await expect(visitor.locator('form[data-form="post-editor"]'), path).toHaveCount(0)
        const html = await visitor.content()
        for (const secret of [title, 'Not for visitors.', 'from-first-call-to-term-sheet']) expect(html, `${path}: ${secret}`).not.toContain(secret)
      }
    } finally {
      await anonymous.close()
    }
  })

  test('an unknown post id is a 404', async ({ page }) => {
    const res = await page.goto('/blog/manage/00000000-0000-4000-8000-000000000000')
    expect(res?.status()).toBe(404)
  })
})
