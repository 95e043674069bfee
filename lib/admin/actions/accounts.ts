'use server'

import { headers } from 'next/headers'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { guardOwnerAction } from '@/lib/admin/action-guard'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { formText } from '@/lib/admin/form-text'
import { recordAudit } from '@/lib/audit/log'
import { createReviewer, renewSetPasswordLink, setPasswordUrl, setReviewerEnabled } from '@/lib/auth/accounts'
import { requestOrigin } from '@/lib/auth/origin'
import { isStrongPassword, MAX_PASSWORD_LENGTH } from '@/lib/auth/password'
import { ACCOUNT_MESSAGES as A, SETTINGS_MESSAGES as M, type AccountState } from '@/lib/auth/settings-state'
import { getDb } from '@/lib/db/client'

/**
 * The owner's management of reviewer accounts on /admin/settings (issue 19 item 1). Every action is the owner's
 * alone (guardOwnerAction), parses its input, and is audited under the owner's id with the account concerned.
 */

const SETTINGS_PATH = '/admin/settings'

const addSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  method: z.enum(['link', 'password']),
})

const passwordSchema = z.object({ password: z.string().min(1).max(MAX_PASSWORD_LENGTH), confirm: z.string().min(1).max(MAX_PASSWORD_LENGTH) })

export async function addReviewerAction(_prev: AccountState, formData: FormData): Promise<AccountState> {
  const g = await guardOwnerAction('accounts')
  if ('state' in g) return g.state
  const parsed = addSchema.safeParse({ name: formText(formData, 'name'), email: formText(formData, 'email'), method: formText(formData, 'method') ?? 'link' })
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0]
    return { status: 'error', message: field === 'name' ? A.invalidName : field === 'email' ? A.invalidEmail : ADMIN_MESSAGES.invalid }
  }
  let password: string | undefined
  if (parsed.data.method === 'password') {
    const pw = passwordSchema.safeParse({ password: formText(formData, 'password'), confirm: formText(formData, 'confirm') })
    if (!pw.success) return { status: 'error', message: M.invalid }
    if (pw.data.password !== pw.data.confirm) return { status: 'error', message: M.mismatch }
    if (!isStrongPassword(pw.data.password)) return { status: 'error', message: M.weak }
    password = pw.data.password
  }
  try {
    const created = await createReviewer(await getDb(), { name: parsed.data.name, email: parsed.data.email, password, createdBy: g.session.userId })
    if (!created) return { status: 'error', message: A.emailTaken }
    await recordAudit({
      action: 'account.create',
      category: 'admin',
      outcome: 'success',
      details: { account: created.account.id, role: 'reviewer', method: parsed.data.method },
      userId: g.session.userId,
      sessionId: g.session.jti,
    })
    revalidatePath(SETTINGS_PATH)
    if (!created.token) return { status: 'done', message: A.reviewerAdded }
    return { status: 'link', message: A.linkCreated, link: setPasswordUrl(requestOrigin(await headers()), created.token) }
  } catch (err) {
    console.error(`[accounts] adding a reviewer failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: M.unavailable }
  }
}

const idSchema = z.object({ id: z.uuid() })

/** Disable (ends the reviewer's sessions at once) or enable again; the form says which with `enable`. */
export async function setReviewerEnabledAction(_prev: AccountState, formData: FormData): Promise<AccountState> {
  const g = await guardOwnerAction('accounts')
  if ('state' in g) return g.state
  const parsed = idSchema.extend({ enable: z.enum(['true', 'false']) }).safeParse({ id: formText(formData, 'id'), enable: formText(formData, 'enable') })
  if (!parsed.success) return { status: 'error', message: ADMIN_MESSAGES.invalid }
  const enable = parsed.data.enable === 'true'
  try {
    const result = await setReviewerEnabled(await getDb(), parsed.data.id, enable)
    if (!result.found) return { status: 'error', message: A.reviewerGone }
    await recordAudit({
      action: enable ? 'account.enable' : 'account.disable',
      category: 'admin',
      outcome: 'success',
      details: { account: parsed.data.id, revokedSessions: result.revokedSessions },
      userId: g.session.userId,
      sessionId: g.session.jti,
    })
    revalidatePath(SETTINGS_PATH)
    return { status: 'done', message: enable ? A.enabled : A.disabled }
  } catch (err) {
    console.error(`[accounts] ${enable ? 'enabling' : 'disabling'} a reviewer failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: M.unavailable }
  }
}

/** A new one-time link for a reviewer who lost theirs or forgot the password; the previous link stops working. */
export async function renewLinkAction(_prev: AccountState, formData: FormData): Promise<AccountState> {
  const g = await guardOwnerAction('accounts')
  if ('state' in g) return g.state
  const parsed = idSchema.safeParse({ id: formText(formData, 'id') })
  if (!parsed.success) return { status: 'error', message: ADMIN_MESSAGES.invalid }
  try {
    const token = await renewSetPasswordLink(await getDb(), parsed.data.id)
    if (!token) return { status: 'error', message: A.reviewerGone }
    await recordAudit({ action: 'account.link', category: 'admin', outcome: 'success', details: { account: parsed.data.id }, userId: g.session.userId, sessionId: g.session.jti })
    revalidatePath(SETTINGS_PATH)
    return { status: 'link', message: A.linkCreated, link: setPasswordUrl(requestOrigin(await headers()), token) }
  } catch (err) {
    console.error(`[accounts] a new link failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: M.unavailable }
  }
}
