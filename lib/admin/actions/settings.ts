'use server'

import { headers } from 'next/headers'
import { z } from 'zod'
import { setSessionCookie } from '@/lib/auth/cookie'
import { adminAction } from '@/lib/admin/admin-action'
import type { AdminSession } from '@/lib/auth/guard'
import { issueSession, revokeEverySession } from '@/lib/auth/login'
import { isStrongPassword, MAX_PASSWORD_LENGTH } from '@/lib/auth/password'
import { checkPasswordLimited } from '@/lib/auth/password-check'
import { hashPassword } from '@/lib/auth/password-hash'
import { configuredPasswordHash, recordPasswordInUse } from '@/lib/auth/password-in-use'
import { loginLimitKey, rateLimitMessage } from '@/lib/auth/rate-limit'
import { SETTINGS_MESSAGES as M } from '@/lib/auth/settings-state'
import { getDb, type Db } from '@/lib/db/client'
import { revokeUserSessions } from '@/lib/db/queries/admin-sessions'
import { findLoginAccount, getAdminAccount, OWNER_USER_ID, setAccountPasswordHash } from '@/lib/db/queries/admin-users'
import { CHAT_MODES, setChatMode, setStoredPasswordHash } from '@/lib/db/queries/settings'
import { env } from '@/lib/env'
import { clientIp, clientKey } from '@/lib/http/client-ip'

const passwordSchema = z.object({
  current: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  next: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  confirm: z.string().min(1).max(MAX_PASSWORD_LENGTH),
})

/** The settings forms' one failure text: the change could not be saved right now. */
const SETTINGS_FORM = { invalid: M.invalid, failed: M.unavailable } as const

/** The password the acting account logs in with, and the login-limit key its checks count under. */
async function ownPassword(db: Db, session: AdminSession, client: string): Promise<{ hash: string | null; limitKey: string }> {
  if (session.userId === OWNER_USER_ID) return { hash: await configuredPasswordHash(db), limitKey: loginLimitKey(client, null) }
  const email = (await getAdminAccount(db, session.userId))?.email ?? null
  const account = email ? await findLoginAccount(db, email) : null
  return { hash: account?.passwordHash ?? null, limitKey: loginLimitKey(client, email) }
}

/**
 * Password change of the acting account: the current password is required and goes through
 * the same rate limit as that account's login, so a stolen session cannot be used to guess it. The owner's change
 * revokes every session on every instance (the other accounts' too: the site's key changed hands); a reviewer's or an
 * editor's change revokes that account's sessions. Either way this admin is logged in again with a fresh token.
 */
export const changePasswordAction = adminAction(
  { ...SETTINGS_FORM, access: 'signed-in', schema: passwordSchema, audit: { action: 'password.change' } },
  async ({ current, next, confirm }, { session, audit }) => {
    const isOwner = session.userId === OWNER_USER_ID
    if (isOwner && env().ADMIN_PASSWORD_HASH) return { status: 'error', message: M.envManaged }
    const db = await getDb()
    const h = await headers()
    const ip = clientIp(h, env().TRUST_PROXY)
    const { hash, limitKey } = await ownPassword(db, session, clientKey(ip))
    const check = hash ? await checkPasswordLimited(db, limitKey, current, hash) : ({ outcome: 'wrong' } as const)
    if (check.outcome === 'blocked') return { status: 'error', message: rateLimitMessage(check.minutesLeft) }
    if (check.outcome === 'wrong') {
      await audit({ reason: 'wrong current password' }, { severity: 'warning', outcome: 'failure' })
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
      await setAccountPasswordHash(db, session.userId, nextHash)
      revoked = await revokeUserSessions(db, session.userId)
    }
    const fresh = await issueSession(db, { ip, userAgent: h.get('user-agent') }, { userId: session.userId, role: session.role })
    await setSessionCookie(fresh)
    await audit({ revokedSessions: revoked }, { sessionId: fresh.jti })
    return { status: 'done', message: M.passwordChanged }
  },
)

const chatModeSchema = z.object({ mode: z.enum(CHAT_MODES) })

/** The chat assistant's mode (coming soon | live), read by the chat widget through getChatMode(). The owner's to set. */
export const setChatModeAction = adminAction(
  { ...SETTINGS_FORM, access: 'settings', schema: chatModeSchema, audit: { action: 'settings.change' } },
  async ({ mode }, { audit }) => {
    await setChatMode(await getDb(), mode)
    await audit({ chatMode: mode })
    return { status: 'done', message: M.chatModeSaved }
  },
)
