import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { APPLY_SUCCESS_URL, CONTACT_SUCCESS_URL, decideConsent, hydratedForm, REFERENCE } from '../support/forms'

/**
 * The page forms, driven through the browser against the built app (FORM_RATE_LIMIT=0,
 * a fresh PGlite). Reads of stored rows are admin-only, so "one row" is shown by the server answering a repeat with
 * the same id (the unique index on the idempotency key is what guarantees it; lib/forms/server/submit.test.ts tests that).
 */

const PITCH = 'Agents that plan freight routes for mid-size logistics companies.'
const LONG = 'A paragraph long enough to pass the twenty character minimum.'

test.beforeEach(({ page }) => decideConsent(page))

/** The error message beside a field: the element its aria-describedby names first. */
async function errorOf(field: Locator): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const ids = (await field.getAttribute('aria-describedby')) ?? ''
  const id = ids.split(' ')[0]!
  return (await field.page().locator(`[id="${id}"]`).textContent()) ?? ''
}

/** With JavaScript the forms post to /api/forms/{type}; delaying those posts makes the pending state observable. */
async function delayActions(page: Page, ms: number) {
  await page.route('**/api/forms/*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, ms))
    await route.continue()
  })
}

/** The hidden fields of a no-JS server-action form, read from the server-rendered HTML of `path`. */
async function noJsForm(request: APIRequestContext, path: string, dataForm: string) {
  const html = await (await request.get(path)).text()
  const start = html.indexOf(`data-form="${dataForm}"`)
  const formHtml = html.slice(start, html.indexOf('</form>', start))
  const hidden: Record<string, string> = {}
  for (const [, attrs] of formHtml.matchAll(/<input([^>]*type="hidden"[^>]*)\/?>/g)) {
    const name = /name="([^"]*)"/.exec(attrs!)?.[1]
    const value = /value="([^"]*)"/.exec(attrs!)?.[1] ?? ''
    if (name) hidden[name] = value.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  }
  return hidden
}

test.describe('footer newsletter', () => {
  test('reads Subscribing... while pending, toasts the welcome text and empties the form a second later', async ({ page }) => {
    // 2 s: under load the click itself can take most of a second (Playwright waits for the navigations the service
    // worker's precache starts), and the pending state must still be on screen when the assertion first looks.
    await delayActions(page, 2000)
    await page.goto('/')
    const form = await hydratedForm(page, 'newsletter')
    const email = form.getByLabel('E-mail')
    const name = form.getByLabel('Name')
    await email.fill(`reader-${Date.now()}@example.com`)
    await name.fill('Ada')
    // The moments that matter are timed inside the page, frame by frame, so a slow round trip between the test and
    // a busy browser cannot make the reset look instant: the answer (the button reads Subscribe again) must find the
    // fields still filled, and they must empty about a second later.
    const timing = page.evaluate(
      () =>
        new Promise<{ filledAtAnswer: boolean; resetAfterMs: number }>((resolve) => {
          const form = document.querySelector('form[data-form="newsletter"]')!
          const input = form.querySelector<HTMLInputElement>('input[name="email"]')!
          const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
          let pendingSeen = false
          let answeredAt = 0
          let filledAtAnswer = false
          const tick = () => {
            const now = performance.now()
            const label = submit.textContent?.trim()
            if (label === 'Subscribing...') pendingSeen = true
            else if (pendingSeen && !answeredAt && label === 'Subscribe') {
              answeredAt = now
              filledAtAnswer = input.value !== ''
            }
            if (answeredAt && input.value === '') return resolve({ filledAtAnswer, resetAfterMs: now - answeredAt })
            requestAnimationFrame(tick)
          }
          tick()
        }),
    )
    const button = form.getByRole('button', { name: 'Subscribe' })
    await button.click()
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    await expect(page.getByText("Welcome! You're now subscribed to our newsletter.")).toBeVisible()
    const { filledAtAnswer, resetAfterMs } = await timing
    expect(filledAtAnswer).toBe(true)
    // Loose bounds: two workers share two cores; the point is "about a second later, not at once".
    expect(resetAfterMs).toBeGreaterThan(400)
    expect(resetAfterMs).toBeLessThan(3000)
    await expect(email).toHaveValue('')
    expect(await name.inputValue()).toBe('')
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    // Success toasts last 3 s.
    await expect(page.getByText("Welcome! You're now subscribed to our newsletter.")).toBeHidden({ timeout: 5000 })
  })

  test('subscribing the same address twice gives the same welcome', async ({ page }) => {
    const address = `twice-${Date.now()}@example.com`
    await page.goto('/')
    const form = await hydratedForm(page, 'newsletter')
    for (let i = 0; i < 2; i++) {
      await form.getByLabel('E-mail').fill(address)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByText("Welcome! You're now subscribed to our newsletter.").first()).toBeVisible()
      await expect.poll(() => form.getByLabel('E-mail').inputValue()).toBe('')
    }
  })

  test('a sign-up sent before the form has come alive is held, then subscribed in place with the toast', async ({ page }) => {
    // The form's code is fetched after the page has loaded (components/site/newsletter-slot.tsx). Every script the
    // HTML does not list is held back, so the visitor submits the server's form before React has it.
    const html = await (await page.request.get('/')).text()
    const firstLoad = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => new URL(m[1]!, 'http://x').pathname))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/*.js*', async (route) => {
      if (!firstLoad.has(new URL(route.request().url()).pathname)) await released
      await route.continue()
    })
    await page.goto('/')
    const form = page.locator('form[data-form="newsletter"]')
    await form.getByLabel('E-mail').fill(`early-${Date.now()}@example.com`)
    await expect(form).not.toHaveAttribute('novalidate', '')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    release()
    await expect(page.getByText("Welcome! You're now subscribed to our newsletter.")).toBeVisible()
    // The JavaScript path, not a full-page post: a toast, and the form itself stays (no confirmation in its place).
    await expect(form).toHaveAttribute('novalidate', '')
    await expect(page.locator('#newsletter-slot [role="status"]')).toHaveCount(0)
  })

  test('comes alive when the visitor nears it, not at load', async ({ page }) => {
    await page.goto('/')
    // Two idle moments after load, then a second for a fetch that one of them might have started.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), { timeout: 3000 })),
    )
    await page.waitForTimeout(1000)
    const form = page.locator('form[data-form="newsletter"]')
    await expect(form).not.toHaveAttribute('novalidate', '')
    await form.scrollIntoViewIfNeeded()
    await expect(form).toHaveAttribute('novalidate', '')
  })

  test('keeps sonner out of the page until the first toast', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url())
    })
    await page.goto('/')
    await hydratedForm(page, 'newsletter')
    const before = await page.evaluate(() => document.querySelector('[data-sonner-toaster]'))
    expect(before).toBeNull()
    await page.locator('form[data-form="newsletter"]').getByLabel('E-mail').fill(`lazy-${Date.now()}@example.com`)
    await page.locator('form[data-form="newsletter"]').getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top')
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right')
  })
})

test.describe('/contact', () => {
  test('sends a message and lands on the thank-you page', async ({ page }) => {
    await page.goto('/contact')
    const form = await hydratedForm(page, 'contact')
    await form.getByLabel('Name').fill('Grace Hopper')
    await form.getByLabel('E-mail').fill('grace@example.com')
    await form.getByLabel('Company').fill('Navy Labs')
    await form.getByLabel('Role').fill('Founder')
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like to talk about our agent platform.')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(CONTACT_SUCCESS_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you — message received')
    await expect(page.getByText('within two business days')).toBeVisible()
  })

  test('submitted empty, shows each message beside its field and keeps the visitor on the page', async ({ page }) => {
    await page.goto('/contact')
    const form = await hydratedForm(page, 'contact')
    await form.getByRole('button', { name: 'Send message' }).click()
    expect(await errorOf(form.getByLabel('Name'))).toBe('Name is required.')
    expect(await errorOf(form.getByLabel('E-mail'))).toBe('Please enter your e-mail address.')
    expect(await errorOf(form.getByRole('textbox', { name: 'Message', exact: true }))).toBe('Message must be at least 10 characters.')
    await expect(form.getByRole('alert')).toContainText('Please correct the 3 highlighted fields.')
    await expect(form.getByLabel('Name')).toBeFocused()

    await form.getByLabel('E-mail').fill('grace@')
    await form.getByRole('button', { name: 'Send message' }).click()
    expect(await errorOf(form.getByLabel('E-mail'))).toBe('Please enter a valid e-mail address.')
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('/apply-new', () => {
  test('a double click stores one application: the same reference for a repeat with the same key', async ({ page }) => {
    await page.goto('/apply-new')
    const form = await hydratedForm(page, 'apply-new')
    // The key the server rendered into this visit's form; the browser keeps it for every retry of this form.
    const key = await form.locator('input[name="_idem"]').inputValue()
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    const fields = { companyName: 'Double Click Labs', founderName: 'Ada Lovelace', email: 'ada@example.com', pitch: PITCH, stage: 'seed' }
    await form.getByLabel('Company name').fill(fields.companyName)
    await form.getByLabel('Founder name').fill(fields.founderName)
    await form.getByLabel('E-mail').fill(fields.email)
    await form.getByLabel('Stage').selectOption(fields.stage)
    await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill(fields.pitch)
    await form.getByRole('button', { name: 'Send application' }).dblclick()
    await expect(page).toHaveURL(APPLY_SUCCESS_URL)
    const reference = await page.getByTestId('reference').textContent()

    // A retry of the same form (what a second click that got through, or a network retry, sends): the no-JS form post
    // with this visit's key. The server answers like the first time, with the same reference, so one row is stored.
    const hidden = await noJsForm(page.request, '/apply-new', 'apply-new')
    const repeat = await page.request.post('/apply-new', {
      multipart: { ...hidden, _idem: key, ...fields },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    })
    expect(repeat.status()).toBe(303)
    expect(repeat.headers().location).toContain(`/apply/success?ref=${reference}`)
  })

  test('two concurrent no-JS posts with one key get one reference; a new key gets a new one', async ({ request, baseURL }) => {
    const hidden = await noJsForm(request, '/apply-new', 'apply-new')
    const fields = { companyName: 'Race Labs', founderName: 'Alan Turing', email: 'alan@example.com', pitch: PITCH, stage: 'pre-seed' }
    const post = (extra: Record<string, string> = {}) =>
      request.post('/apply-new', { multipart: { ...hidden, ...fields, ...extra }, headers: { origin: baseURL! }, maxRedirects: 0 })
    const [a, b] = await Promise.all([post(), post()])
    expect(a.status()).toBe(303)
    expect(a.headers().location).toMatch(APPLY_SUCCESS_URL)
    // The one that stored it also carries the status link token; the repeat, the reference alone.
    const ref = (location: string) => new URL(location, baseURL).searchParams.get('ref')
    expect(ref(b.headers().location!)).toBe(ref(a.headers().location!))
    const other = await post({ _idem: crypto.randomUUID() })
    expect(ref(other.headers().location!)).not.toBe(ref(a.headers().location!))
  })

  test('shows the schema messages for an invalid e-mail and a short pitch', async ({ page }) => {
    await page.goto('/apply-new')
    const form = await hydratedForm(page, 'apply-new')
    await form.getByLabel('Company name').fill('Acme')
    await form.getByLabel('Founder name').fill('Ada')
    await form.getByLabel('E-mail').fill('ada@@example')
    await form.getByLabel('Stage').selectOption('seed')
    await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill('Too short')
    await form.getByRole('button', { name: 'Send application' }).click()
    expect(await errorOf(form.getByLabel('E-mail'))).toBe('Please enter a valid e-mail address.')
    expect(await errorOf(form.getByRole('textbox', { name: 'Pitch', exact: true }))).toBe('Pitch must be at least 20 characters.')
  })
})

test.describe('/apply, step by step', () => {
  async function fillCompany(form: Locator) {
    await form.getByLabel('Company name').fill('Stepwise AI')
    await form.getByLabel('Website').fill('stepwise.example')
    await form.getByLabel('Stage').selectOption('series-a')
    await form.getByLabel('Sector').selectOption('agentic-ai')
  }

  test('blocks Next on an empty required field, keeps values on Back, summarises on Review and submits', async ({ page }) => {
    await page.goto('/apply')
    await page.evaluate(() => localStorage.removeItem('apply-draft'))
    const form = await hydratedForm(page, 'apply')
    const current = form.locator('li[aria-current="step"]')
    await expect(current).toContainText('Company')
    await expect(form.getByText('Step 1 of 5: Company')).toBeVisible()

    await form.getByRole('button', { name: 'Next' }).click()
    expect(await errorOf(form.getByLabel('Company name'))).toBe('Company name is required.')
    await expect(current).toContainText('Company')

    await fillCompany(form)
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(form.getByText('Step 2 of 5: Founders')).toBeVisible()
    await expect(form.getByLabel('Company name')).toBeHidden()

    await form.getByRole('button', { name: 'Back' }).click()
    await expect(form.getByLabel('Company name')).toHaveValue('Stepwise AI')
    await expect(form.getByLabel('Sector')).toHaveValue('agentic-ai')
    await form.getByRole('button', { name: 'Next' }).click()

    await form.getByLabel('Founder name').fill('Grace Hopper')
    await form.getByLabel('E-mail').fill('not-an-email')
    await form.getByRole('button', { name: 'Next' }).click()
    expect(await errorOf(form.getByLabel('E-mail'))).toBe('Please enter a valid e-mail address.')
    await form.getByLabel('E-mail').fill('grace@example.com')
    await form.getByLabel('Team size').fill('4')
    await form.getByRole('button', { name: 'Next' }).click()

    await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill(PITCH)
    await form.getByLabel('Problem').fill(LONG)
    await form.getByLabel('Solution').fill(LONG)
    await form.getByRole('button', { name: 'Next' }).click()

    await form.getByLabel('Amount sought').fill('$750K')
    await form.getByRole('button', { name: 'Next' }).click()

    await expect(form.getByText('Step 5 of 5: Review')).toBeVisible()
    const summary = form.getByTestId('apply-summary')
    await expect(summary).toContainText('Stepwise AI')
    await expect(summary).toContainText('Series A')
    await expect(summary).toContainText('Agentic AI')
    await expect(summary).toContainText('grace@example.com')
    await expect(summary).toContainText('$750K')

    // Consent is required: the schema's message appears beside the checkbox.
    await form.getByRole('button', { name: 'Submit application' }).click()
    expect(await errorOf(form.getByLabel(/I agree/))).toBe('Please agree to the privacy policy so we can process your application.')
    await form.getByLabel(/I agree/).check()
    await form.getByRole('button', { name: 'Submit application' }).click()

    await expect(page).toHaveURL(APPLY_SUCCESS_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application received')
    await expect(page.getByText('Initial review')).toBeVisible()
    await expect(page.getByText('Due diligence')).toBeVisible()
    // The draft goes once the application is received.
    expect(await page.evaluate(() => localStorage.getItem('apply-draft'))).toBeNull()
  })

  test('keeps the draft across a reload', async ({ page }) => {
    await page.goto('/apply')
    await page.evaluate(() => localStorage.removeItem('apply-draft'))
    let form = await hydratedForm(page, 'apply')
    await fillCompany(form)
    await page.reload()
    form = await hydratedForm(page, 'apply')
    await expect(form.getByLabel('Company name')).toHaveValue('Stepwise AI')
    await expect(form.getByLabel('Website')).toHaveValue('stepwise.example')
    await expect(form.getByLabel('Stage')).toHaveValue('series-a')
    await expect(form.getByLabel('Sector')).toHaveValue('agentic-ai')
    const draft = await page.evaluate(() => localStorage.getItem('apply-draft'))
    expect(draft).not.toContain('_idem')
    expect(draft).not.toContain('fax')
  })

  test('the success page shows only a well-formed reference', async ({ page }) => {
    await page.goto('/apply/success?ref=M3-2026-0042')
    await expect(page.getByTestId('reference')).toHaveText('M3-2026-0042')
    await page.goto('/apply/success?ref=<script>')
    await expect(page.getByTestId('reference')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test.describe('/contact-hub', () => {
  test('the #investor deep link shows the investor form, and submitting it succeeds in place', async ({ page }) => {
    await page.goto('/contact-hub#investor')
    const section = page.locator('section#investor')
    await expect(section.getByRole('heading', { name: 'Investors' })).toBeInViewport()
    const form = await hydratedForm(page, 'hub-investor')
    await form.getByLabel('Name').fill('Mary Investor')
    await form.getByLabel('E-mail').fill('mary@fund.example')
    await form.getByLabel('Firm').fill('Fund I')
    await form.getByLabel('Investor type').selectOption('vc')
    await form.getByLabel('Message').fill('Interested in co-investing in your next round.')
    await form.getByRole('button', { name: 'Contact investor relations' }).click()
    await expect(section.getByRole('status')).toContainText('Message sent to investor relations.')
  })

  test('each of the five forms has its section, and validates with the schema messages', async ({ page }) => {
    await page.goto('/contact-hub')
    for (const id of ['general', 'entrepreneur', 'investor', 'media', 'partnership']) {
      await expect(page.locator(`section#${id} form`)).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: 'Contact forms' }).locator(`a[href="#${id}"]`)).toHaveCount(1)
    }
    const form = await hydratedForm(page, 'hub-media')
    await form.getByLabel('E-mail').fill('press@')
    await form.getByRole('button', { name: 'Send media request' }).click()
    expect(await errorOf(form.getByLabel('Publication'))).toBe('Publication is required.')
    expect(await errorOf(form.getByLabel('E-mail'))).toBe('Please enter a valid e-mail address.')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/apply is one long form that reaches the success page', async ({ page }) => {
    await page.goto('/apply')
    const form = page.locator('form[data-form="apply"]')
    for (const [i, title] of ['Company', 'Founders', 'Product & traction', 'Funding', 'Review'].entries()) {
      await expect(form.getByRole('heading', { level: 2, name: `${i + 1}. ${title}` })).toBeVisible()
    }
    await page.getByLabel('Company name').fill('No Script Labs')
    await page.getByLabel('Stage').selectOption('seed')
    await page.getByLabel('Sector').selectOption('robotics-automation')
    await page.getByLabel('Founder name').fill('Linus')
    await page.getByLabel('E-mail').first().fill('linus@example.com')
    await page.getByRole('textbox', { name: 'Pitch', exact: true }).fill(PITCH)
    await page.getByLabel('Problem').fill(LONG)
    await page.getByLabel('Solution').fill(LONG)
    await page.getByLabel('Amount sought').fill('$1M')
    await page.getByLabel(/I agree/).check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page).toHaveURL(APPLY_SUCCESS_URL)
    await expect(page.getByTestId('reference')).toHaveText(REFERENCE)
  })

  test('/contact reaches its success page', async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('Name').first().fill('No Script')
    await page.getByLabel('E-mail').first().fill('noscript@example.com')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello from a browser without JavaScript.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(CONTACT_SUCCESS_URL)
  })

  test('an error comes back beside the field with everything the visitor typed', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('form[data-form="contact"]')
    await form.getByLabel('Name').fill('Keep Me')
    await form.getByLabel('E-mail').fill('keep@example.com')
    await form.getByLabel('Company').fill('Kept Inc')
    // Passes the browser's own checks (10+ characters) but not the schema's: a control character.
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Ten chars and a bell \u0007 here')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    expect(await errorOf(form.getByRole('textbox', { name: 'Message', exact: true }))).toBe('Message contains characters that are not allowed.')
    await expect(form.getByLabel('Name')).toHaveValue('Keep Me')
    await expect(form.getByLabel('E-mail')).toHaveValue('keep@example.com')
    await expect(form.getByLabel('Company')).toHaveValue('Kept Inc')
  })

  test('the footer newsletter posts and shows the confirmation inline', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('form[data-form="newsletter"]')
    await form.getByLabel('E-mail').fill(`nojs-${Date.now()}@example.com`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.locator('#newsletter-slot')).toContainText("Welcome! You're now subscribed to our newsletter.")
    // The address is only pending until the link in the e-mail is followed: the page says so without JavaScript too.
    await expect(page.locator('#newsletter-slot')).toContainText('Check your inbox to confirm your address.')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('agents page forms', () => {
  test('early access and demo requests are received in place', async ({ page }) => {
    await page.goto('/agents#early-access')
    const early = page.locator('section#early-access')
    await early.getByLabel(/^Name/).fill('Lin Chen')
    await early.getByLabel(/^E-mail/).fill('lin@example.com')
    await early.getByLabel(/^Use case/).fill('Research agents that triage clinical trial documents.')
    await early.getByRole('button', { name: 'Request early access' }).click()
    await expect(early.getByText('You are on the list.')).toBeVisible()

    const demo = page.locator('section#demo')
    await demo.getByLabel(/^Name/).fill('Sam Ortiz')
    await demo.getByLabel(/^E-mail/).fill('sam@example.com')
    await demo.getByRole('button', { name: /demo/i }).click()
    await expect(demo.getByRole('status').or(demo.getByText(/thank/i)).first()).toBeVisible()
  })
})
