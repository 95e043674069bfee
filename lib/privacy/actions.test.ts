import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import type { AdminSession } from '@/lib/auth/guard'
import { can, type Capability } from '@/lib/auth/permissions'
import { openDb, type DbHandle } from '@/lib/db/client'
import { insertSubmission } from '@/lib/db/queries/submission-insert'
import { formSubmissions } from '@/lib/db/schema'
import { ERASE_IDLE, PRIVACY_IDLE } from './state'

// The session check and the audit log are replaced (as in lib/admin/admin-action.test.ts): this file tests who the
// privacy actions let through, against a real database.
const h = await vi.hoisted(async () => {
  // Mail files are looked for (and erased) in DATA_DIR/mail: a folder of this test's own.
  const [fs, os, path] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')])
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-actions-'))
  return { handle: undefined as Promise<unknown> | undefined, acting: null as AdminSession | null, audit: [] as { action: string; outcome: string }[] }
})
vi.mock('@/lib/auth/guard', () => {
  class AdminAuthError extends Error {
    constructor(readonly reason: string) {
      super(reason)
    }
  }
  const requireAdminAction = async () => {
    if (!h.acting) throw new AdminAuthError('unauthenticated')
    return h.acting
  }
  const requirePermissionAction = async (capability: Capability) => {
    const session = await requireAdminAction()
    if (!can(session.role, capability)) throw new AdminAuthError('not-permitted')
    return session
  }
  return { AdminAuthError, requireAdminAction, requirePermissionAction }
})
vi.mock('@/lib/audit/log', () => ({ recordAudit: async (e: { action: string; outcome: string }) => void h.audit.push(e) }))
vi.mock('@/lib/db/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: async () => ((await h.handle) as DbHandle).db,
}))

const { eraseAction, lookUpAction } = await import('./actions')

const owner: AdminSession = { userId: 'admin', role: 'owner', name: 'Owner', jti: 'jti-owner', expiresAt: new Date(Date.now() + 3600_000) }
const reviewer: AdminSession = { userId: 'reviewer-1', role: 'reviewer', name: 'Rita', jti: 'jti-rita', expiresAt: new Date(Date.now() + 3600_000) }

let handle: DbHandle
beforeAll(async () => {
  h.handle = openDb({ kind: 'pglite' })
  handle = (await h.handle) as DbHandle
})
afterAll(async () => {
  await handle.close()
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
})
beforeEach(() => {
  h.audit = []
})

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

async function contactFrom(address: string): Promise<string> {
  const id = randomUUID()
  await insertSubmission(handle.db, { id, formType: 'contact', data: { name: 'Pat', email: address, message: 'What do you hold about me?' }, idempotencyKey: null })
  return id
}
const stillThere = async (id: string) => (await handle.db.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.id, id))).length === 1

describe('privacy actions: who may do what', () => {
  it('refuses a reviewer who calls the erase action directly, and erases nothing', async () => {
    const address = `erase-${randomUUID().slice(0, 8)}@example.com`
    const id = await contactFrom(address)
    h.acting = reviewer
    const state = await eraseAction(ERASE_IDLE, form({ email: address, confirm: address }))
    expect(state).toMatchObject({ status: 'error', message: ADMIN_MESSAGES.notPermitted })
    expect(await stillThere(id)).toBe(true)
    expect(h.audit.map((e) => e.action)).not.toContain('privacy.erase')
  })

  it('lets a reviewer look an address up', async () => {
    const address = `lookup-${randomUUID().slice(0, 8)}@example.com`
    await contactFrom(address)
    h.acting = reviewer
    const state = await lookUpAction(PRIVACY_IDLE, form({ email: address }))
    expect(state).toMatchObject({ status: 'found', address, summary: { submissions: [expect.objectContaining({ formType: 'contact' })] } })
  })

  it('lets the owner erase', async () => {
    const address = `owner-${randomUUID().slice(0, 8)}@example.com`
    const id = await contactFrom(address)
    h.acting = owner
    const state = await eraseAction(ERASE_IDLE, form({ email: address, confirm: address }))
    expect(state).toMatchObject({ status: 'done', message: expect.stringMatching(/^Erased 1 submission /) })
    expect(await stillThere(id)).toBe(false)
    expect(h.audit.map((e) => e.action)).toContain('privacy.erase')
  })
})
