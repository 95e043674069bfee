import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { REPLY_TIME } from '@/config/content/contact'
import { TEAM_TEXTS } from '@/lib/agents/talk-to-team-texts'
import { ADMIN_TEST_PASSWORD } from '../support/admin'
import type { AppServer } from '../support/app-server'
import { loginAt } from './admin-auth-helpers'
import { ask, assistantMessages, decideConsent, input, liveAppWithoutModel, openWidget, widget } from './chat-helpers'

/**
 * The assistant's conversation kept for the tab, feedback on answers and 'Talk to the team', and
 * the widget's details. One live app without a model of its own (canned answers).
 */

async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  expect(violations.map((v) => `${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
}

test.describe('the assistant: a kept conversation, feedback and a way to the team', () => {
  test.describe.configure({ mode: 'serial' })
  const live = liveAppWithoutModel()
  let app: AppServer
  test.beforeAll(() => {
    app = live()
  })
  test.beforeEach(({ page }) => decideConsent(page))

  test('a reload and a page load within the site keep the conversation; closing the chat forgets it', async ({ page }) => {
    test.setTimeout(90_000) // several answers and an admin login on a shared machine
    const token = `keep${Date.now().toString(36)}`
    await page.goto(`${app.url}/`)
    await openWidget(page)
    const answer = await ask(page, `How much do you invest? ${token}`)
    const answerText = (await answer.innerText()).slice(0, 40)
    const options = await answer.locator('[data-chat-option]').allTextContents()
    expect(options.length).toBeGreaterThan(0)

    for (const load of [() => page.reload(), () => page.goto(`${app.url}/about`)]) {
      await load()
      await openWidget(page)
      await expect(widget(page).locator('li[data-role="user"]')).toContainText(token)
      await expect(assistantMessages(page).last()).toContainText(answerText)
      // The answer comes back with its suggested options, not as text only.
      await expect(assistantMessages(page).last().locator('[data-chat-option]')).toHaveText(options)
    }
    // The conversation goes on where it was: the next answer lands in the same session.
    await ask(page, 'How does your process work?')
    await page.reload()
    await openWidget(page)
    await expect(widget(page).locator('li[data-role="user"]')).toHaveCount(2)

    await widget(page).getByRole('button', { name: 'Close chat and clear messages' }).click()
    await page.reload()
    await openWidget(page)
    await expect(widget(page).locator('li[data-role="user"]')).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem('chat-session'))).toBeNull()
  })

  test('a thumbs down with a comment, by keyboard, is kept and shown on /admin/assistant with its conversation', async ({ page, browser }) => {
    test.setTimeout(90_000) // several answers and an admin login on a shared machine
    const comment = `Too general ${Date.now().toString(36)}`
    await page.goto(`${app.url}/`)
    await openWidget(page)
    const answer = await ask(page, 'Do you invest in robotics startups?')
    const down = answer.getByRole('button', { name: 'Not helpful' })
    const up = answer.getByRole('button', { name: 'Helpful', exact: true })
    await expect(down).toHaveAttribute('aria-pressed', 'false')
    await up.focus()
    await page.keyboard.press('Enter')
    await expect(up).toHaveAttribute('aria-pressed', 'true')
    // A second verdict replaces the first.
    await down.focus()
    await page.keyboard.press('Space')
    await expect(down).toHaveAttribute('aria-pressed', 'true')
    await expect(up).toHaveAttribute('aria-pressed', 'false')
    await answer.getByRole('button', { name: 'Add a comment' }).click()
    await answer.getByRole('textbox', { name: /What could be better/ }).fill(comment)
    await answer.getByRole('button', { name: 'Send comment' }).click()
    await expect(answer.getByRole('status')).toHaveText('Thanks, the team will read your comment.')

    // The verdict comes back with the conversation after a reload.
    await page.reload()
    await openWidget(page)
    await expect(assistantMessages(page).last().getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true')

    const admin = await (await browser.newContext()).newPage()
    await loginAt(admin, `${app.url}/admin/assistant`, ADMIN_TEST_PASSWORD)
    const perAgent = admin.getByTestId('feedback-per-agent')
    await expect(perAgent).toBeVisible()
    await expectNoAxeViolations(admin)
    await expect(perAgent.locator('tbody tr')).toHaveCount(1)
    await expect(perAgent.locator('tbody tr').first().locator('td').nth(1)).toHaveText('1')
    await expect(perAgent.locator('tbody tr').first().locator('td').nth(2)).toHaveText('0 %')
    const worst = admin.getByTestId('lowest-rated').locator('tbody tr').filter({ hasText: comment })
    await expect(worst).toHaveCount(1)
    await worst.getByRole('link', { name: 'Open conversation' }).click()
    await expect(admin.getByTestId('chat-transcript')).toContainText('Do you invest in robotics startups?')
    await expect(admin.getByTestId('transcript-rating')).toHaveText(`Visitor rated this not helpful: “${comment}”`)
    await expectNoAxeViolations(admin)
  })

  test("'Talk to the team' files a contact message carrying the conversation and says when the team replies", async ({ page, browser }) => {
    test.setTimeout(90_000) // several answers and an admin login on a shared machine
    const token = `team${Date.now().toString(36)}`
    await page.goto(`${app.url}/`)
    await openWidget(page)
    await ask(page, `Can I speak to a partner about my fintech startup? ${token}`)
    // Asking for a person is answered with a 'Talk to the team' button of its own, beside the widget's: both open the form.
    await expect(widget(page).getByRole('button', { name: 'Talk to the team' })).toHaveCount(2)
    await widget(page).getByRole('button', { name: 'Talk to the team' }).first().click()
    const form = widget(page).getByTestId('chat-team-form')
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com')
    await form.getByRole('button', { name: 'Send to the team' }).click()
    await expect(form.getByText(TEAM_TEXTS.consent)).toBeVisible()
    await expectNoAxeViolations(page, 'aside[aria-label="Chat assistant"]')
    await expect(form.getByRole('checkbox')).toBeFocused()
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send to the team' }).click()
    await expect(assistantMessages(page).last()).toContainText(TEAM_TEXTS.sent('Ada Lovelace', 'ada@example.com'))
    await expect(assistantMessages(page).last()).toContainText(REPLY_TIME)
    await expect(input(page)).toBeFocused()

    const admin = await (await browser.newContext()).newPage()
    await loginAt(admin, `${app.url}/admin`, ADMIN_TEST_PASSWORD)
    await expect(async () => {
      await admin.goto(`${app.url}/admin?type=contact_general&q=${token}`)
      await expect(admin.getByTestId('submission-row')).toHaveCount(1)
    }).toPass({ timeout: 15_000 })
    await admin.getByTestId('submission-row').getByRole('link').first().click()
    await expect(admin.getByText(`Visitor: Can I speak to a partner about my fintech startup? ${token}`, { exact: false })).toBeVisible()
    await expect(admin.getByText(/Assistant \(.+\): /).first()).toBeVisible()
  })

  test("the legal disclaimer's italics render, and a page linked in the text is not offered again as a chip", async ({ page }) => {
    await page.goto(`${app.url}/`)
    await openWidget(page)
    // A short question: the answer is cut to its cap, and the disclaimer still closes it.
    const legal = await ask(page, 'How long does a patent last?')
    await expect(legal.locator('em').filter({ hasText: 'not legal advice' })).toBeVisible()
    await expect(legal).not.toContainText('_This is general information')

    // A new conversation: its text links to /apply and /apply-new, the pages the answer also carries as attachments.
    await widget(page).getByRole('button', { name: 'Close chat and clear messages' }).click()
    await openWidget(page)
    const answer = await ask(page, 'How do I apply?')
    const inText = await answer.locator('div a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const chips = await answer.getByRole('list', { name: 'Related pages' }).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(inText).toContain('/apply')
    expect(chips.filter((href) => inText.includes(href))).toEqual([])
  })
})
