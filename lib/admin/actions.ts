'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import { recordAudit } from '@/lib/audit/log'
import { guardOwnerAction } from './action-guard'
import { getDb } from '@/lib/db/client'
import { deleteBefore } from '@/lib/db/queries/retention'
import { deleteSubmission } from '@/lib/db/queries/submissions-admin'
import { ADMIN_MESSAGES, type AdminActionState } from './action-state'

/**
 * The dashboard's state-changing actions. Each checks the session and the origin itself (requireAdminAction),
 * parses its input with a schema, and is audited; failures come back as a typed state with a plain message.
 */


const deleteSchema = z.object({ id: z.uuid() })

export async function deleteSubmissionAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const g = await guardOwnerAction('admin')
  if ('state' in g) return g.state
  const parsed = deleteSchema.safeParse({ id: formData.get('id') })
  if (!parsed.success) return { status: 'error', message: ADMIN_MESSAGES.invalid }

  let gone: Awaited<ReturnType<typeof deleteSubmission>>
  try {
    gone = await deleteSubmission(await getDb(), parsed.data.id)
  } catch (err) {
    console.error(`[admin] deleting a submission failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: ADMIN_MESSAGES.failed }
  }
  if (!gone) return { status: 'error', message: ADMIN_MESSAGES.submissionGone }
  // Only the id and type: the submitted data is what the founder asked us to forget.
  await recordAudit({
    action: 'submission.delete',
    category: 'admin',
    outcome: 'success',
    details: { id: gone.id, formType: gone.formType },
    userId: g.session.userId,
    sessionId: g.session.jti,
  })
  redirect('/admin?deleted=1')
}

const cleanupSchema = z.object({
  days: z.coerce.number().int().min(1).max(36_500),
  cutoff: z.iso.datetime(),
})

export async function cleanupAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const g = await guardOwnerAction('admin')
  if ('state' in g) return g.state
  const parsed = cleanupSchema.safeParse({ days: formData.get('days'), cutoff: formData.get('cutoff') })
  if (!parsed.success) return { status: 'error', message: ADMIN_MESSAGES.invalid }
  const cutoff = new Date(parsed.data.cutoff)
  // The cut-off is the instant the confirmation counted against; it may never reach into the last day.
  if (cutoff.getTime() > Date.now() - 86_400_000) return { status: 'error', message: ADMIN_MESSAGES.cutoffTooRecent }

  try {
    const result = await deleteBefore(await getDb(), cutoff)
    await recordAudit({
      action: 'data.cleanup',
      category: 'admin',
      outcome: 'success',
      details: { days: parsed.data.days, cutoff: cutoff.toISOString(), submissions: result.submissions, analyticsEvents: result.analyticsEvents },
      userId: g.session.userId,
      sessionId: g.session.jti,
    })
    return {
      status: 'done',
      message: `Deleted ${result.submissions.toLocaleString('en-US')} submissions and ${result.analyticsEvents.toLocaleString('en-US')} analytics events older than ${parsed.data.days} days.`,
    }
  } catch (err) {
    console.error(`[admin] clean-up failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: ADMIN_MESSAGES.failed }
  }
}
