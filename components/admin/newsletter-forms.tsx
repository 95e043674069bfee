'use client'

import Link from 'next/link'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { buttonClasses } from '@/components/ui/button'
import { ADMIN_IDLE, ADMIN_SITE_UPDATED, type AdminActionState } from '@/lib/admin/action-state'
import { createIssueAction, deleteIssueAction, sendIssueAction, sendTestAction, unsubscribeAddressAction, updateIssueAction } from '@/lib/newsletter/admin-actions'
import { ActionError } from './action-error'
import { ConfirmStep } from './confirm-step'
import { dangerButton, input, label } from './styles'

function Done({ state }: { state: AdminActionState }) {
  if (state.status !== 'done') return null
  return (
    <p role="status" className="w-full text-sm font-medium text-emerald-700 dark:text-emerald-300">
      {state.message}
    </p>
  )
}

/** An issue's subject and markdown body, empty for a new issue or filled with a draft's text to edit it. */
function IssueFields({ prefix, subject = '', body = '' }: { prefix: string; subject?: string; body?: string }) {
  return (
    <>
      <div>
        <label htmlFor={`${prefix}-subject`} className={label}>
          Subject
        </label>
        <input id={`${prefix}-subject`} name="subject" required maxLength={200} defaultValue={subject} className={`${input} mt-1 w-full`} />
      </div>
      <div>
        <label htmlFor={`${prefix}-body`} className={label}>
          Body (markdown)
        </label>
        <textarea id={`${prefix}-body`} name="body" required rows={12} maxLength={100_000} defaultValue={body} className={`${input} mt-1 h-auto w-full py-2 font-mono`} />
      </div>
    </>
  )
}

/** Subject and markdown body; saved as a draft, which the list below tests and sends. */
export function ComposeIssueForm() {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(createIssueAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="space-y-4" data-testid="compose-issue">
      <IssueFields prefix="issue" />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={buttonClasses({ size: 'sm' })}>
          {pending ? 'Saving…' : 'Save draft'}
        </button>
        <Done state={state} />
        <ActionError state={state} />
      </div>
    </form>
  )
}

/** Back to the draft as it was (a plain link: nothing is posted), and the action's error if it answered one. */
function CancelAndError({ id, state }: { id: string; state: AdminActionState }) {
  return (
    <>
      <Link href={`/admin/newsletter#issue-${id}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Cancel
      </Link>
      <ActionError state={state} />
    </>
  )
}

/** A draft's text, edited in place; saving returns to the list (a new test copy is then needed before sending). */
export function EditIssueForm({ id, subject, body }: { id: string; subject: string; body: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(updateIssueAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="space-y-4" data-testid="edit-issue">
      <input type="hidden" name="id" value={id} />
      <IssueFields prefix={`edit-${id}`} subject={subject} body={body} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={buttonClasses({ size: 'sm' })}>
          {pending ? 'Saving…' : 'Save changes'}
        </button>
        <CancelAndError id={id} state={state} />
      </div>
    </form>
  )
}

/** The second step of deleting a draft (the first is a link that changes nothing). */
export function DeleteIssueForm({ id }: { id: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(deleteIssueAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="flex flex-wrap items-center gap-3" data-testid="delete-issue">
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} className={dangerButton}>
        {pending ? 'Deleting…' : 'Delete draft'}
      </button>
      <CancelAndError id={id} state={state} />
    </form>
  )
}

/** One draft's two steps: the test copy to the team, then (only after it) the send to every confirmed subscriber. */
export function IssueSendForms({ id, testSent, confirmed }: { id: string; testSent: boolean; confirmed: number }) {
  const [testState, testAction, testPending, testRef] = useActionStateAcrossBuilds(sendTestAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  const [sendState, sendAction, sendPending, sendRef] = useActionStateAcrossBuilds(sendIssueAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <div className="flex flex-wrap items-center gap-3">
      <form ref={testRef} action={testAction}>
        <input type="hidden" name="id" value={id} />
        <button type="submit" disabled={testPending} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {testPending ? 'Sending…' : testSent ? 'Test copy sent' : 'Send test to the team'}
        </button>
      </form>
      <form ref={sendRef} action={sendAction}>
        {sendState.status === 'confirm' ? (
          <ConfirmStep state={sendState} pending={sendPending} id={`send-confirm-${id}`} />
        ) : (
          <>
            <input type="hidden" name="id" value={id} />
            <button type="submit" disabled={sendPending || !testSent} className={buttonClasses({ size: 'sm' })}>
              {sendPending ? 'Sending…' : `Send to ${confirmed.toLocaleString('en-US')} confirmed ${confirmed === 1 ? 'subscriber' : 'subscribers'}`}
            </button>
          </>
        )}
      </form>
      <Done state={testState} />
      <ActionError state={testState} />
      <Done state={sendState} />
      <ActionError state={sendState} />
    </div>
  )
}

/** For unsubscribe requests the team receives by e-mail (the List-Unsubscribe mailto, or a reply). */
export function UnsubscribeAddressForm() {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(unsubscribeAddressAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="unsubscribe-email" className={label}>
          E-mail address
        </label>
        <input id="unsubscribe-email" name="email" type="email" required maxLength={254} className={`${input} mt-1 w-72`} />
      </div>
      <button type="submit" disabled={pending} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {pending ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
      <Done state={state} />
      <ActionError state={state} />
    </form>
  )
}
