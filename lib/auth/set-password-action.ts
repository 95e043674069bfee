'use server'

import { headers } from 'next/headers'
import { z } from 'zod'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { recordAudit } from '@/lib/audit/log'
import { accountForLink, SET_PASSWORD_PATH, redeemSetPasswordLink } from '@/lib/auth/accounts'
import { auditCrossSite } from '@/lib/auth/guard'
import { checkSameOrigin } from '@/lib/auth/origin'
import { isStrongPassword, MAX_PASSWORD_LENGTH } from '@/lib/auth/password'
import { ACCOUNT_MESSAGES as A, SETTINGS_MESSAGES as M, type SettingsState } from '@/lib/auth/settings-state'
import { getDb } from '@/lib/db/client'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

const schema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  confirm: z.string().min(1).max(MAX_PASSWORD_LENGTH),
})

/**
 * A reviewer chooses a password through the owner's one-time link. The link is looked up before anything is hashed
 * (a wrong token costs one indexed read), and used in one statement that also kills it, so it works once.
 */
export async function setPasswordWithLinkAction(_prev: SettingsState, formData: FormData): Promise<SettingsState> {
  const origin = checkSameOrigin(await headers())
  if (!origin.ok) {
    await auditCrossSite(origin)
    return { status: 'error', message: ADMIN_MESSAGES.crossSite }
  }
  const parsed = schema.safeParse(Object.fromEntries(['token', 'password', 'confirm'].map((k) => [k, formData.get(k)])))
  if (!parsed.success) return { status: 'error', message: M.invalid }
  const { token, password, confirm } = parsed.data
  if (password !== confirm) return { status: 'error', message: M.mismatch }
  if (!isStrongPassword(password)) return { status: 'error', message: M.weak }
  try {
    const db = await getDb()
    if (!(await accountForLink(db, token))) return { status: 'error', message: A.linkInvalid }
    const id = await redeemSetPasswordLink(db, token, password)
    if (!id) return { status: 'error', message: A.linkInvalid }
    // The page's own address carries the token: name the path alone (the audit would take it from the referer).
    await recordAudit({ action: 'account.password-set', category: 'auth', outcome: 'success', details: { via: 'link' }, userId: id, url: SET_PASSWORD_PATH })
    return { status: 'done', message: A.passwordSet }
  } catch (err) {
    log('accounts').error(`setting a password through a link failed: ${errorMessage(err)}`)
    return { status: 'error', message: M.unavailable }
  }
}
