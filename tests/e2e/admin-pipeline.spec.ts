import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'

/**
 * The team's pipeline: a status change with a note on the application's
 * page and its history, the board and its select, the founder's e-mail for a shared status only, the dashboard's
 * status filter and reference search, and the CSV's new columns. Each test makes its own application on the shared
 * server (no SMTP there, so e-mails are .eml files in its DATA_DIR/mail).
 */

const REFERENCE = /^M3-\d{4}-\d{4,}$/

async function apply(request: APIRequestContext, baseURL: string, company: string, email: string): Promise<string> {
  const res = await request.post('/api/forms/apply', {
    headers: { Origin: baseURL },
    data: { companyName: company, founderName: 'Ada Lovelace', email, stage: 'seed', sector: 'fintech-ai', amountSought: '$750k', pitch: 'Agents that close the books for small clinics.' },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** The text of every .eml addressed to `to`: headers unfolded, quoted-printable decoded. */
function emailsTo(to: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/=\r?\n/g, '')
        .replace(/((?:=[0-9A-F]{2})+)/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8')),
    )
    .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(text))
}

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
}

test('a status change with a note shows in the history with its author; the board moves a card by its select; the founder is e-mailed for shared statuses only', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const company = `Pipeline Co ${Date.now()}`
  const founder = `pipeline-${Date.now()}@example.com`
  const id = await apply(request, baseURL!, company, founder)

  await loginAsAdmin(page, `/admin/submissions/${id}`)
  const reference = (await page.getByTestId('submission-reference').textContent())!.trim()
  expect(reference).toMatch(REFERENCE)
  const panel = page.getByTestId('pipeline-panel')
  await expect(panel.getByLabel('Status')).toHaveValue('new')
  await expectAxeClean(page)

  await panel.getByLabel('Status').selectOption('reviewing')
  await panel.getByLabel(/Note with the change/).fill('Strong **team**, see the deck.')
  await panel.getByRole('button', { name: 'Change status' }).click()
  // An e-mail to the founder is confirmed first, naming them and the e-mail.
  await expect(page.locator('#status-form-confirm')).toContainText(`Moving to Reviewing will e-mail Ada Lovelace <${founder}> the 'Your application is being reviewed' e-mail.`)
  await expect(page.getByTestId('history-row')).toHaveCount(0)
  await panel.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('#status-form-outcome')).toContainText('Moved to Reviewing. The founder is told by e-mail.')
  await expect(page.getByTestId('history-row')).toHaveCount(1)
  await expect(page.getByTestId('history-row')).toContainText('Status: New → Reviewing')
  await expect(page.getByTestId('history-row')).toContainText('by Owner')
  const note = page.getByTestId('note')
  await expect(note).toContainText('Owner')
  await expect(note.locator('strong')).toHaveText('team')
  await expect(panel.getByLabel('Status')).toHaveValue('reviewing')

  // The founder's e-mail for Reviewing, with the reference and no internal note.
  await expect(() => expect(emailsTo(founder).filter((m) => m.includes('Subject: Your application is being reviewed'))).toHaveLength(1)).toPass({ timeout: 20_000 })
  const reviewing = emailsTo(founder).find((m) => m.includes('being reviewed'))!
  expect(reviewing).toContain(`Your reference is ${reference}.`)
  expect(reviewing).not.toContain('Strong')

  // Term sheet is internal: no e-mail is queued for it.
  await panel.getByLabel('Status').selectOption('term_sheet')
  await panel.getByRole('button', { name: 'Change status' }).click()
  await expect(page.locator('#status-form-outcome')).toHaveText('Moved to Term sheet.')

  await page.goto('/admin/pipeline')
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible()
  const card = page.getByTestId('board-card').filter({ hasText: company })
  await expect(page.getByTestId('board-column-term_sheet').getByTestId('board-card').filter({ hasText: company })).toHaveCount(1)
  await expect(card).toContainText(reference)
  await expect(card).toContainText('Seed')
  await expect(card).toContainText('Term sheet for today')
  await expectAxeClean(page)

  // Keyboard only: focus the card's select, choose Declined, and press the button.
  await card.getByLabel(`Move to (for ${company})`).focus()
  await card.getByLabel(`Move to (for ${company})`).selectOption('declined')
  await page.keyboard.press('Tab')
  await expect(card.getByRole('button', { name: `Move ${company}` })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(card.getByTestId('confirm-step')).toContainText("the 'About your application' e-mail")
  await card.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('board-column-declined').getByTestId('board-card').filter({ hasText: company })).toHaveCount(1)
  await expect(page.getByTestId('board-column-term_sheet').getByTestId('board-card').filter({ hasText: company })).toHaveCount(0)

  // Receipt, Reviewing and Declined: three messages to the founder, none of them about the term sheet.
  await expect(() => expect(emailsTo(founder).filter((m) => m.includes('Subject: About your application'))).toHaveLength(1)).toPass({ timeout: 20_000 })
  const mails = emailsTo(founder)
  expect(mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]?.replace(/ \(reference .*\)$/, '')).sort()).toEqual([
    'About your application',
    'We received your application',
    'Your application is being reviewed',
  ])

  await page.goto(`/admin/submissions/${id}`)
  await expect(page.getByTestId('history-row').last()).toContainText('Status: Term sheet → Declined')

  // Each change is in the audit log under the account that made it, without the note's text.
  await page.goto('/admin/audit?category=admin')
  const audited = page.getByRole('row').filter({ hasText: 'application.status' }).filter({ hasText: id })
  await expect(audited.filter({ hasText: '"to":"reviewing"' })).toHaveCount(1)
  await expect(audited.filter({ hasText: '"to":"declined"' })).toHaveCount(1)
  await expect(audited.first()).not.toContainText('Strong')
})

test('without JavaScript, a card moves on the board and a note is added on the application page', async ({ browser, request, baseURL }) => {
  test.setTimeout(60_000)
  const company = `No Script Co ${Date.now()}`
  const id = await apply(request, baseURL!, company, `noscript-${Date.now()}@example.com`)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await loginAsAdmin(page, '/admin/pipeline')
  const card = page.getByTestId('board-column-new').getByTestId('board-card').filter({ hasText: company })
  await card.getByLabel(`Move to (for ${company})`).selectOption('withdrawn')
  await card.getByRole('button', { name: `Move ${company}` }).click()
  await expect(page.getByTestId('board-column-withdrawn').getByTestId('board-card').filter({ hasText: company })).toHaveCount(1)

  await page.goto(`/admin/submissions/${id}`)
  await page.getByLabel('Add a note').fill('Founder wrote that they *paused* the raise.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByTestId('note').locator('em')).toHaveText('paused')
  await expect(page.getByTestId('history-row')).toContainText('Status: New → Withdrawn')
  await context.close()
})

test('the dashboard filters applications by status, finds one by its reference, and exports the pipeline and per-field columns', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000)
  const company = `Filter Co ${Date.now()}`
  const email = `filter-${Date.now()}@example.com`
  const id = await apply(request, baseURL!, company, email)
  await loginAsAdmin(page, `/admin/submissions/${id}`)
  const reference = (await page.getByTestId('submission-reference').textContent())!.trim()
  const panel = page.getByTestId('pipeline-panel')
  await panel.getByLabel('Status').selectOption('diligence')
  await panel.getByLabel(/Note with the change/).fill('Deep-dive booked')
  await panel.getByRole('button', { name: 'Change status' }).click()
  await panel.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('#status-form-outcome')).toContainText('Moved to Diligence.')
  await panel.getByLabel('Tags').fill('fintech, clinics')
  await panel.getByRole('button', { name: 'Save tags' }).click()
  await expect(panel.getByTestId('pipeline-summary')).toContainText('tags: fintech, clinics')

  await page.goto('/admin')
  const filter = page.getByRole('search', { name: 'Filter submissions' })
  await filter.getByLabel('Status').selectOption('diligence')
  await filter.getByLabel('Search').fill(company)
  await filter.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]status=diligence/)
  const rows = page.getByTestId('submission-row')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(reference)
  await expect(rows).toContainText('Diligence')
  for (const text of ['Seed', 'Fintech + AI', '$750k']) await expect(rows).toContainText(text)
  await page.goto(`/admin?status=new&q=${encodeURIComponent(company)}`)
  await expect(page.getByTestId('submission-row')).toHaveCount(0)

  await page.goto(`/admin?q=${reference}`)
  await expect(page.getByTestId('submission-row')).toHaveCount(1)
  await expect(page.getByTestId('row-reference')).toHaveText(reference)

  await page.goto(`/admin?type=apply&q=${reference}`)
  const exportLink = page.getByRole('link', { name: 'Export CSV' })
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  const [header, record] = fs.readFileSync((await download.path())!, 'utf8').split('\r\n')
  expect(header).toMatch(/^\uFEFFDate,Type,Name,Email,Company,Message,Additional Data,Reference,Status,Assignee,Tags,Last note,Pitch deck,Company name,Founder name,E-mail address,/)
  // Reference, Status, Assignee (nobody), Tags, Last note and the deck (none) after the fixed columns, then the fields under their labels.
  expect(record).toContain(`,${reference},Diligence,,"fintech, clinics",Deep-dive booked,,${company},Ada Lovelace,${email},`)

  // A change made from a page that no longer shows the current status is refused, and the note typed is kept.
  await page.goto(`/admin/submissions/${id}`)
  const other = await page.context().newPage()
  await other.goto(`/admin/submissions/${id}`)
  await other.getByTestId('pipeline-panel').getByLabel('Status').selectOption('reviewing')
  await other.getByTestId('pipeline-panel').getByRole('button', { name: 'Change status' }).click()
  await other.getByTestId('pipeline-panel').getByRole('button', { name: 'Confirm' }).click()
  await expect(other.locator('#status-form-outcome')).toContainText('Moved to Reviewing. The founder is told by e-mail.')
  await panel.getByLabel('Status').selectOption('declined')
  await panel.getByLabel(/Note with the change/).fill('Not for us')
  await panel.getByRole('button', { name: 'Change status' }).click()
  await expect(page.locator('#status-form-outcome')).toContainText('Someone else changed the status to Reviewing while this page was open')
  await expect(panel.getByLabel(/Note with the change/)).toHaveValue('Not for us')
  await expect(panel.getByLabel('Status')).toHaveValue('reviewing')
  await expect(page.getByTestId('history-row').filter({ hasText: 'Declined' })).toHaveCount(0)
})
