import { expect, test, type Locator, type Page } from '@playwright/test'
import type { ProviderId } from '@/lib/llm/types'
import { startFakeLlmServer, type FakeLlmServer } from '../fakes/llm-server'
import { startApp, type AppServer } from '../support/app-server'

/** What the chat browser specs share: the widget's locators, sending a message, and a live app of their own. */

/** Every provider unset: the assistant answers from its canned set. */
export const NO_PROVIDER_ENV = Object.fromEntries(
  ['GROQ', 'OPENAI', 'DEEPSEEK', 'ANTHROPIC', 'COHERE', 'HUGGINGFACE'].flatMap((p) => [[`${p}_API_KEY`, ''], [`${p}_BASE_URL`, '']]).concat(
    [['REPLICATE_API_TOKEN', ''], ['REPLICATE_BASE_URL', ''], ['OLLAMA_URL', ''], ['LOCALAI_URL', ''], ['VLLM_URL', '']],
  ),
)

/** The consent banner shares the bottom corner; a visitor who has decided does not see it. */
export async function decideConsent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }))
  })
}

export const launcher = (page: Page) => page.getByTestId('chat-launcher')
export const widget = (page: Page) => page.getByRole('dialog', { name: 'Chat with the studio assistant' })
export const assistantMessages = (page: Page) => widget(page).locator('li[data-role="assistant"]')
export const input = (page: Page) => widget(page).getByRole('textbox', { name: 'Your message' })

export async function openWidget(page: Page): Promise<Locator> {
  await launcher(page).click()
  await expect(widget(page)).toBeVisible()
  await expect(assistantMessages(page).or(widget(page).locator('li[data-role="notice"]')).first()).toBeVisible()
  return widget(page)
}

/** Sends `text` from the input and waits for the answer, which it returns. */
export async function ask(page: Page, text: string): Promise<Locator> {
  const before = await assistantMessages(page).count()
  await input(page).fill(text)
  await input(page).press('Enter')
  await expect(assistantMessages(page)).toHaveCount(before + 1, { timeout: 20_000 })
  return assistantMessages(page).last()
}

/** Inside a serial describe: a live app without a model, started before its tests and stopped after them. */
export function liveAppWithoutModel(): () => AppServer {
  let app: AppServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000) // a fresh app with a new database on a shared 2-core machine
    app = await startApp({ env: { ...NO_PROVIDER_ENV, CHAT_MODE: 'live', ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH! } })
  })
  test.afterAll(async () => {
    await app?.stop()
  })
  return () => {
    if (!app) throw new Error('the app has not started')
    return app
  }
}

/**
 * Inside a serial describe: the loopback fake provider serving `providers` and a live app pointed at it, started
 * before its tests and stopped after them; the fake is reset before each test.
 */
export function liveAppWithFakeProvider(providers: readonly ProviderId[], env: Record<string, string> = {}): () => { app: AppServer; fake: FakeLlmServer } {
  let fake: FakeLlmServer | undefined
  let app: AppServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    fake = await startFakeLlmServer()
    app = await startApp({ env: { ...NO_PROVIDER_ENV, ...fake.env(providers), CHAT_MODE: 'live', ...env } })
  })
  test.afterAll(async () => {
    await app?.stop()
    await fake?.close()
  })
  test.beforeEach(() => fake?.reset())
  return () => {
    if (!app || !fake) throw new Error('the app has not started')
    return { app, fake }
  }
}
