'use server'

import { headers } from 'next/headers'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/admin-action'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { formText } from '@/lib/admin/form-text'
import { createReviewer, renewSetPasswordLink, setPasswordUrl, setReviewerEnabled } from '@/lib/auth/accounts'
import { requestOrigin } from '@/lib/auth/origin'
import { isStrongPassword, MAX_PASSWORD_LENGTH } from '@/lib/auth/password'
import { ACCOUNT_MESSAGES as A, SETTINGS_MESSAGES as M, type AccountState } from '@/lib/auth/settings-state'
import { getDb } from '@/lib/db/client'

/**
 * The owner's management of reviewer accounts on /admin/settings. Every action is the owner's alone, parses its
 * input, and is audited under the owner's id with the account concerned.
 */

const SETTINGS_PATH = '/admin/settings'

/** The accounts forms' states and their one failure text ('could not be saved right now'). */
const OWNER_FORM = { access: 'owner', failed: M.unavailable, state: (message: string): AccountState => ({ status: 'error', message }) } as const

const addSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  method: z.enum(['link', 'password']),
})

const passwordSchema = z.object({ password: z.string().min(1).max(MAX_PASSWORD_LENGTH), confirm: z.string().min(1).max(MAX_PASSWORD_LENGTH) })

export const addReviewerAction = adminAction(
  {
    ...OWNER_FORM,
    schema: addSchema,
    input: (formData) => ({ name: formText(formData, 'name'), email: formText(formData, 'email'), method: formText(formData, 'method') ?? 'link' }),
    invalid: (error) => {
      const field = error.issues[0]?.path[0]
      return field === 'name' ? A.invalidName : field === 'email' ? A.invalidEmail : ADMIN_MESSAGES.invalid
    },
    audit: { action: 'account.create' },
  },
  async ({ name, email, method }, { session, formData, audit }): Promise<AccountState> => {
    let password: string | undefined
    if (method === 'password') {
      const pw = passwordSchema.safeParse({ password: formText(formData, 'password'), confirm: formText(formData, 'confirm') })
      if (!pw.success) return { status: 'error', message: M.invalid }
      if (pw.data.password !== pw.data.confirm) return { status: 'error', message: M.mismatch }
      if (!isStrongPassword(pw.data.password)) return { status: 'error', message: M.weak }
      password = pw.data.password
    }
    const created = await createReviewer(await getDb(), { name, email, password, createdBy: session.userId })
    if (!created) return { status: 'error', message: A.emailTaken }
    await audit({ account: created.account.id, role: 'reviewer', method })
    revalidatePath(SETTINGS_PATH)
    if (!created.token) return { status: 'done', message: A.reviewerAdded }
    return { status: 'link', message: A.linkCreated, link: setPasswordUrl(requestOrigin(await headers()), created.token) }
  },
)

const id = z.uuid()

/** Disable (ends the reviewer's sessions at once) or enable again; the form says which with `enable`. */
export const setReviewerEnabledAction = adminAction(
  { ...OWNER_FORM, schema: z.object({ id, enable: z.enum(['true', 'false']) }), audit: { action: 'account.disable' } },
  async ({ id: account, enable: flag }, { audit }): Promise<AccountState> => {
    const enable = flag === 'true'
    const result = await setReviewerEnabled(await getDb(), account, enable)
    if (!result.found) return { status: 'error', message: A.reviewerGone }
    await audit({ account, revokedSessions: result.revokedSessions }, enable ? { action: 'account.enable' } : {})
    revalidatePath(SETTINGS_PATH)
    return { status: 'done', message: enable ? A.enabled : A.disabled }
  },
)

/** A new one-time link for a reviewer who lost theirs or forgot the password; the previous link stops working. */
export const renewLinkAction = adminAction({ ...OWNER_FORM, schema: z.object({ id }), audit: { action: 'account.link' } }, async ({ id: account }, { audit }): Promise<AccountState> => {
  const token = await renewSetPasswordLink(await getDb(), account)
  if (!token) return { status: 'error', message: A.reviewerGone }
  await audit({ account })
  revalidatePath(SETTINGS_PATH)
  return { status: 'link', message: A.linkCreated, link: setPasswordUrl(requestOrigin(await headers()), token) }
})
