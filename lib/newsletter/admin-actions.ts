'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { guardAdminAction } from '@/lib/admin/action-guard'
import { ADMIN_MESSAGES, type AdminActionState } from '@/lib/admin/action-state'
import { recordAudit } from '@/lib/audit/log'
import type { AdminSession } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { createIssue } from '@/lib/db/queries/newsletter-issues'
import { unsubscribe } from '@/lib/db/queries/newsletter-subscribers'
import { nudgeJobs } from '@/lib/jobs/wake'
import { teamEmail } from '@/lib/mail/notifications'
import { sendIssue, sendTestIssue } from './send'

/**
 * /admin/newsletter's actions (issue 20 item 4). Each checks the session and origin, parses its input, is audited
 * with ids and counts only (never an issue's text or an address), and answers with a typed state.
 */

const PAGE = '/admin/newsletter'

/** The steps every action shares: guard, parse (the schema's first message on failure), work, and a plain error if the work throws. */
async function run<T>(
  what: string,
  schema: z.ZodType<T>,
  input: unknown,
  work: (data: T, session: AdminSession) => Promise<AdminActionState>,
): Promise<AdminActionState> {
  const g = await guardAdminAction('newsletter')
  if ('state' in g) return g.state
  const parsed = schema.safeParse(input)
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.invalid }
  let state: AdminActionState
  try {
    state = await work(parsed.data, g.session)
  } catch (err) {
    console.error(`[newsletter] ${what} failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: ADMIN_MESSAGES.failed }
  }
  revalidatePath(PAGE)
  return state
}

const audit = (session: AdminSession, action: string, details: Record<string, unknown>) =>
  recordAudit({ action, category: 'admin', outcome: 'success', details, userId: session.userId, sessionId: session.jti })

const issueSchema = z.object({
  subject: z.string().trim().min(1, 'Give the issue a subject.').max(200, 'Keep the subject under 200 characters.'),
  body: z.string().trim().min(1, 'Write the issue before saving it.').max(100_000, 'Keep the issue under 100,000 characters.'),
})

export async function createIssueAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const input = { subject: formData.get('subject') ?? '', body: formData.get('body') ?? '' }
  return run('saving an issue', issueSchema, input, async (data, session) => {
    const issue = await createIssue(await getDb(), { ...data, createdBy: session.userId })
    await audit(session, 'newsletter.issue-create', { issueId: issue.id })
    return { status: 'done', message: 'Saved as a draft below. Send yourself the test copy next.' }
  })
}

const issueIdSchema = z.object({ id: z.uuid(ADMIN_MESSAGES.invalid) })

export async function sendTestAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  return run('the test send', issueIdSchema, { id: formData.get('id') }, async ({ id }, session) => {
    const outcome = await sendTestIssue(await getDb(), id)
    if (outcome === 'unknown') return { status: 'error', message: 'This issue no longer exists.' }
    if (outcome === 'already-sent') return { status: 'done', message: `The test copy went to ${teamEmail()} already (see E-mail).` }
    nudgeJobs()
    await audit(session, 'newsletter.issue-test', { issueId: id })
    return { status: 'done', message: `Test copy sent to ${teamEmail()}. Check it, then send the issue.` }
  })
}

export async function sendIssueAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  return run('sending an issue', issueIdSchema, { id: formData.get('id') }, async ({ id }, session) => {
    const outcome = await sendIssue(await getDb(), id)
    if (outcome.status === 'test-first') return { status: 'error', message: `Send the test copy to ${teamEmail()} first.` }
    if (outcome.status === 'not-draft') return { status: 'error', message: 'This issue is being sent or was sent already.' }
    nudgeJobs()
    await audit(session, 'newsletter.issue-send', { issueId: id, recipients: outcome.recipients })
    const n = outcome.recipients
    return { status: 'done', message: `Sending to ${n.toLocaleString('en-US')} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}.` }
  })
}

const addressSchema = z.object({ email: z.string().trim().pipe(z.email('Enter the e-mail address to unsubscribe.').max(254)) })

/** For a request that reached the team by mail (List-Unsubscribe's mailto, or a reply). */
export async function unsubscribeAddressAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  return run('unsubscribing an address', addressSchema, { email: formData.get('email') ?? '' }, async ({ email }, session) => {
    const outcome = await unsubscribe(await getDb(), { email })
    await audit(session, 'newsletter.unsubscribe', { outcome })
    if (outcome === 'unknown') return { status: 'error', message: 'No subscriber has this address.' }
    return { status: 'done', message: outcome === 'unsubscribed' ? 'Unsubscribed.' : 'This address was unsubscribed already.' }
  })
}
