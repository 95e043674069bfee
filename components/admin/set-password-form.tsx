'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { buttonClasses } from '@/components/ui/button'
import { setPasswordWithLinkAction } from '@/lib/auth/set-password-action'
import { ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { SETTINGS_IDLE } from '@/lib/auth/settings-state'
import { PasswordChecklist } from './password-checklist'
import { PasswordField, Status } from './settings-forms'
import { textLink } from './styles'

/** A reviewer's first password (or a new one) through the owner's one-time link; then on to the login form. */
export function SetPasswordForm({ token }: { token: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(setPasswordWithLinkAction, SETTINGS_IDLE, ADMIN_SITE_UPDATED)
  const [next, setNext] = useState('')
  if (state.status === 'done') {
    return (
      <div className="space-y-4">
        <Status state={state} id="set-password-status" />
        <Link href="/admin" className={textLink}>
          Go to the login form
        </Link>
      </div>
    )
  }
  return (
    <form ref={formRef} action={action} className="space-y-4" data-testid="set-password-form">
      <input type="hidden" name="token" value={token} />
      <PasswordField name="password" label="New password" autoComplete="new-password" onChange={setNext} />
      <PasswordChecklist password={next} />
      <PasswordField name="confirm" label="Repeat the new password" autoComplete="new-password" />
      <Status state={state} id="set-password-status" />
      <button type="submit" disabled={pending} className={buttonClasses({ className: 'w-full' })}>
        Set password
      </button>
    </form>
  )
}
