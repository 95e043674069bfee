'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { formText } from '@/lib/admin/form-text'
import { ADMIN_MESSAGES, type AdminActionState } from '@/lib/admin/action-state'
import { adminAction, type AdminActionContext, type AdminActionOptions } from '@/lib/admin/admin-action'
import { getDb } from '@/lib/db/client'
import { createIssue, deleteDraft, getIssue, updateDraft } from '@/lib/db/queries/newsletter-issues'
import { countSubscribers, unsubscribe } from '@/lib/db/queries/newsletter-subscribers'
import { nudgeJobs } from '@/lib/jobs/wake'
import { teamEmail } from '@/lib/mail/notifications'
import { sendIssue, sendTestIssue, testWasSent } from './send'

/**
 * /admin/newsletter's actions. Every admin may use them; each is audited with ids and counts only (never an
 * issue's text or an address), and answers with a typed state.
 */

const PAGE = '/admin/newsletter'

/** adminAction with what the newsletter's forms share: the schema's first message on refusal, and the page refreshed after. */
function newsletterAction<S extends z.ZodObject>(
  options: Pick<AdminActionOptions<S, AdminActionState>, 'schema' | 'input' | 'audit'>,
  work: (data: z.infer<S>, context: AdminActionContext) => Promise<AdminActionState>,
) {
  return adminAction({ access: 'content', invalid: (error) => error.issues[0]?.message ?? ADMIN_MESSAGES.invalid, ...options }, async (data, context) => {
    const state = await work(data, context)
    revalidatePath(PAGE)
    return state
  })
}

/** The form's text fields, an absent one read as empty (so it gets the schema's own 'write …' message). */
const texts = (...keys: string[]) => (formData: FormData) => Object.fromEntries(keys.map((key) => [key, formText(formData, key) ?? '']))

const issueSchema = z.object({
  subject: z.string().trim().min(1, 'Give the issue a subject.').max(200, 'Keep the subject under 200 characters.'),
  body: z.string().trim().min(1, 'Write the issue before saving it.').max(100_000, 'Keep the issue under 100,000 characters.'),
})

export const createIssueAction = newsletterAction(
  { schema: issueSchema, input: texts('subject', 'body'), audit: { action: 'newsletter.issue-create' } },
  async (data, { session, audit }) => {
    const issue = await createIssue(await getDb(), { ...data, createdBy: session.userId })
    await audit({ issueId: issue.id })
    return { status: 'done', message: 'Saved as a draft below. Send yourself the test copy next.' }
  },
)

const issueIdSchema = z.object({ id: z.uuid(ADMIN_MESSAGES.invalid) })

export const sendTestAction = newsletterAction({ schema: issueIdSchema, audit: { action: 'newsletter.issue-test' } }, async ({ id }, { audit }) => {
  const outcome = await sendTestIssue(await getDb(), id)
  if (outcome === 'unknown') return { status: 'error', message: 'This issue no longer exists.' }
  if (outcome === 'already-sent') return { status: 'done', message: `The test copy went to ${teamEmail()} already (see E-mail).` }
  nudgeJobs()
  await audit({ issueId: id })
  return { status: 'done', message: `Test copy sent to ${teamEmail()}. Check it, then send the issue.` }
})

const notDraft = 'This issue is being sent or was sent already, so it can no longer be changed.'

export const updateIssueAction = newsletterAction(
  { schema: issueSchema.extend(issueIdSchema.shape), input: texts('id', 'subject', 'body'), audit: { action: 'newsletter.issue-edit' } },
  async ({ id, ...text }, { audit }) => {
    if (!(await updateDraft(await getDb(), id, text))) return { status: 'error', message: notDraft }
    await audit({ issueId: id })
    revalidatePath(PAGE)
    redirect(`${PAGE}?done=edited#issue-${id}`)
  },
)

export const deleteIssueAction = newsletterAction({ schema: issueIdSchema, audit: { action: 'newsletter.issue-delete' } }, async ({ id }, { audit }) => {
  if (!(await deleteDraft(await getDb(), id))) return { status: 'error', message: notDraft }
  await audit({ issueId: id })
  revalidatePath(PAGE)
  redirect(`${PAGE}?done=deleted#issues`)
})

const testFirst = () => `Send the test copy of this text to ${teamEmail()} first.`
const subscribers = (n: number) => `${n.toLocaleString('en-US')} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}`

/** The send to every confirmed subscriber: first a confirm step naming how many it reaches, then (confirm=1) the send. */
export const sendIssueAction = newsletterAction(
  { schema: issueIdSchema.extend({ confirm: z.literal('1').optional(), cancel: z.literal('1').optional() }), audit: { action: 'newsletter.issue-send' } },
  async ({ id, confirm, cancel }, { audit }) => {
    if (cancel) return { status: 'idle' }
    const db = await getDb()
    if (!confirm) {
      const issue = await getIssue(db, id)
      if (!issue || issue.state !== 'draft') return { status: 'error', message: 'This issue is being sent or was sent already.' }
      if (!(await testWasSent(db, issue))) return { status: 'error', message: testFirst() }
      const { confirmed } = await countSubscribers(db)
      return {
        status: 'confirm',
        message: `This will e-mail '${issue.subject}' to ${subscribers(confirmed)}. It cannot be taken back once sent.`,
        fields: { id },
      }
    }
    const outcome = await sendIssue(db, id)
    if (outcome.status === 'test-first') return { status: 'error', message: testFirst() }
    if (outcome.status === 'not-draft') return { status: 'error', message: 'This issue is being sent or was sent already.' }
    nudgeJobs()
    await audit({ issueId: id, recipients: outcome.recipients })
    return { status: 'done', message: `Sending to ${subscribers(outcome.recipients)}.` }
  },
)

const addressSchema = z.object({ email: z.string().trim().pipe(z.email('Enter the e-mail address to unsubscribe.').max(254)) })

/** For a request that reached the team by mail (List-Unsubscribe's mailto, or a reply). */
export const unsubscribeAddressAction = newsletterAction(
  { schema: addressSchema, input: texts('email'), audit: { action: 'newsletter.unsubscribe' } },
  async ({ email }, { audit }) => {
    const outcome = await unsubscribe(await getDb(), { email })
    await audit({ outcome })
    if (outcome === 'unknown') return { status: 'error', message: 'No subscriber has this address.' }
    return { status: 'done', message: outcome === 'unsubscribed' ? 'Unsubscribed.' : 'This address was unsubscribed already.' }
  },
)
