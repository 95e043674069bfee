import { expect, test } from '@playwright/test'
import { TEAM_FORM_TEXTS } from '@/components/chat/texts'
import { siteConfig } from '@/lib/site'
import { ask, decideConsent, liveAppWithoutModel, openWidget, widget } from './chat-helpers'

/** A visitor who asks for a person is answered with the way to reach one, and the answer's action opens the team form. */

test.beforeEach(({ page }) => decideConsent(page))

test.describe('a request for a person', () => {
  test.describe.configure({ mode: 'serial' })
  const live = liveAppWithoutModel()

  test('"I need a human" gets the e-mail and phone, and its Talk to the team action opens the form', async ({ page }) => {
    await page.goto(`${live().url}/`)
    await openWidget(page)
    const answer = await ask(page, 'I need a human')
    const site = siteConfig()
    await expect(answer).toContainText(site.email)
    await expect(answer).toContainText(site.phone)
    await expect(answer).not.toContainText('more details')

    await answer.getByRole('button', { name: TEAM_FORM_TEXTS.open }).click()
    await expect(widget(page).getByRole('heading', { name: TEAM_FORM_TEXTS.title })).toBeVisible()
    await expect(widget(page).getByRole('textbox', { name: TEAM_FORM_TEXTS.name })).toBeVisible()
  })
})
