'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/admin-action'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { getDb } from '@/lib/db/client'
import { parseRequestAddress, requestAddress } from './address'
import { deleteSubmissionEverywhere, deleteSubmissionsBefore } from './expiry'
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

/** The dashboard's deletions: the owner's alone, each audited under the owner's id. */

export const deleteSubmissionAction = adminAction(
  { access: 'delete', schema: z.object({ id: z.uuid() }), audit: { action: 'submission.delete' } },
  async ({ id }, { audit }) => {
    const gone = await deleteSubmissionEverywhere(await getDb(), id)
    if (!gone) return { status: 'error', message: ADMIN_MESSAGES.submissionGone }
    // Only the id and type: the submitted data is what the founder asked us to forget.
    await audit({ id: gone.id, formType: gone.formType })
    redirect('/admin?deleted=1')
  },
)

const cleanupSchema = z.object({
  days: z.coerce.number().int().min(1).max(36_500),
  cutoff: z.iso.datetime(),
})

export const cleanupAction = adminAction({ access: 'delete', schema: cleanupSchema, audit: { action: 'data.cleanup' } }, async ({ days, cutoff: counted }, { audit }) => {
  const cutoff = new Date(counted)
  // The cut-off is the instant the confirmation counted against; it may never reach into the last day.
  if (cutoff.getTime() > Date.now() - 86_400_000) return { status: 'error', message: ADMIN_MESSAGES.cutoffTooRecent }
  const result = await deleteSubmissionsBefore(await getDb(), cutoff)
  await audit({ days, cutoff: cutoff.toISOString(), submissions: result.submissions, analyticsEvents: result.analyticsEvents })
  return {
    status: 'done',
    message: `Deleted ${result.submissions.toLocaleString('en-US')} submissions and ${result.analyticsEvents.toLocaleString('en-US')} analytics events older than ${days} days.`,
  }
})
