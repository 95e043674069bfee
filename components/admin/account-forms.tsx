'use client'

import { useState } from 'react'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { useHydrated } from '@/lib/forms/client/use-form-action'
import { inputClasses } from '@/components/forms/form-kit'
import { buttonClasses } from '@/components/ui/button'
import { addAccountAction, renewLinkAction, setAccountEnabledAction } from '@/lib/auth/account-actions'
import { ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { ACCOUNT_ROLES, ROLE_NAMES, ROLE_SUMMARIES } from '@/lib/auth/permissions'
import { ACCOUNT_IDLE, type AccountState } from '@/lib/auth/settings-state'
import { OneTimeLink } from './one-time-link'
import { PasswordChecklist } from './password-checklist'
import { PasswordField, Status } from './settings-forms'

/**
 * A state's message; a one-time link goes in a box of its own (OneTimeLink), which the callers place outside their
 * forms.
 */
function AccountStatus({ state, id }: { state: AccountState; id: string }) {
  if (state.status === 'link') return <OneTimeLink id={id} message={state.message} link={state.link} />
  return <Status state={state} id={id} />
}

/** Name, e-mail, the role, and a one-time link (default, e-mailed) or a password the owner types for them. */
export function AddAccountForm() {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(addAccountAction, ACCOUNT_IDLE, ADMIN_SITE_UPDATED)
  const [method, setMethod] = useState<'link' | 'password'>('link')
  const [password, setPassword] = useState('')
  // Before hydration (and without JavaScript) the password fields show, optional: the server reads them only when
  // 'I set a password' was chosen. Once the radio can react, they show only for that choice.
  const choosing = useHydrated()
  const hidePassword = choosing && method !== 'password'
  return (
    <div className="space-y-6">
      <form ref={formRef} action={action} className="max-w-md space-y-4" data-testid="add-account-form">
        <div className="space-y-1.5">
          <label htmlFor="account-name" className="block text-sm font-medium">
            Name
          </label>
          <input id="account-name" name="name" required maxLength={100} autoComplete="off" className={inputClasses} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="account-email" className="block text-sm font-medium">
            E-mail
          </label>
          <input id="account-email" name="email" type="email" required maxLength={254} autoComplete="off" className={inputClasses} />
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Role</legend>
          {ACCOUNT_ROLES.map((role) => (
            <label key={role} className="flex items-start gap-2 text-sm">
              <input type="radio" name="role" value={role} defaultChecked={role === 'reviewer'} className="mt-1" />
              <span>
                <span className="font-medium">{ROLE_NAMES[role]}</span> — {ROLE_SUMMARIES[role]}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">How they get a password</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="method" value="link" checked={method === 'link'} onChange={() => setMethod('link')} className="mt-1" />
            <span>A one-time link, e-mailed to them and shown here, to choose it themselves (works for 72 hours)</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="method" value="password" checked={method === 'password'} onChange={() => setMethod('password')} className="mt-1" />
            <span>I set a password for them now</span>
          </label>
        </fieldset>
        <fieldset disabled={hidePassword} hidden={hidePassword} className="space-y-4">
          <PasswordField idPrefix="account" name="password" label="Their password" autoComplete="new-password" onChange={setPassword} required={choosing} />
          <PasswordChecklist password={password} label="Their password’s requirements" testId="account-password-checklist" />
          <PasswordField idPrefix="account" name="confirm" label="Repeat their password" autoComplete="new-password" required={choosing} />
        </fieldset>
        {state.status === 'link' ? null : <AccountStatus state={state} id="add-account-status" />}
        <button type="submit" disabled={pending} className={buttonClasses()}>
          Add account
        </button>
      </form>
      {state.status === 'link' ? <AccountStatus state={state} id="add-account-link" /> : null}
    </div>
  )
}

/** An account row's buttons: disable or enable, and a new set-password link (e-mailed again). */
export function AccountActions({ id, name, disabled }: { id: string; name: string; disabled: boolean }) {
  const [toggled, toggle, toggling, toggleRef] = useActionStateAcrossBuilds(setAccountEnabledAction, ACCOUNT_IDLE, ADMIN_SITE_UPDATED)
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
