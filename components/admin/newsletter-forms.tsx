'use client'

import { useActionStateAcrossBuilds } from '@/components/forms/use-action-state-across-builds'
import { buttonClasses } from '@/components/ui/button'
import { ADMIN_IDLE, ADMIN_SITE_UPDATED, type AdminActionState } from '@/lib/admin/action-state'
import { createIssueAction, sendIssueAction, sendTestAction, unsubscribeAddressAction } from '@/lib/newsletter/admin-actions'
import { ActionError } from './action-error'
import { input, label } from './styles'

function Done({ state }: { state: AdminActionState }) {
  if (state.status !== 'done') return null
  return (
    <p role="status" className="w-full text-sm font-medium text-emerald-700 dark:text-emerald-300">
      {state.message}
    </p>
  )
}

/** Subject and markdown body; saved as a draft, which the list below tests and sends. */
export function ComposeIssueForm() {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(createIssueAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="space-y-4" data-testid="compose-issue">
      <div>
        <label htmlFor="issue-subject" className={label}>
          Subject
        </label>
        <input id="issue-subject" name="subject" required maxLength={200} className={`${input} mt-1 w-full`} />
      </div>
      <div>
        <label htmlFor="issue-body" className={label}>
          Body (markdown)
        </label>
        <textarea id="issue-body" name="body" required rows={12} maxLength={100_000} className={`${input} mt-1 h-auto w-full py-2 font-mono`} />
      </div>
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
        <input type="hidden" name="id" value={id} />
        <button type="submit" disabled={sendPending || !testSent} className={buttonClasses({ size: 'sm' })}>
          {sendPending ? 'Sending…' : `Send to ${confirmed.toLocaleString('en-US')} confirmed ${confirmed === 1 ? 'subscriber' : 'subscribers'}`}
        </button>
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
