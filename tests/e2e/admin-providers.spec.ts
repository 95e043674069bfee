import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { PROVIDER_MODULES } from '@/lib/llm/providers'
import { PROVIDER_IDS, type ProviderId } from '@/lib/llm/types'
import { startFakeLlmServer, type FakeLlmServer } from '../fakes/llm-server'
import { ADMIN_TEST_PASSWORD } from '../support/admin'
import { startApp, type AppServer } from '../support/app-server'
import { loginAt, SESSION_COOKIE } from './admin-auth-helpers'

/**
 * The admin Providers page, the agent proxy and the no-secret-leaks check, on an app of its own
 * pointed at the loopback fake provider server: groq, ollama and vllm configured, the other seven not. Serial: the
 * tests switch the fake's failure modes, which every request of this app sees.
 */

test.describe.configure({ mode: 'serial' })

const CONFIGURED: ProviderId[] = ['groq', 'ollama', 'vllm']
/** Every other provider's variables set empty, so nothing in the runner's environment configures one by accident. */
const EMPTY_PROVIDER_ENV = Object.fromEntries(
  ['GROQ', 'OPENAI', 'DEEPSEEK', 'ANTHROPIC', 'COHERE', 'HUGGINGFACE'].flatMap((p) => [[`${p}_API_KEY`, ''], [`${p}_BASE_URL`, '']]).concat(
    [['REPLICATE_API_TOKEN', ''], ['REPLICATE_BASE_URL', ''], ['OLLAMA_URL', ''], ['LOCALAI_URL', ''], ['VLLM_URL', '']],
  ),
)

let fake: FakeLlmServer
let app: AppServer
let fakeEnv: Record<string, string>

test.beforeAll(async () => {
  fake = await startFakeLlmServer()
  fakeEnv = fake.env(CONFIGURED)
  app = await startApp({
    env: { ...EMPTY_PROVIDER_ENV, ...fakeEnv, ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH!, LLM_TIMEOUT_MS: '5000' },
  })
})
test.afterAll(async () => {
  await app?.stop()
  await fake?.close()
})
test.beforeEach(async ({ page }) => {
  fake.reset()
  await page.addInitScript(() => {
    localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }))
  })
})

/** What must never leave the server: every key and URL the fake's variables set, and the fake's address itself. */
function secrets(): string[] {
  const values = Object.entries(fakeEnv)
    .filter(([name]) => /_(API_KEY|API_TOKEN|BASE_URL|URL)$/.test(name))
    .map(([, value]) => value)
  const fakeHost = new URL(fake.url).host
  return [...new Set([...values, fake.url, fakeHost])].filter((s) => s.length >= 8)
}
function keys(): string[] {
  return Object.entries(fakeEnv)
    .filter(([name]) => /_(API_KEY|API_TOKEN)$/.test(name))
    .map(([, value]) => value)
}

function expectNoSecret(where: string, text: string) {
  for (const secret of secrets()) expect(text.includes(secret), `${where} contains ${secret}`).toBe(false)
}

async function adminPage(page: Page): Promise<string> {
  return loginAt(page, `${app.url}/admin/providers`, ADMIN_TEST_PASSWORD)
}

type ApiReply = { status: number; headers: Headers; body: string; json: () => unknown }

async function api(method: 'GET' | 'POST', query: string, token: string | null, body?: unknown, origin = app.url): Promise<ApiReply> {
  const headers: Record<string, string> = {}
  if (token) headers.Cookie = `${SESSION_COOKIE}=${token}`
  if (method === 'POST') Object.assign(headers, { Origin: origin, 'Content-Type': 'application/json' })
  const res = await fetch(`${app.url}/api/agent-proxy${query}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text, json: () => JSON.parse(text) }
}

const ollamaPayload = { model: 'qwen2.5:latest', messages: [{ role: 'user', content: 'Hello from the admin' }], options: { temperature: 0.1 } }

test('logged out: the page shows the login form and the agent proxy answers 401', async ({ page }) => {
  await page.goto(`${app.url}/admin/providers`)
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  await expect(page.getByTestId('providers-table')).toHaveCount(0)

  const get = await api('GET', '?provider=ollama&action=health', null)
  expect(get.status).toBe(401)
  const post = await api('POST', '', null, { provider: 'ollama', payload: ollamaPayload })
  expect(post.status).toBe(401)
  expect(fake.requests()).toHaveLength(0)
})

test('logged in: every provider is listed with what is configured and available, and Test reports each outcome', async ({ page }) => {
  test.setTimeout(90_000)
  await adminPage(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Providers')
  const table = page.getByTestId('providers-table')
  await expect(table.locator('tbody tr')).toHaveCount(PROVIDER_IDS.length + 1) // the ten and the built-in agent
  for (const id of PROVIDER_IDS) {
    const row = page.getByTestId(`provider-row-${id}`)
    const on = CONFIGURED.includes(id) ? 'Yes' : 'No'
    await expect(row.getByTestId('configured'), `${id} configured`).toHaveText(on)
    await expect(row.getByTestId('available'), `${id} available`).toHaveText(on)
  }
  // The fake stands in at a custom base URL: the page says so, and only so.
  await expect(page.getByTestId('provider-row-groq')).toContainText('custom base URL')
  await expect(page.getByTestId('provider-row-openai')).not.toContainText('custom base URL')
  await expect(page.getByTestId('provider-row-groq').getByTestId('priority')).toContainText('base 90')
  await expect(page.getByTestId('provider-row-openai').getByTestId('priority')).toContainText('55')

  const groq = page.getByTestId('provider-row-groq')
  await groq.getByRole('button', { name: 'Test Groq' }).click()
  await expect(groq.getByRole('status')).toHaveText(/^OK — \d+ ms$/)
  // The check really went to the fake with the key: the secrets the leak test looks for are the ones in use.
  expect(fake.requests('groq').some((r) => r.headers.authorization === `Bearer ${fake.apiKey('groq')}`)).toBe(true)

  fake.setMode('groq', { kind: 'server-error' }, { health: true })
  await groq.getByRole('button', { name: 'Test Groq' }).click()
  await expect(groq.getByRole('status')).toHaveText('HTTP 500')
  // The test's verdict is the provider's status now: the row re-rendered with it.
  await expect(groq.getByTestId('available')).toContainText('No')
  await expect(groq.getByTestId('last-error')).toHaveText('HTTP 500')
  // The failed check starts the back-off: the row says until when Groq rests.
  await expect(groq.getByTestId('cooling')).toHaveText(/^cooling down until \d{2}:\d{2}:\d{2} UTC$/)

  const openai = page.getByTestId('provider-row-openai')
  await openai.getByRole('button', { name: 'Test OpenAI' }).click()
  await expect(openai.getByRole('status')).toHaveText('Provider not available')

  // Refresh runs every check again: groq is healthy once more.
  fake.reset()
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByTestId('providers-refresh-result')).toHaveText(/^Checked again: 3 of 10 available\.$/)
  await expect(groq.getByTestId('available')).toHaveText('Yes')
  await expect(groq.getByTestId('cooling')).toHaveCount(0)

  // With results and errors shown, in both themes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${colorScheme}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
  }

  // The settings page sums it up and links here.
  await page.goto(`${app.url}/admin/settings`)
  await expect(page.getByTestId('providers-summary')).toHaveText('Language-model providers: 3 of 10 available — manage')
  await page.getByTestId('providers-summary').getByRole('link', { name: 'manage' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Providers')

  // The tests are in the audit log.
  await page.goto(`${app.url}/admin/audit?category=llm`)
  await expect(page.getByTestId('audit-table')).toContainText('provider.test')
})

test('the agent proxy answers an admin with the provider health and the reply of Ollama as it is', async ({ page }) => {
  const token = await adminPage(page)

  const health = await api('GET', '?provider=ollama&action=health', token)
  expect(health.status).toBe(200)
  expect(health.headers.get('cache-control')).toContain('no-store')
  expect(health.json()).toEqual({ success: true, configured: true, error: null })
  expect((await api('GET', '?provider=localai&action=health', token)).json()).toEqual({ success: false, configured: false, error: 'LocalAI is not configured' })
  expect((await api('GET', '?provider=groq&action=health', token)).json()).toEqual({ error: 'Unknown provider type' })
  expect((await api('GET', '?provider=ollama', token)).status).toBe(400)

  const reply = await api('POST', '', token, { provider: 'ollama', payload: ollamaPayload })
  expect(reply.status, reply.body).toBe(200)
  const body = reply.json() as { message: { content: string }; prompt_eval_count: number; eval_count: number }
  expect(typeof body.message.content).toBe('string')
  expect(typeof body.prompt_eval_count).toBe('number')
  expect(typeof body.eval_count).toBe('number')
  expect(fake.requests('ollama').at(-1)?.body).toMatchObject({ model: 'qwen2.5:latest', stream: false })

  const vllm = await api('POST', '', token, { provider: 'vllm', payload: { ...ollamaPayload, model: 'Qwen/Qwen2.5-7B-Instruct', options: undefined, max_tokens: 20 } })
  expect(vllm.status, vllm.body).toBe(200)
  expect(vllm.json()).toMatchObject({ choices: [{ message: { content: expect.any(String) } }] })

  const invalid = await api('POST', '', token, { provider: 'ollama', payload: { model: 'm', messages: 'hi' } })
  expect(invalid.status).toBe(400)
  expect(invalid.json()).toEqual({ error: expect.stringMatching(/^Invalid payload: payload\.messages: /) })
  expect((await api('POST', '', token, { provider: 'localai', payload: ollamaPayload })).status).toBe(503)
  fake.setMode('ollama', { kind: 'server-error' })
  const failed = await api('POST', '', token, { provider: 'ollama', payload: ollamaPayload })
  expect(failed.status).toBe(502)
  expect(failed.json()).toEqual({ error: expect.stringMatching(/^Ollama error: 500 /) })
  // A cross-site POST with a valid session is refused before anything is forwarded.
  const before = fake.requests('ollama').length
  expect((await api('POST', '', token, { provider: 'ollama', payload: ollamaPayload }, 'https://evil.example')).status).toBe(403)
  expect(fake.requests('ollama')).toHaveLength(before)

  // Each call is audited with its provider and model, never with the messages.
  await page.goto(`${app.url}/admin/audit?category=llm`)
  const audit = page.getByTestId('audit-table')
  await expect(audit).toContainText('agent-proxy.chat')
  await expect(audit).toContainText('"model":"qwen2.5:latest"')
  await expect(audit).not.toContainText('Hello from the admin')
})

test('no key and no provider URL reaches a client bundle, a page, an RSC payload, a proxy reply or the log', async ({ page }) => {
  test.setTimeout(90_000)
  expect(secrets().length).toBeGreaterThanOrEqual(CONFIGURED.length + 1)

  // The client bundles, read from disk.
  const staticDir = path.join(process.cwd(), '.next/static')
  const files = fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(staticDir, f)).filter((f) => fs.statSync(f).isFile())
  expect(files.length).toBeGreaterThan(10)
  // The keys and URLs exist only at run time, so the bundles are also searched for what would carry them there: the
  // variables' names (the server's env module bundled for the browser) and the providers' public API addresses.
  const publicUrls = PROVIDER_MODULES.flatMap((m): string[] => ('defaultBaseUrl' in m.catalogue ? [m.catalogue.defaultBaseUrl] : []))
  expect(publicUrls.length).toBeGreaterThanOrEqual(7)
  const serverOnly = [...Object.keys(fakeEnv), ...publicUrls]
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    const where = path.relative(process.cwd(), file)
    expectNoSecret(where, text)
    for (const s of serverOnly) expect(text.includes(s), `${where} contains ${s}`).toBe(false)
  }

  // Pages and their RSC payloads, logged out and logged in.
  const token = await adminPage(page)
  const paths = ['/', '/apply', '/admin/providers', '/admin/settings']
  for (const cookie of [null, token]) {
    for (const p of paths) {
      for (const rsc of [false, true]) {
        const headers: Record<string, string> = {}
        if (cookie) headers.Cookie = `${SESSION_COOKIE}=${cookie}`
        if (rsc) headers.RSC = '1'
        const res = await fetch(`${app.url}${p}`, { headers })
        const text = await res.text()
        const where = `${p} (${cookie ? 'logged in' : 'logged out'}${rsc ? ', RSC' : ''})`
        expect(res.status, where).toBe(200)
        if (rsc) expect(res.headers.get('content-type'), where).toContain('text/x-component')
        if (cookie && p === '/admin/providers') expect(text, where).toContain('custom base URL')
        expectNoSecret(where, text)
      }
    }
  }

  // The agent proxy's answers, successful and failing, for every local provider.
  for (const provider of ['ollama', 'localai', 'vllm']) {
    for (const kind of ['ok', 'server-error', 'malformed', 'unauthorized'] as const) {
      if (provider !== 'localai') fake.setMode(provider as ProviderId, { kind }, { health: true })
      const health = await api('GET', `?provider=${provider}&action=health`, token)
      const chat = await api('POST', '', token, { provider, payload: ollamaPayload })
      expectNoSecret(`health of ${provider} (${kind})`, health.body)
      expectNoSecret(`chat with ${provider} (${kind})`, chat.body)
    }
  }
  fake.reset()
  // The page after failed tests shows their errors, scrubbed.
  await page.goto(`${app.url}/admin/providers`)
  expectNoSecret('/admin/providers after failures', await page.content())

  // The app's own output never carries a key.
  const output = app.output()
  for (const key of keys()) expect(output.includes(key), `server output contains ${key}`).toBe(false)
})
