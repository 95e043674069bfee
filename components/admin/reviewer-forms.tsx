'use client'

import { useState } from 'react'
import { useActionStateAcrossBuilds } from '@/components/forms/use-action-state-across-builds'
import { useHydrated } from '@/components/forms/use-form-action'
import { inputClasses } from '@/components/forms/form-kit'
import { buttonClasses } from '@/components/ui/button'
import { addReviewerAction, renewLinkAction, setReviewerEnabledAction } from '@/lib/admin/actions/accounts'
import { ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { ACCOUNT_IDLE, type AccountState } from '@/lib/auth/settings-state'
import { PasswordChecklist } from './password-checklist'
import { PasswordField, Status } from './settings-forms'

/** A state's message, and a one-time link in a read-only field to copy (selected on focus). */
function AccountStatus({ state, id }: { state: AccountState; id: string }) {
  if (state.status !== 'link') return <Status state={state} id={id} />
  return (
    <div id={id} role="status" aria-live="polite" className="space-y-1.5 text-sm" data-testid="set-password-link">
      <p className="font-medium text-emerald-700 dark:text-emerald-400">{state.message}</p>
      <label htmlFor={`${id}-link`} className="block font-medium">
        One-time set-password link
      </label>
      <input id={`${id}-link`} readOnly value={state.link} onFocus={(e) => e.currentTarget.select()} className={`${inputClasses} font-mono text-xs`} />
    </div>
  )
}

/** Name, e-mail, and a one-time link (default) or a password the owner types for the reviewer. */
export function AddReviewerForm() {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(addReviewerAction, ACCOUNT_IDLE, ADMIN_SITE_UPDATED)
  const [method, setMethod] = useState<'link' | 'password'>('link')
  const [password, setPassword] = useState('')
  // Before hydration (and without JavaScript) the password fields show, optional: the server reads them only when
  // 'I set a password' was chosen. Once the radio can react, they show only for that choice.
  const choosing = useHydrated()
  const hidePassword = choosing && method !== 'password'
  return (
    <form ref={formRef} action={action} className="max-w-md space-y-4" data-testid="add-reviewer-form">
      <div className="space-y-1.5">
        <label htmlFor="reviewer-name" className="block text-sm font-medium">
          Name
        </label>
        <input id="reviewer-name" name="name" required maxLength={100} autoComplete="off" className={inputClasses} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="reviewer-email" className="block text-sm font-medium">
          E-mail
        </label>
        <input id="reviewer-email" name="email" type="email" required maxLength={254} autoComplete="off" className={inputClasses} />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">How the reviewer gets a password</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="method" value="link" checked={method === 'link'} onChange={() => setMethod('link')} className="mt-1" />
          <span>A one-time link to choose it themselves (works for 72 hours)</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="method" value="password" checked={method === 'password'} onChange={() => setMethod('password')} className="mt-1" />
          <span>I set a password for them now</span>
        </label>
      </fieldset>
      <fieldset disabled={hidePassword} hidden={hidePassword} className="space-y-4">
        <PasswordField idPrefix="reviewer" name="password" label="Reviewer’s password" autoComplete="new-password" onChange={setPassword} required={choosing} />
        <PasswordChecklist password={password} label="Reviewer’s password requirements" testId="reviewer-password-checklist" />
        <PasswordField idPrefix="reviewer" name="confirm" label="Repeat the reviewer’s password" autoComplete="new-password" required={choosing} />
      </fieldset>
      <AccountStatus state={state} id="add-reviewer-status" />
      <button type="submit" disabled={pending} className={buttonClasses()}>
        Add reviewer
      </button>
    </form>
  )
}

/** A reviewer row's buttons: disable or enable, and a new set-password link. */
export function ReviewerActions({ id, name, disabled }: { id: string; name: string; disabled: boolean }) {
  const [toggled, toggle, toggling, toggleRef] = useActionStateAcrossBuilds(setReviewerEnabledAction, ACCOUNT_IDLE, ADMIN_SITE_UPDATED)
  const [renewed, renew, renewing, renewRef] = useActionStateAcrossBuilds(renewLinkAction, ACCOUNT_IDLE, ADMIN_SITE_UPDATED)
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <form ref={toggleRef} action={toggle}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="enable" value={disabled ? 'true' : 'false'} />
          <button type="submit" disabled={toggling} aria-label={`${disabled ? 'Enable' : 'Disable'} ${name}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {disabled ? 'Enable' : 'Disable'}
          </button>
        </form>
        {disabled ? null : (
          <form ref={renewRef} action={renew}>
            <input type="hidden" name="id" value={id} />
            <button type="submit" disabled={renewing} aria-label={`New set-password link for ${name}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              New link
            </button>
          </form>
        )}
      </div>
      <AccountStatus state={toggled} id={`toggle-status-${id}`} />
      {renewed.status === 'idle' ? null : <AccountStatus state={renewed} id={`renew-status-${id}`} />}
    </div>
  )
}
