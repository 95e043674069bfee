'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/admin-action'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { getDb } from '@/lib/db/client'
import { deleteSubmissionEverywhere, deleteSubmissionsBefore } from '@/lib/privacy/expiry'

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
