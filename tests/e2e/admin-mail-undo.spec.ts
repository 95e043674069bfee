import { expect, test, type APIRequestContext } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'
import { mailTo } from '../support/mail'

/**
 * A status change that e-mails the founder: confirmed first (naming whom and which e-mail), then the e-mail waits
 * (STATUS_MAIL_DELAY_SECONDS, 8 s on the test server) with Undo on the application's page. Two founders whose
 * applications mention each other: undoing one's change must not touch the other's e-mail.
 */

const DELAY_MS = 8_000

async function apply(request: APIRequestContext, baseURL: string, founder: { name: string; email: string; company: string; pitch: string }): Promise<string> {
  const res = await request.post('/api/forms/apply', {
    headers: { Origin: baseURL },
    data: { companyName: founder.company, founderName: founder.name, email: founder.email, stage: 'seed', sector: 'fintech-ai', amountSought: '$500k', pitch: founder.pitch },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const subjects = (address: string) => mailTo(process.env.E2E_DATA_DIR!, address).map((m) => /^Subject: (.*)$/m.exec(m)?.[1]?.replace(/ \(reference .*\)$/, ''))

test('Declined asks to confirm, waits with Undo, and Undo restores the status and sends nothing; the other founder still gets theirs', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const ada = { name: 'Ada Lovelace', email: `undo-ada-${stamp}@example.com`, company: `Helix ${stamp}`, pitch: `Built with Grace Hopper of Cobol ${stamp}.` }
  const grace = { name: 'Grace Hopper', email: `undo-grace-${stamp}@example.com`, company: `Cobol ${stamp}`, pitch: `Advised by Ada Lovelace (${ada.email}).` }
  const adaId = await apply(request, baseURL!, ada)
  const graceId = await apply(request, baseURL!, grace)

  await loginAsAdmin(page, `/admin/submissions/${adaId}`)
  const panel = page.getByTestId('pipeline-panel')
  await panel.getByLabel('Status').selectOption('declined')
  await panel.getByRole('button', { name: 'Change status' }).click()
  await expect(page.locator('#status-form-confirm')).toHaveText(
    `Moving to Declined will e-mail Ada Lovelace <${ada.email}> the 'About your application' e-mail. It goes in 8 seconds; until then Undo on the application's page takes the change back.`,
  )
  // Cancel changes nothing: the form is back as it was.
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(panel.getByLabel('Status')).toHaveValue('new')
  await expect(page.getByTestId('history-row')).toHaveCount(0)

  await panel.getByLabel('Status').selectOption('declined')
  await panel.getByRole('button', { name: 'Change status' }).click()
  await panel.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('#status-form-outcome')).toContainText('Moved to Declined. The founder is told by e-mail. It goes in 8 seconds')
  const undo = panel.getByRole('button', { name: 'Undo (back to New)' })
  await expect(panel.getByTestId('undo-status-form')).toContainText(`The 'About your application' e-mail to ${ada.email} waits until`)
  await undo.click()
  await expect(page.locator('#undo-status-outcome')).toHaveText("Undone: the status is New again and the founder's e-mail will not be sent.")
  await expect(panel.getByLabel('Status')).toHaveValue('new')
  await expect(undo).toHaveCount(0)
  await expect(page.getByTestId('history-row').last()).toContainText('Status: Declined → New')

  // Grace is moved to Reviewing and left alone: her e-mail goes after the delay.
  await page.goto(`/admin/submissions/${graceId}`)
  await panel.getByLabel('Status').selectOption('reviewing')
  await panel.getByRole('button', { name: 'Change status' }).click()
  await expect(page.locator('#status-form-confirm')).toContainText(`Grace Hopper <${grace.email}>`)
  await panel.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('#status-form-outcome')).toContainText('Moved to Reviewing.')
  await expect(() => expect(subjects(grace.email)).toContain('Your application is being reviewed')).toPass({ timeout: DELAY_MS + 20_000 })
  // Well past Ada's delay: only her receipt, never the decline.
  expect(subjects(ada.email)).toEqual(['We received your application'])
  expect(subjects(grace.email).sort()).toEqual(['We received your application', 'Your application is being reviewed'])
  await page.goto(`/admin/submissions/${graceId}`)
  await expect(panel.getByTestId('undo-status-form')).toHaveCount(0)

  // The undo is in the audit log under the account that made it.
  await page.goto('/admin/audit?category=admin')
  await expect(page.getByRole('row').filter({ hasText: 'application.status-undo' }).filter({ hasText: adaId })).toHaveCount(1)
})

test('without JavaScript, the confirm step and Undo work as plain form posts', async ({ browser, request, baseURL }) => {
  test.setTimeout(60_000)
  const stamp = Date.now()
  const founder = { name: 'Linus Torvalds', email: `undo-nojs-${stamp}@example.com`, company: `Kernel ${stamp}`, pitch: 'An operating system kernel for small clinics and labs.' }
  const id = await apply(request, baseURL!, founder)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await loginAsAdmin(page, `/admin/submissions/${id}`)
  const panel = page.getByTestId('pipeline-panel')
  await panel.getByLabel('Status').selectOption('diligence')
  await panel.getByLabel(/Note with the change/).fill('Deep-dive next week')
  await panel.getByRole('button', { name: 'Change status' }).click()
  await expect(page.getByTestId('confirm-step')).toContainText(`Moving to Diligence will e-mail Linus Torvalds <${founder.email}> the 'We would like to look more closely' e-mail.`)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('history-row')).toContainText('Status: New → Diligence')
  await expect(page.getByTestId('note')).toContainText('Deep-dive next week')
  await page.getByRole('button', { name: 'Undo (back to New)' }).click()
  await expect(page.getByTestId('history-row').last()).toContainText('Status: Diligence → New')
  await expect(page.getByTestId('pipeline-panel').getByLabel('Status')).toHaveValue('new')
  await context.close()
})
