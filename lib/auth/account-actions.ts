'use server'

import { headers } from 'next/headers'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/admin-action'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { formText } from '@/lib/admin/form-text'
import { createAccount, renewSetPasswordLink, setAccountEnabled, setPasswordUrl, type IssuedLink } from '@/lib/auth/accounts'
import { queueInvitation } from '@/lib/auth/invitation'
import { requestOrigin } from '@/lib/auth/origin'
import { isStrongPassword, MAX_PASSWORD_LENGTH } from '@/lib/auth/password'
import { ACCOUNT_ROLES, ROLE_NAMES } from '@/lib/auth/permissions'
import { ACCOUNT_MESSAGES as A, SETTINGS_FORM, SETTINGS_MESSAGES as M, type AccountState } from '@/lib/auth/settings-state'
import { getDb, type Db } from '@/lib/db/client'
import { findLoginAccount, getAdminAccount, OWNER_USER_ID, setAccountPasswordHash, type AdminAccount } from '@/lib/db/queries/admin-users'
import { env } from '@/lib/env'
import { nudgeJobs } from '@/lib/jobs/wake'
import { setSessionCookie } from '@/lib/auth/cookie'
import type { AdminSession } from '@/lib/auth/guard'
import { issueSession, revokeEverySession } from '@/lib/auth/login'
import { checkPasswordLimited } from '@/lib/auth/password-check'
import { hashPassword } from '@/lib/auth/password-hash'
import { configuredPasswordHash, recordPasswordInUse } from '@/lib/auth/password-in-use'
import { loginLimitKey, rateLimitMessage } from '@/lib/auth/rate-limit'
import { revokeUserSessions } from '@/lib/db/queries/admin-sessions'
import { clientIp, clientKey } from '@/lib/http/client-ip'
import { setStoredPasswordHash } from '@/lib/db/queries/settings'

/**
 * The admin accounts' actions on /admin/settings: the owner's management of the named accounts (reviewers and
 * editors), and each account's change of its own password. The owner's management of the named accounts. Every action needs
 * 'accounts' (the owner's alone), parses its input, and is audited under the owner's id with the account concerned.
 */

const SETTINGS_PATH = '/admin/settings'

/** The accounts forms' states and their one failure text ('could not be saved right now'). */
const OWNER_FORM = { access: 'accounts', failed: M.unavailable, state: (message: string): AccountState => ({ status: 'error', message }) } as const

const addSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  role: z.enum(ACCOUNT_ROLES),
  method: z.enum(['link', 'password']),
})

const passwordSchema = z.object({ password: z.string().min(1).max(MAX_PASSWORD_LENGTH), confirm: z.string().min(1).max(MAX_PASSWORD_LENGTH) })

/**
 * A one-time link made for `account`: e-mailed to its address through the outbox, and shown to the owner in any case
 * (the state), with words that say which of the two happened.
 */
async function handOver(db: Db, account: AdminAccount, link: IssuedLink): Promise<{ state: AccountState; queued: boolean }> {
  const origin = requestOrigin(await headers())
  const queued = await queueInvitation(db, account, link, origin)
  if (queued) nudgeJobs()
  const how = !queued ? 'not-queued' : env().SMTP_URL ? 'e-mailed' : 'kept'
  return { state: { status: 'link', message: A.link(account.email ?? '', how), link: setPasswordUrl(origin, link.token) }, queued }
}

export const addAccountAction = adminAction(
  {
    ...OWNER_FORM,
    schema: addSchema,
    input: (formData) => ({
      name: formText(formData, 'name'),
      email: formText(formData, 'email'),
      role: formText(formData, 'role') ?? 'reviewer',
      method: formText(formData, 'method') ?? 'link',
    }),
    invalid: (error) => {
      const field = error.issues[0]?.path[0]
      return field === 'name' ? A.invalidName : field === 'email' ? A.invalidEmail : ADMIN_MESSAGES.invalid
    },
    audit: { action: 'account.create' },
  },
  async ({ name, email, role, method }, { session, formData, audit }): Promise<AccountState> => {
    let password: string | undefined
    if (method === 'password') {
      const pw = passwordSchema.safeParse({ password: formText(formData, 'password'), confirm: formText(formData, 'confirm') })
      if (!pw.success) return { status: 'error', message: M.invalid }
      if (pw.data.password !== pw.data.confirm) return { status: 'error', message: M.mismatch }
      if (!isStrongPassword(pw.data.password)) return { status: 'error', message: M.weak }
      password = pw.data.password
    }
    const db = await getDb()
    const created = await createAccount(db, { name, email, role, password, createdBy: session.userId })
    if (!created) return { status: 'error', message: A.emailTaken }
    revalidatePath(SETTINGS_PATH)
    if (!created.link) {
      await audit({ account: created.account.id, role, method })
      return { status: 'done', message: A.added(ROLE_NAMES[role]) }
    }
    const { state, queued } = await handOver(db, created.account, created.link)
    await audit({ account: created.account.id, role, method, invitationQueued: queued })
    return state
  },
)

const id = z.uuid()

/** Disable (ends the account's sessions at once) or enable again; the form says which with `enable`. */
export const setAccountEnabledAction = adminAction(
  { ...OWNER_FORM, schema: z.object({ id, enable: z.enum(['true', 'false']) }), audit: { action: 'account.disable' } },
  async ({ id: account, enable: flag }, { audit }): Promise<AccountState> => {
    const enable = flag === 'true'
    const result = await setAccountEnabled(await getDb(), account, enable)
    if (!result.found) return { status: 'error', message: A.accountGone }
    await audit({ account, revokedSessions: result.revokedSessions }, enable ? { action: 'account.enable' } : {})
    revalidatePath(SETTINGS_PATH)
    return { status: 'done', message: enable ? A.enabled : A.disabled }
  },
)

/** A new one-time link for an account that lost theirs or forgot the password, e-mailed again; the previous link stops working. */
export const renewLinkAction = adminAction({ ...OWNER_FORM, schema: z.object({ id }), audit: { action: 'account.link' } }, async ({ id: account }, { audit }): Promise<AccountState> => {
  const db = await getDb()
  const renewed = await renewSetPasswordLink(db, account)
  if (!renewed) return { status: 'error', message: A.accountGone }
  const { state, queued } = await handOver(db, renewed.account, renewed.link)
  await audit({ account, invitationQueued: queued })
  revalidatePath(SETTINGS_PATH)
  return state
})

// ─── Each account's own password ───

const ownPasswordSchema = z.object({
  current: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  next: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  confirm: z.string().min(1).max(MAX_PASSWORD_LENGTH),
})

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
  { ...SETTINGS_FORM, access: 'signed-in', schema: ownPasswordSchema, audit: { action: 'password.change' } },
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
