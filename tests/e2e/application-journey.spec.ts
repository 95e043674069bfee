import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { addAccount, loginAsAdmin, loginWithEmail, newTestAccount } from '../support/admin'
import { decideConsent } from '../support/forms'
import { decodeEml, mailTo } from '../support/mail'

/**
 * An application's whole journey across the parts that make it (founder, team, e-mail, deck, accounts): an application
 * with a deck → the team's notice and the founder's confirmation exist with its reference → the founder's status link
 * shows it received → a reviewer (a second account) moves it to reviewing with a note → the founder sees 'reviewing'
 * and never the note → the owner disables the reviewer, whose session ends.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const NOTE = 'Met the founders: strong team, check the churn figures.'

test('application with a deck → e-mails with the reference → status link → a reviewer moves it with a note → the founder sees the stage, not the note → the reviewer is disabled', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000)
  const marker = `journey${Date.now().toString(36)}`
  const company = `Journey Labs ${marker}`
  const founder = `${marker}@example.com`
  const dataDir = process.env.E2E_DATA_DIR!

  // The founder applies with a deck, through the form's own multipart route.
  const res = await page.request.post('/apply/submit', {
    headers: { origin: baseURL!, accept: 'application/json' },
    multipart: {
      companyName: company,
      stage: 'seed',
      sector: 'bio-ai',
      founderName: 'Rosalind Franklin',
      email: founder,
      pitch: 'Agents that read and summarise lab notebooks for research teams.',
      problem: 'Research notes are scattered and nobody reads them twice.',
      solution: 'An assistant that files, links and summarises every notebook entry.',
      amountSought: '$1M',
      consent: 'on',
      deckFile: { name: 'Journey deck.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { id, reference, statusToken } = (await res.json()) as { id: string; reference: string; statusToken: string }
  expect(reference).toMatch(/^M3-\d{4}-\d{4,}$/)
  const statusPath = `/apply/status/${statusToken}`

  // Both e-mails carry the reference; the founder's also the status link.
  await expect(async () => {
    expect(mailTo(dataDir, founder)).toHaveLength(1)
    expect(teamNotices(dataDir, company)).toHaveLength(1)
  }).toPass({ timeout: 30_000 })
  const receipt = unfold(mailTo(dataDir, founder)[0]!)
  expect(receipt).toContain(`reference ${reference}`)
  expect(receipt).toContain(statusPath)
  const [notice] = teamNotices(dataDir, company)
  expect(notice).toContain(reference)
  expect(notice).toContain('Journey deck.pdf')

  // The founder's link: received.
  await decideConsent(page)
  await page.goto(statusPath)
  await expect(page.getByTestId('reference')).toHaveText(reference)
  await expect(page.getByTestId('status-stage')).toHaveText('Received')

  // The owner adds a reviewer; the reviewer, in a browser of their own, moves the application with a note.
  const reviewer = newTestAccount('Journey Reviewer')
  const ownerContext = await browser.newContext()
  const owner = await ownerContext.newPage()
  await loginAsAdmin(owner, '/admin/settings')
  await addAccount(owner, reviewer)
  const reviewerContext = await browser.newContext()
  const reviewing = await reviewerContext.newPage()
  await loginWithEmail(reviewing, reviewer, `/admin/submissions/${id}`)
  await expect(reviewing.getByTestId('submission-files')).toContainText('Journey deck.pdf')
  const panel = reviewing.getByTestId('pipeline-panel')
  await panel.getByLabel('Status').selectOption('reviewing')
  await panel.getByLabel(/Note with the change/).fill(NOTE)
  await panel.getByRole('button', { name: 'Change status' }).click()
  await panel.getByRole('button', { name: 'Confirm' }).click()
  await expect(reviewing.getByTestId('history-row').first()).toContainText('by Journey Reviewer')
  await expect(reviewing.getByTestId('note').first()).toContainText(NOTE)

  // The founder sees the new stage and nothing internal.
  await page.reload()
  await expect(page.getByTestId('status-stage')).toHaveText('Initial review')
  const founderView = await page.locator('main').innerText()
  expect(founderView).not.toContain('churn')
  expect(founderView).not.toContain('Journey Reviewer')

  // The owner disables the reviewer: the reviewer's next page is the login form.
  await owner.goto('/admin/settings')
  const row = owner.getByTestId('account-row').filter({ hasText: reviewer.email })
  await row.getByRole('button', { name: `Disable ${reviewer.name}` }).click()
  await expect(row.getByRole('status')).toHaveText('Account disabled and logged out everywhere.')
  await reviewing.reload()
  await expect(reviewing.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(reviewing.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  await ownerContext.close()
  await reviewerContext.close()
})

/** The team's notices about one company, whatever TEAM_EMAIL is on this server. */
function teamNotices(dataDir: string, company: string): string[] {
  const dir = path.join(dataDir, 'mail')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => unfold(decodeEml(fs.readFileSync(path.join(dir, f)))))
    .filter((m) => m.includes(`Subject: New application: ${company}`))
}

/** Long header lines are folded onto indented continuation lines; read them as one. */
const unfold = (eml: string) => eml.replace(/\r?\n[ \t]+/g, ' ')
