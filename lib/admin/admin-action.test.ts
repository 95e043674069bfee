import { redirect } from 'next/navigation'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { AdminSession } from '@/lib/auth/guard'
import { can, type Capability } from '@/lib/auth/permissions'
import { ADMIN_MESSAGES } from './action-state'

// The guard's checks (the session, then the role's capability from the real table) and the audit log: what adminAction puts around every admin form's work.
const owner: AdminSession = { userId: 'admin', role: 'owner', name: 'Owner', jti: 'jti-owner', expiresAt: new Date() }
const reviewer: AdminSession = { userId: 'reviewer-1', role: 'reviewer', name: 'Rita', jti: 'jti-rita', expiresAt: new Date() }
const editor: AdminSession = { userId: 'editor-1', role: 'editor', name: 'Eddie', jti: 'jti-eddie', expiresAt: new Date() }
let acting: AdminSession | null = owner
vi.mock('@/lib/auth/guard', () => {
  class AdminAuthError extends Error {
    constructor(readonly reason: string) {
      super(reason)
    }
  }
  const requireAdminAction = async () => {
    if (!acting) throw new AdminAuthError('unauthenticated')
    return acting
  }
  const requirePermissionAction = async (capability: Capability) => {
    const session = await requireAdminAction()
    if (!can(session.role, capability)) throw new AdminAuthError('not-permitted')
    return session
  }
  return { AdminAuthError, requireAdminAction, requirePermissionAction }
})
const recordAudit = vi.fn()
vi.mock('@/lib/audit/log', () => ({ recordAudit: (...args: unknown[]) => recordAudit(...args) }))

const { adminAction } = await import('./admin-action')

const IDLE = { status: 'idle' } as const
const schema = z.object({ id: z.uuid() })
const ID = '3f1c2b1e-8d4a-4c8e-9b7a-2d5e6f7a8b9c'
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

beforeEach(() => {
  acting = owner
  recordAudit.mockReset()
})

describe('adminAction', () => {
  it('keeps an action from a role without its capability, with the refusal message, before any work', async () => {
    const work = vi.fn()
    const action = adminAction({ access: 'delete', schema, audit: { action: 'thing.delete' } }, work)
    acting = reviewer
    expect(await action(IDLE, form({ id: ID }))).toEqual({ status: 'error', message: ADMIN_MESSAGES.notPermitted })
    const publish = adminAction({ access: 'content', schema, audit: { action: 'thing.publish' } }, work)
    expect(await publish(IDLE, form({ id: ID }))).toEqual({ status: 'error', message: ADMIN_MESSAGES.notPermitted })
    acting = editor
    const pipeline = adminAction({ access: 'submissions', schema, audit: { action: 'thing.move' } }, work)
    expect(await pipeline(IDLE, form({ id: ID }))).toEqual({ status: 'error', message: ADMIN_MESSAGES.notPermitted })
    acting = null
    expect(await action(IDLE, form({ id: ID }))).toEqual({ status: 'error', message: ADMIN_MESSAGES.unauthenticated })
    expect(work).not.toHaveBeenCalled()
  })

  it('lets a reviewer do what its role may, and audits it under the reviewer', async () => {
    acting = reviewer
    const action = adminAction({ access: 'submissions', schema, audit: { action: 'thing.touch' } }, async ({ id }, { audit }) => {
      await audit({ id })
      return { status: 'done', message: `Touched ${id}.` }
    })
    expect(await action(IDLE, form({ id: ID }))).toEqual({ status: 'done', message: `Touched ${ID}.` })
    expect(recordAudit).toHaveBeenCalledWith({ action: 'thing.touch', category: 'admin', outcome: 'success', details: { id: ID }, userId: 'reviewer-1', sessionId: 'jti-rita' })
  })

  it('answers input the schema refuses with the invalid message, its own or the general one', async () => {
    const work = vi.fn()
    const general = adminAction({ access: 'delete', schema, audit: { action: 'thing.delete' } }, work)
    expect(await general(IDLE, form({ id: 'not-a-uuid' }))).toEqual({ status: 'error', message: ADMIN_MESSAGES.invalid })
    const own = adminAction({ access: 'delete', schema, invalid: (error) => `Bad ${String(error.issues[0]?.path[0])}.`, audit: { action: 'thing.delete' } }, work)
    expect(await own(IDLE, form({}))).toEqual({ status: 'error', message: 'Bad id.' })
    expect(work).not.toHaveBeenCalled()
  })

  it('turns a failure of the work into the failed message, in the form’s own state, and audits nothing', async () => {
    const action = adminAction(
      { access: 'delete', schema, failed: 'Not saved.', state: (message: string) => ({ status: 'result' as const, message }), audit: { action: 'thing.save' } },
      async (): Promise<{ status: 'result'; message: string }> => {
        throw new Error('database down')
      },
    )
    expect(await action({ status: 'result', message: '' }, form({ id: ID }))).toEqual({ status: 'result', message: 'Not saved.' })
    expect(recordAudit).not.toHaveBeenCalled()
  })

  it('lets an audit name another action and outcome, and lets redirect() through', async () => {
    const action = adminAction({ access: 'delete', schema, audit: { action: 'thing.delete', category: 'llm' } }, async ({ id }, { audit }) => {
      await audit({ id }, { action: 'thing.gone', outcome: 'failure' })
      redirect('/admin?deleted=1')
    })
    await expect(action(IDLE, form({ id: ID }))).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') })
    expect(recordAudit).toHaveBeenCalledWith(expect.objectContaining({ action: 'thing.gone', category: 'llm', outcome: 'failure' }))
  })
})
