import { expect, test } from '@playwright/test'
import { WIDGET_TEXTS } from '@/components/chat/texts'
import { assistantMessages, decideConsent, input, liveAppWithFakeProvider, openWidget, widget } from './chat-helpers'

/**
 * A model's answer streams into the widget, against the fake provider's streamed replies: the
 * first sentence is on screen while the rest is still being written, and the live region speaks once, at the end.
 */

const QUESTION = 'How does your investment process work for seed-stage startups?'
const FIRST = 'Our studio backs founders early.'
const PIECES = [`${FIRST} `, 'We ', 'meet ', 'the ', 'team ', 'within ', 'a ', 'week. ', 'Then ', 'we ', 'decide ', 'together.']

test.describe('streamed answers', () => {
  // A page load and a 5-second answer on a loaded machine: more than the default 30 s may be needed.
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  const live = liveAppWithFakeProvider(['groq'], { LLM_TIMEOUT_MS: '15000' })
  test.beforeEach(({ page }) => decideConsent(page))

  test('the first sentence is visible before the whole answer is written, and the answer is announced once', async ({ page }) => {
    live().fake.setMode('groq', { kind: 'ok', content: PIECES.join(''), chunks: PIECES, chunkDelayMs: 400 })
    await page.goto(`${live().app.url}/`)
    await openWidget(page)
    // Every text the live region takes from now on.
    await page.getByTestId('chat-announcer').evaluate((region) => {
      const seen: string[] = []
      ;(window as unknown as { announced: string[] }).announced = seen
      new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true })
    })
    const before = await assistantMessages(page).count()
    await input(page).fill(QUESTION)
    await input(page).press('Enter')

    const answer = assistantMessages(page).nth(before)
    await expect(answer).toContainText(FIRST)
    // The fake is still writing (a piece every 400 ms): the answer's last words have not been produced yet.
    await expect(answer).not.toContainText('decide together')
    await expect(answer).toContainText('Then we decide together.', { timeout: 15_000 })
    await expect(page.getByTestId('chat-typing')).toHaveCount(0)

    const announced = await page.evaluate(() => (window as unknown as { announced: string[] }).announced.filter(Boolean))
    expect(announced.filter((text) => text !== WIDGET_TEXTS.typing)).toEqual([PIECES.join('')])
    expect(live().fake.requests('groq').filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({ stream: true })
  })

  test('a provider failing mid-answer leaves what was shown, and says the answer was cut short', async ({ page }) => {
    live().fake.setMode('groq', { kind: 'ok', content: PIECES.join(''), chunks: PIECES, chunkDelayMs: 100, cutAfterChunks: 4 })
    await page.goto(`${live().app.url}/`)
    await openWidget(page)
    const before = await assistantMessages(page).count()
    await input(page).fill(QUESTION)
    await input(page).press('Enter')
    const answer = assistantMessages(page).nth(before)
    await expect(answer).toContainText('cut short', { timeout: 15_000 })
    await expect(answer).toContainText(FIRST)
    await expect(answer).not.toContainText('We meet the')
  })

  test('Retry after the stream broke off shows the question once, and the new answer in place of the cut one', async ({ page }) => {
    live().fake.setMode('groq', { kind: 'ok', content: PIECES.join(''), chunks: PIECES })
    const CUT = 'A sentence the broken connection left behind.'
    // The widget's own connection breaks after one sentence (the server's reply never comes); later sends go through.
    let broken = false
    await page.route('**/api/chat', (route) => {
      if (route.request().method() !== 'POST' || broken) return route.fallback()
      broken = true
      return route.fulfill({ status: 200, contentType: 'text/event-stream', body: `event: sentence\ndata: ${JSON.stringify({ text: CUT })}\n\n` })
    })
    await page.goto(`${live().app.url}/`)
    await openWidget(page)
    const list = widget(page).getByRole('list', { name: 'Studio assistant' })
    const questions = list.locator('li[data-role="user"]')
    await input(page).fill(QUESTION)
    await input(page).press('Enter')
    await expect(list.getByText(WIDGET_TEXTS.unreachable)).toBeVisible()
    // The cut answer stays with its question, and the visitor's words are back in the input.
    await expect(assistantMessages(page).last()).toContainText(CUT)
    await expect(questions.filter({ hasText: QUESTION })).toHaveCount(1)
    await expect(input(page)).toHaveValue(QUESTION)

    await widget(page).getByRole('button', { name: 'Retry' }).click()
    await expect(assistantMessages(page).last()).toContainText('Then we decide together.', { timeout: 15_000 })
    await expect(questions.filter({ hasText: QUESTION })).toHaveCount(1)
    await expect(list.getByText(CUT)).toHaveCount(0)
    await expect(list.getByText(WIDGET_TEXTS.unreachable)).toHaveCount(0)
    await expect(input(page)).toHaveValue('')
  })

  test('closing the chat mid-answer stops the model: the provider is hung up on before the answer is written', async ({ page }) => {
    live().fake.setMode('groq', { kind: 'ok', content: PIECES.join(''), chunks: PIECES, chunkDelayMs: 400 })
    const before = live().fake.streams('groq').length
    await page.goto(`${live().app.url}/`)
    await openWidget(page)
    await input(page).fill(QUESTION)
    await input(page).press('Enter')
    await expect(assistantMessages(page).last()).toContainText(FIRST)
    await widget(page).getByRole('button', { name: WIDGET_TEXTS.close }).click()
    await expect(widget(page)).toHaveCount(0)
    // The browser's request ends, the route's signal with it, and the model's connection after that.
    await expect.poll(() => live().fake.streams('groq')[before]?.end, { timeout: 10_000 }).toBe('closed-by-client')
    expect(live().fake.streams('groq')[before]!.sent).toBeLessThan(PIECES.length)
  })
})
