'use server'

import { z } from 'zod'
import { adminAction } from '@/lib/admin/admin-action'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { getDb } from '@/lib/db/client'
import { parseRequestAddress, requestAddress } from './address'
import { eraseAddress, lookUpAddress, summarize, type Erasure } from './requests'
import { PRIVACY_MESSAGES, type PrivacyEraseState, type PrivacyLookupState } from './state'

/**
 * /admin/privacy's actions. POSTed, so the address never appears in a URL (nor in the audit log's url column, the
 * admin's history or a proxy's log). Looking an address up needs 'privacy' (the owner and reviewers, who may also
 * export it); erasing needs 'delete' (the owner alone), as deleting a single submission does.
 */

const lookUpSchema = z.object({ email: requestAddress })
const eraseSchema = z.object({ email: requestAddress, confirm: z.string().optional() })

export const lookUpAction = adminAction(
  {
    access: 'privacy',
    schema: lookUpSchema,
    // The field's own message ('Please enter a valid e-mail address.'), as the forms word it.
    invalid: (error) => error.issues[0]?.message ?? ADMIN_MESSAGES.invalid,
    // A look-up reads and changes nothing: no audit event of its own.
    audit: { action: 'privacy' },
    state: (message): PrivacyLookupState => ({ status: 'error', message }),
  },
  async ({ email: address }): Promise<PrivacyLookupState> => {
    const summary = summarize(address, await lookUpAddress(await getDb(), address))
    return { status: 'found', address, summary, at: Date.now() }
  },
)

export const eraseAction = adminAction(
  {
    access: 'delete',
    schema: eraseSchema,
    audit: { action: 'privacy.erase' },
    state: (message): PrivacyEraseState => ({ status: 'error', message, at: Date.now() }),
  },
  async ({ email: address, confirm }, { audit }): Promise<PrivacyEraseState> => {
    const confirmed = parseRequestAddress(confirm)
    if (!confirmed.ok || confirmed.address !== address) return { status: 'error', message: PRIVACY_MESSAGES.confirmMismatch, at: Date.now() }
    const erased: Erasure = await eraseAddress(await getDb(), address)
    // Counts only: the address is what the visitor asked us to forget (a hash of it could be reversed by guessing).
    await audit({ ...erased })
    return { status: 'done', message: erasedMessage(erased), at: Date.now() }
  },
)

function erasedMessage(e: Erasure): string {
  const n = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
  return (
    `Erased ${n(e.submissions, 'submission')} (with ${n(e.pipelineEvents, 'pipeline entry', 'pipeline entries')} and ${n(e.files, 'file')}), ` +
    `${n(e.newsletter, 'newsletter subscription')}, ${n(e.chatSessions, 'chat conversation')}, ${n(e.analyticsEvents, 'analytics event')}, ` +
    `${n(e.jobs, 'e-mail')} from the mail log, ${n(e.mailFiles, 'mail file')} and ${n(e.setAside, 'set-aside submission')}` +
    (e.jobsRedacted ? `; the address was struck from ${n(e.jobsRedacted, 'e-mail')} about someone else.` : '.')
  )
}
