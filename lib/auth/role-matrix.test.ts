import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/client'

/**
 * The role matrix: every admin server action, route handler and page, called directly as the owner, a reviewer, an
 * editor and with no session, against lib/auth/permissions.ts. Each is called with input that its guard decides on
 * and its schema then refuses (or that changes nothing), so an allowed call shows as "passed the guard" without doing
 * anything. A new action, route or page without a row here fails the test, so none is left unchecked.
 *
 * What is real: the session check (signed tokens, admin_sessions and admin_users rows on PGlite), the guards and the
 * permission table. What is stood in: the request's cookie and headers, the audit log (collected), revalidatePath.
 */

const h = await vi.hoisted(async () => {
  const [fs, os, path] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')])
  // The set-aside file and the kept mail live in DATA_DIR: a folder of this test's own.
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'role-matrix-'))
  // forbidden() and unauthorized() throw only with Next's authInterrupts on, as next.config.ts sets it.
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true'
  return { db: undefined as unknown, token: undefined as string | undefined, audit: [] as { action: string; userId?: string | null; details?: Record<string, unknown> }[] }
})
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (h.token ? { value: h.token } : undefined), set: () => undefined, delete: () => undefined }),
  headers: async () => new Headers({ origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }),
}))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidatePath: () => undefined, revalidateTag: () => undefined }))
vi.mock('@/lib/db/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: async () => h.db,
  // The system page asks for the handle (which database, its pool).
  getDbHandle: async () => ({ db: h.db, kind: 'pglite', close: async () => undefined }),
  readyDbHandle: async () => ({ db: h.db, kind: 'pglite', close: async () => undefined }),
}))
vi.mock('@/lib/audit/log', () => ({ recordAudit: async (event: (typeof h.audit)[number]) => void h.audit.push(event) }))
vi.mock('@/lib/auth/secret', () => ({ sessionSecret: () => 's'.repeat(48) }))

const { openDb } = await import('@/lib/db/client')
const { insertSession } = await import('@/lib/db/queries/admin-sessions')
const { insertAccount } = await import('@/lib/db/queries/admin-users')
const { signSession } = await import('./session')
const { CAPABILITIES, can, PERMISSION_REFUSED, ROLE_CAPABILITIES } = await import('./permissions')
const { ADMIN_MESSAGES } = await import('@/lib/admin/action-state')
const { BLOG_ADMIN_MESSAGES } = await import('@/lib/blog/post-state')
const { queueInvitation } = await import('./invitation')

type Capability = (typeof CAPABILITIES)[number]
type Needs = Capability | 'signed-in'
type Who = 'owner' | 'reviewer' | 'editor' | 'nobody'
type Outcome = 'allowed' | 'refused' | 'unauthenticated'
const WHO: Who[] = ['owner', 'reviewer', 'editor', 'nobody']

/** The policy, written out apart from the table it checks: what each role may do (issue 33). */
const POLICY: Record<Exclude<Who, 'nobody'>, Capability[]> = {
  owner: [...CAPABILITIES],
  reviewer: ['submissions', 'export', 'privacy', 'mail', 'assistant', 'analytics'],
  editor: ['content', 'analytics'],
}

function expected(who: Who, needs: Needs): Outcome {
  if (who === 'nobody') return 'unauthenticated'
  return needs === 'signed-in' || POLICY[who].includes(needs) ? 'allowed' : 'refused'
}

const form = (fields: Record<string, string> = {}) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

// ─── Server actions: every export of every admin 'use server' module ───

const ACTION_MODULES = {
  accounts: 'lib/auth/account-actions',
  assistant: 'lib/agents/admin-actions',
  pipeline: 'lib/pipeline/actions',
  providers: 'lib/llm/admin-actions',
  blog: 'lib/blog/actions',
  privacy: 'lib/privacy/actions',
  newsletter: 'lib/newsletter/admin-actions',
} as const

/** The 'use server' modules a visitor calls without an admin session: each checks its own input and origin. */
const PUBLIC_ACTION_MODULES = ['lib/auth/actions', 'lib/auth/set-password-action', 'lib/forms/server/actions']

const loadActions = (name: keyof typeof ACTION_MODULES): Promise<Record<string, unknown>> => import(/* @vite-ignore */ `/${ACTION_MODULES[name]}`)

/** What each action needs; `input` is what it is called with (a form its schema refuses, unless said otherwise). */
const ACTIONS: Record<string, { needs: Needs; call?: (fn: (...args: never[]) => Promise<unknown>) => Promise<unknown> }> = {
  'accounts.addAccountAction': { needs: 'accounts' },
  'accounts.setAccountEnabledAction': { needs: 'accounts' },
  'accounts.renewLinkAction': { needs: 'accounts' },
  'assistant.testAgentAction': { needs: 'assistant' },
  'pipeline.changeStatusAction': { needs: 'submissions' },
  'pipeline.assignAction': { needs: 'submissions' },
  'pipeline.setTagsAction': { needs: 'submissions' },
  'pipeline.addNoteAction': { needs: 'submissions' },
  'pipeline.undoStatusAction': { needs: 'submissions' },
  'providers.testProviderAction': { needs: 'assistant' },
  // Its schema is empty: an allowed call checks the providers again (none is configured here) and changes nothing.
  'providers.refreshProvidersAction': { needs: 'assistant' },
  'accounts.changePasswordAction': { needs: 'signed-in' },
  'assistant.setChatModeAction': { needs: 'settings' },
  'privacy.deleteSubmissionAction': { needs: 'delete' },
  'privacy.cleanupAction': { needs: 'delete' },
  'blog.savePostAction': { needs: 'content' },
  'blog.deletePostAction': { needs: 'content' },
  'blog.previewPostAction': { needs: 'content', call: (fn) => (fn as unknown as (content: unknown) => Promise<unknown>)('# Hello') },
  'privacy.lookUpAction': { needs: 'privacy' },
  'privacy.eraseAction': { needs: 'delete' },
  'newsletter.createIssueAction': { needs: 'content' },
  'newsletter.updateIssueAction': { needs: 'content' },
  'newsletter.deleteIssueAction': { needs: 'content' },
  'newsletter.sendTestAction': { needs: 'content' },
  'newsletter.sendIssueAction': { needs: 'content' },
  'newsletter.unsubscribeAddressAction': { needs: 'content' },
}

/** A form state's message, whatever the state's shape (a form's, the blog's, the agent test box's). */
function messageOf(state: unknown): string | undefined {
  const s = state as { message?: string; formError?: string; view?: { message?: string } }
  return s?.message ?? s?.formError ?? s?.view?.message
}

const UNAUTHENTICATED = new Set<string>([ADMIN_MESSAGES.unauthenticated, BLOG_ADMIN_MESSAGES.unauthenticated])

function actionOutcome(state: unknown): Outcome {
  const message = messageOf(state)
  if (message === PERMISSION_REFUSED) return 'refused'
  if (message && UNAUTHENTICATED.has(message)) return 'unauthenticated'
  return 'allowed'
}

// ─── Route handlers: every admin API route ───

const BASE = 'http://localhost:3000'
const MISSING = '00000000-0000-4000-8000-000000000000'
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })
const sameOrigin = { Origin: BASE }

type Handler = (request: Request, context?: unknown) => Promise<Response>
type RouteModule = Record<string, unknown>
const ROUTE_FILES: Record<string, () => Promise<RouteModule>> = {
  'app/api/admin/export/route.ts': () => import('@/app/api/admin/export/route') as Promise<RouteModule>,
  'app/api/admin/files/[id]/route.ts': () => import('@/app/api/admin/files/[id]/route') as Promise<RouteModule>,
  'app/api/admin/mail/[id]/route.ts': () => import('@/app/api/admin/mail/[id]/route') as Promise<RouteModule>,
  'app/api/admin/newsletter/export/route.ts': () => import('@/app/api/admin/newsletter/export/route') as Promise<RouteModule>,
  'app/api/admin/privacy/export/route.ts': () => import('@/app/api/admin/privacy/export/route') as Promise<RouteModule>,
  'app/api/admin/session/route.ts': () => import('@/app/api/admin/session/route') as Promise<RouteModule>,
  'app/api/admin/set-aside/route.ts': () => import('@/app/api/admin/set-aside/route') as Promise<RouteModule>,
  'app/api/agent-proxy/route.ts': () => import('@/app/api/agent-proxy/route') as Promise<RouteModule>,
}

/** Each method of each route: what it needs ('public': the login itself), and a request that changes nothing. */
const ROUTES: Record<string, { needs: Needs | 'public'; call: (handler: Handler) => Promise<Response> }> = {
  'GET app/api/admin/export/route.ts': { needs: 'export', call: (GET) => GET(new Request(`${BASE}/api/admin/export?type=contact`)) },
  'GET app/api/admin/files/[id]/route.ts': { needs: 'submissions', call: (GET) => GET(new Request(`${BASE}/api/admin/files/${MISSING}`), ctx(MISSING)) },
  'GET app/api/admin/mail/[id]/route.ts': { needs: 'mail', call: (GET) => GET(new Request(`${BASE}/api/admin/mail/${MISSING}`), ctx(MISSING)) },
  'GET app/api/admin/newsletter/export/route.ts': { needs: 'export', call: (GET) => GET(new Request(`${BASE}/api/admin/newsletter/export`)) },
  'POST app/api/admin/privacy/export/route.ts': {
    needs: 'privacy',
    call: (POST) => POST(new Request(`${BASE}/api/admin/privacy/export`, { method: 'POST', headers: sameOrigin, body: new URLSearchParams({ email: 'nobody@example.com' }) })),
  },
  // The login form's API: no session asked for (its own tests are lib/auth/login.test.ts).
  'POST app/api/admin/session/route.ts': { needs: 'public', call: async () => new Response(null, { status: 204 }) },
  'DELETE app/api/admin/session/route.ts': { needs: 'signed-in', call: (DELETE) => DELETE(new Request(`${BASE}/api/admin/session`, { method: 'DELETE', headers: sameOrigin })) },
  'GET app/api/admin/set-aside/route.ts': { needs: 'submissions', call: (GET) => GET(new Request(`${BASE}/api/admin/set-aside`)) },
  'GET app/api/agent-proxy/route.ts': { needs: 'assistant', call: (GET) => GET(new Request(`${BASE}/api/agent-proxy`)) },
  'POST app/api/agent-proxy/route.ts': {
    needs: 'assistant',
    call: (POST) => POST(new Request(`${BASE}/api/agent-proxy`, { method: 'POST', headers: { ...sameOrigin, 'Content-Type': 'application/json' }, body: '[1]' })),
  },
}

async function routeOutcome(response: Response): Promise<Outcome> {
  const text = await response.text()
  if (response.status === 401) return 'unauthenticated'
  if (response.status === 403 && text.includes(PERMISSION_REFUSED)) return 'refused'
  return 'allowed'
}

// ─── Pages: every page of the (admin) group ───

const PAGES: Record<string, { needs: Needs; load: () => Promise<{ default: (props: never) => unknown }> }> = {
  'app/(admin)/admin/page.tsx': { needs: 'signed-in', load: () => import('@/app/(admin)/admin/page') },
  'app/(admin)/admin/analytics/page.tsx': { needs: 'analytics', load: () => import('@/app/(admin)/admin/analytics/page') },
  'app/(admin)/admin/assistant/page.tsx': { needs: 'assistant', load: () => import('@/app/(admin)/admin/assistant/page') },
  'app/(admin)/admin/assistant/conversations/[id]/page.tsx': { needs: 'assistant', load: () => import('@/app/(admin)/admin/assistant/conversations/[id]/page') },
  'app/(admin)/admin/audit/page.tsx': { needs: 'audit', load: () => import('@/app/(admin)/admin/audit/page') },
  'app/(admin)/admin/cleanup/page.tsx': { needs: 'delete', load: () => import('@/app/(admin)/admin/cleanup/page') },
  'app/(admin)/admin/mail/page.tsx': { needs: 'mail', load: () => import('@/app/(admin)/admin/mail/page') },
  'app/(admin)/admin/newsletter/page.tsx': { needs: 'content', load: () => import('@/app/(admin)/admin/newsletter/page') },
  'app/(admin)/admin/pipeline/page.tsx': { needs: 'submissions', load: () => import('@/app/(admin)/admin/pipeline/page') },
  'app/(admin)/admin/privacy/page.tsx': { needs: 'privacy', load: () => import('@/app/(admin)/admin/privacy/page') },
  'app/(admin)/admin/providers/page.tsx': { needs: 'assistant', load: () => import('@/app/(admin)/admin/providers/page') },
  'app/(admin)/admin/set-aside/page.tsx': { needs: 'submissions', load: () => import('@/app/(admin)/admin/set-aside/page') },
  'app/(admin)/admin/settings/page.tsx': { needs: 'signed-in', load: () => import('@/app/(admin)/admin/settings/page') },
  'app/(admin)/admin/system/page.tsx': { needs: 'system', load: () => import('@/app/(admin)/admin/system/page') },
  'app/(admin)/admin/submissions/[id]/page.tsx': { needs: 'submissions', load: () => import('@/app/(admin)/admin/submissions/[id]/page') },
  'app/(admin)/blog/manage/page.tsx': { needs: 'content', load: () => import('@/app/(admin)/blog/manage/page') },
  'app/(admin)/blog/manage/new/page.tsx': { needs: 'content', load: () => import('@/app/(admin)/blog/manage/new/page') },
  'app/(admin)/blog/manage/[id]/page.tsx': { needs: 'content', load: () => import('@/app/(admin)/blog/manage/[id]/page') },
}

const pageProps = { params: Promise.resolve({ id: MISSING }), searchParams: Promise.resolve({}) }

async function pageOutcome(page: (props: never) => unknown): Promise<Outcome> {
  try {
    await page(pageProps as never)
    return 'allowed'
  } catch (err) {
    const digest = (err as { digest?: string }).digest ?? ''
    if (digest.endsWith(';403')) return 'refused'
    if (digest.endsWith(';401')) return 'unauthenticated'
    // notFound() for the made-up id: the guard let it through.
    if (digest.endsWith(';404')) return 'allowed'
    throw err
  }
}

/** Every file under `dir` named `name`, as paths from the project root. */
function filesNamed(dir: string, name: string): string[] {
  const root = path.resolve(import.meta.dirname, '../..')
  const out: string[] = []
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = path.join(d, entry.name)
      if (entry.isDirectory()) walk(rel)
      else if (entry.name === name) out.push(rel)
    }
  }
  walk(dir)
  return out.sort()
}

// ─── The accounts and their sessions ───

let handle: DbHandle
const tokens: Partial<Record<Who, string>> = {}
const userIds: Partial<Record<Who, string>> = {}

async function freshSession(who: Exclude<Who, 'nobody'>): Promise<string> {
  const { token, claims } = await signSession('s'.repeat(48), new Date(), { userId: userIds[who]!, role: who })
  await insertSession(handle.db, { jti: claims.jti, userId: userIds[who]!, expiresAt: claims.expiresAt })
  return token
}

function actAs(who: Who) {
  h.token = tokens[who]
}

beforeAll(async () => {
  handle = await openDb({ kind: 'pglite' })
  h.db = handle.db
  userIds.owner = 'admin'
  userIds.reviewer = (await insertAccount(handle.db, { name: 'Rita Reviewer', email: 'rita@example.com', role: 'reviewer', passwordHash: 'x', createdBy: 'admin' }))!.id
  userIds.editor = (await insertAccount(handle.db, { name: 'Eddie Editor', email: 'eddie@example.com', role: 'editor', passwordHash: 'x', createdBy: 'admin' }))!.id
  for (const who of ['owner', 'reviewer', 'editor'] as const) tokens[who] = await freshSession(who)
})
afterAll(async () => {
  await handle?.close()
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
})
beforeEach(() => {
  h.audit = []
})

describe('the permission table', () => {
  it('is the policy: the owner everything; a reviewer the pipeline, look-ups, exports, mail, assistant and analytics; an editor the blog, newsletter and analytics', () => {
    for (const role of ['owner', 'reviewer', 'editor'] as const) expect([...ROLE_CAPABILITIES[role]].sort()).toEqual([...POLICY[role]].sort())
    // What the settings page promised: a reviewer cannot publish, manage accounts, change settings or delete data.
    for (const capability of ['content', 'accounts', 'settings', 'delete', 'system'] as const) expect(can('reviewer', capability)).toBe(false)
    // And an editor never sees submissions or other personal data.
    for (const capability of ['submissions', 'export', 'privacy', 'mail', 'assistant', 'audit', 'system'] as const) expect(can('editor', capability)).toBe(false)
  })
})

describe('every admin server action, as each role', () => {
  it('knows every server-action module in lib/: an admin one is in the matrix, a public one is named as such', () => {
    const files = fs.readdirSync('lib', { recursive: true, encoding: 'utf8' }).map((f) => path.join('lib', f)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    const modules = files.filter((f) => /^'use server'/.test(fs.readFileSync(f, 'utf8'))).map((f) => f.replace(/\.ts$/, ''))
    expect(modules.sort()).toEqual([...Object.values(ACTION_MODULES), ...PUBLIC_ACTION_MODULES].sort())
  })

  it('has a row here for every action the admin modules export', async () => {
    const exported: string[] = []
    for (const name of Object.keys(ACTION_MODULES) as (keyof typeof ACTION_MODULES)[]) {
      for (const [key, value] of Object.entries(await loadActions(name))) if (typeof value === 'function') exported.push(`${name}.${key}`)
    }
    expect(exported.sort()).toEqual(Object.keys(ACTIONS).sort())
  })

  for (const [id, { needs, call }] of Object.entries(ACTIONS)) {
    it(`${id} (needs ${needs})`, async () => {
      const [moduleName, exportName] = id.split('.') as [keyof typeof ACTION_MODULES, string]
      const fn = (await loadActions(moduleName))[exportName] as (...args: unknown[]) => Promise<unknown>
      const outcomes: Record<string, Outcome> = {}
      for (const who of WHO) {
        actAs(who)
        h.audit = []
        outcomes[who] = actionOutcome(call ? await call(fn as never) : await fn({ status: 'idle' }, form()))
        if (outcomes[who] === 'refused') {
          expect(h.audit).toContainEqual(expect.objectContaining({ action: 'permission.refused', userId: userIds[who], details: expect.objectContaining({ capability: needs }) }))
        }
      }
      expect(outcomes).toEqual(Object.fromEntries(WHO.map((who) => [who, expected(who, needs)])))
    })
  }
})

describe('every admin route handler, as each role', () => {
  it('has a row here for every method of every admin route', async () => {
    const files = [...filesNamed('app/api/admin', 'route.ts'), 'app/api/agent-proxy/route.ts']
    expect(files).toEqual(Object.keys(ROUTE_FILES).sort())
    const methods: string[] = []
    for (const [file, load] of Object.entries(ROUTE_FILES)) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) if (typeof (await load())[method] === 'function') methods.push(`${method} ${file}`)
    }
    expect(methods.sort()).toEqual(Object.keys(ROUTES).sort())
  })

  for (const [id, { needs, call }] of Object.entries(ROUTES)) {
    if (needs === 'public') continue
    it(`${id} (needs ${needs})`, async () => {
      const [method, file] = id.split(' ') as [string, string]
      const handler = (await ROUTE_FILES[file]!())[method] as Handler
      const outcomes: Record<string, Outcome> = {}
      for (const who of WHO) {
        // Logging out ends the session it is called with: it gets one of its own.
        h.token = who === 'nobody' ? undefined : method === 'DELETE' ? await freshSession(who) : tokens[who]
        outcomes[who] = await routeOutcome(await call(handler))
      }
      expect(outcomes).toEqual(Object.fromEntries(WHO.map((who) => [who, expected(who, needs)])))
    })
  }

  it("keeps an invitation's kept copy (a live set-password link) from a reviewer who may read the e-mail log", async () => {
    const { getJobByKey } = await import('@/lib/db/queries/jobs')
    const { hashSetPasswordToken } = await import('./accounts')
    const invited = (await insertAccount(handle.db, { name: 'New Person', email: 'new@example.com', role: 'editor', createdBy: 'admin' }))!
    const token = 'a'.repeat(43)
    expect(await queueInvitation(handle.db, invited, { token, expiresAt: new Date(Date.now() + 3_600_000) }, BASE)).toBe(true)
    const job = (await getJobByKey(handle.db, `mail:invite:${invited.id}:${hashSetPasswordToken(token).slice(0, 16)}`))!
    expect(job.payload).toMatchObject({ message: { to: 'new@example.com', text: expect.stringContaining(`/admin/set-password?token=${token}`) } })
    const other = randomUUID()
    const dir = path.join(process.env.DATA_DIR!, 'mail')
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, `${job.id}.eml`), 'Subject: invitation\r\n\r\nlink')
    fs.writeFileSync(path.join(dir, `${other}.eml`), 'Subject: receipt\r\n\r\nhello')
    const GET = (await ROUTE_FILES['app/api/admin/mail/[id]/route.ts']!()).GET as Handler
    const get = (id: string) => GET(new Request(`${BASE}/api/admin/mail/${id}`), ctx(id))

    actAs('reviewer')
    expect((await get(other)).status).toBe(200)
    const refused = await get(job.id)
    expect(refused.status).toBe(403)
    expect(h.audit).toContainEqual(expect.objectContaining({ action: 'permission.refused', details: expect.objectContaining({ capability: 'accounts' }) }))
    actAs('owner')
    expect((await get(job.id)).status).toBe(200)
  })
})

describe('every admin page, as each role', () => {
  it('has a row here for every page of the admin area', () => {
    expect(filesNamed('app/(admin)', 'page.tsx')).toEqual(Object.keys(PAGES).sort())
  })

  for (const [file, { needs, load }] of Object.entries(PAGES)) {
    it(`${file} (needs ${needs})`, async () => {
      const page = (await load()).default
      const outcomes: Record<string, Outcome> = {}
      for (const who of WHO) {
        actAs(who)
        outcomes[who] = await pageOutcome(page)
      }
      expect(outcomes).toEqual(Object.fromEntries(WHO.map((who) => [who, expected(who, needs)])))
    })
  }
})

describe('what each account is shown', () => {
  it('the menu lists only the sections the role may open', async () => {
    const { adminNavFor } = await import('@/lib/admin/admin-nav')
    const labels = (role: 'owner' | 'reviewer' | 'editor') => adminNavFor(role).map((s) => s.label)
    expect(labels('owner')).toEqual(['Dashboard', 'Pipeline', 'Analytics', 'Providers', 'Assistant', 'Blog', 'Newsletter', 'E-mail', 'Privacy', 'Audit log', 'System', 'Settings'])
    expect(labels('reviewer')).toEqual(['Dashboard', 'Pipeline', 'Analytics', 'Providers', 'Assistant', 'E-mail', 'Privacy', 'Settings'])
    expect(labels('editor')).toEqual(['Dashboard', 'Analytics', 'Blog', 'Newsletter', 'Settings'])
    // Each entry's page asks for the capability the menu shows it for.
    for (const section of adminNavFor('owner')) {
      const file = Object.keys(PAGES).find((f) => f === `app/(admin)${section.href}/page.tsx`)!
      expect(PAGES[file]!.needs).toBe(section.capability ?? 'signed-in')
    }
  })

  it("an editor's dashboard is the editor's sections, with no submission data read", async () => {
    const { SectionsDashboard } = await import('@/components/admin/sections-dashboard')
    const dashboard = (await PAGES['app/(admin)/admin/page.tsx']!.load()).default as (props: unknown) => Promise<{ type: unknown; props: unknown }>
    actAs('editor')
    expect(await dashboard(pageProps)).toMatchObject({ type: SectionsDashboard, props: { role: 'editor' } })
    actAs('reviewer')
    expect((await dashboard(pageProps)).type).not.toBe(SectionsDashboard)
  })
})
