'use server'

import { headers } from 'next/headers'
import { z } from 'zod'
import { recordAudit } from '@/lib/audit/log'
import { setSessionCookie } from '@/lib/auth/cookie'
import { guardAdminAction, guardOwnerAction } from '@/lib/admin/action-guard'
import type { AdminSession } from '@/lib/auth/guard'
import { issueSession, revokeEverySession } from '@/lib/auth/login'
import { isStrongPassword, MAX_PASSWORD_LENGTH } from '@/lib/auth/password'
import { checkPasswordLimited } from '@/lib/auth/password-check'
import { hashPassword } from '@/lib/auth/password-hash'
import { configuredPasswordHash, recordPasswordInUse } from '@/lib/auth/password-in-use'
import { loginLimitKey, rateLimitMessage } from '@/lib/auth/rate-limit'
import { SETTINGS_MESSAGES as M, type SettingsState } from '@/lib/auth/settings-state'
import { getDb, type Db } from '@/lib/db/client'
import { revokeUserSessions } from '@/lib/db/queries/admin-sessions'
import { findLoginAccount, getAdminAccount, OWNER_USER_ID, setReviewerPasswordHash } from '@/lib/db/queries/admin-users'
import { CHAT_MODES, setChatMode, setStoredPasswordHash } from '@/lib/db/queries/settings'
import { env } from '@/lib/env'
import { clientIp, clientKey } from '@/lib/http/client-ip'

const passwordSchema = z.object({
  current: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  next: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  confirm: z.string().min(1).max(MAX_PASSWORD_LENGTH),
})

async function authorise(owner = false): Promise<AdminSession | SettingsState> {
  const guarded = owner ? await guardOwnerAction('settings') : await guardAdminAction('settings')
  return 'session' in guarded ? guarded.session : guarded.state
}

/** The password the acting account logs in with, and the login-limit key its checks count under. */
async function ownPassword(db: Db, session: AdminSession, client: string): Promise<{ hash: string | null; limitKey: string }> {
  if (session.userId === OWNER_USER_ID) return { hash: await configuredPasswordHash(db), limitKey: loginLimitKey(client, null) }
  const email = (await getAdminAccount(db, session.userId))?.email ?? null
  const account = email ? await findLoginAccount(db, email) : null
  return { hash: account?.passwordHash ?? null, limitKey: loginLimitKey(client, email) }
}

/**
 * Password change (issue 5 items 1 and 3) of the acting account: the current password is required and goes through
 * the same rate limit as that account's login, so a stolen session cannot be used to guess it. The owner's change
 * revokes every session on every instance (reviewers' too: the site's key changed hands); a reviewer's change revokes
 * that reviewer's sessions. Either way this admin is logged in again with a fresh token.
 */
export async function changePasswordAction(_prev: SettingsState, formData: FormData): Promise<SettingsState> {
  const session = await authorise()
  if ('status' in session) return session
  const parsed = passwordSchema.safeParse(Object.fromEntries(['current', 'next', 'confirm'].map((k) => [k, formData.get(k)])))
  if (!parsed.success) return { status: 'error', message: M.invalid }
  const isOwner = session.userId === OWNER_USER_ID
  if (isOwner && env().ADMIN_PASSWORD_HASH) return { status: 'error', message: M.envManaged }
  const { current, next, confirm } = parsed.data
  try {
    const db = await getDb()
    const h = await headers()
    const ip = clientIp(h, env().TRUST_PROXY)
    const { hash, limitKey } = await ownPassword(db, session, clientKey(ip))
    const check = hash ? await checkPasswordLimited(db, limitKey, current, hash) : ({ outcome: 'wrong' } as const)
    if (check.outcome === 'blocked') return { status: 'error', message: rateLimitMessage(check.minutesLeft) }
    if (check.outcome === 'wrong') {
      await recordAudit({ action: 'password.change', category: 'admin', severity: 'warning', outcome: 'failure', details: { reason: 'wrong current password' }, userId: session.userId, sessionId: session.jti })
      return { status: 'error', message: M.wrongCurrent }
    }
    if (next !== confirm) return { status: 'error', message: M.mismatch }
    if (!isStrongPassword(next)) return { status: 'error', message: M.weak }
    const nextHash = await hashPassword(next)
    let revoked: number
    if (isOwner) {
      await setStoredPasswordHash(db, nextHash)
      await recordPasswordInUse(db, nextHash)
      revoked = await revokeEverySession(db)
    } else {
      await setReviewerPasswordHash(db, session.userId, nextHash)
      revoked = await revokeUserSessions(db, session.userId)
    }
    const fresh = await issueSession(db, { ip, userAgent: h.get('user-agent') }, { userId: session.userId, role: session.role })
    await setSessionCookie(fresh)
    await recordAudit({
      action: 'password.change',
      category: 'admin',
      outcome: 'success',
      details: { revokedSessions: revoked },
      userId: session.userId,
      sessionId: fresh.jti,
    })
    return { status: 'done', message: M.passwordChanged }
  } catch (err) {
    console.error(`[settings] password change failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: M.unavailable }
  }
}

const chatModeSchema = z.object({ mode: z.enum(CHAT_MODES) })

/** The chat assistant's mode (coming soon | live), read by the chat widget through getChatMode(). The owner's to set. */
export async function setChatModeAction(_prev: SettingsState, formData: FormData): Promise<SettingsState> {
  const session = await authorise(true)
  if ('status' in session) return session
  const parsed = chatModeSchema.safeParse({ mode: formData.get('mode') })
  if (!parsed.success) return { status: 'error', message: M.invalid }
  try {
    await setChatMode(await getDb(), parsed.data.mode)
    await recordAudit({ action: 'settings.change', category: 'admin', outcome: 'success', details: { chatMode: parsed.data.mode }, userId: session.userId, sessionId: session.jti })
    return { status: 'done', message: M.chatModeSaved }
  } catch (err) {
    console.error(`[settings] chat mode change failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: M.unavailable }
  }
}
