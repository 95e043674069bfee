'use client'

import { useState } from 'react'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { inputClasses } from '@/components/forms/form-kit'
import { buttonClasses } from '@/components/ui/button'
import { changePasswordAction } from '@/lib/auth/account-actions'
import { setChatModeAction } from '@/lib/agents/admin-actions'
import { ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { SETTINGS_IDLE, type SettingsState } from '@/lib/auth/settings-state'
import { PasswordChecklist } from './password-checklist'

export function Status({ state, id }: { state: SettingsState; id: string }) {
  const tone = state.status === 'done' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'
  return (
    <p id={id} role="status" aria-live="polite" className={`min-h-5 text-sm font-medium ${tone}`}>
      {state.status === 'idle' ? '' : state.message}
    </p>
  )
}

type PasswordFieldProps = { name: string; label: string; autoComplete: string; onChange?: (v: string) => void; idPrefix?: string; required?: boolean }

export function PasswordField({ name, label, autoComplete, onChange, idPrefix = 'pw', required = true }: PasswordFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${idPrefix}-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input id={`${idPrefix}-${name}`} name={name} type="password" required={required} autoComplete={autoComplete} className={inputClasses} onChange={(e) => onChange?.(e.target.value)} />
    </div>
  )
}

export function PasswordChangeForm({ disabled }: { disabled: boolean }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(changePasswordAction, SETTINGS_IDLE, ADMIN_SITE_UPDATED)
  const [next, setNext] = useState('')
  return (
    <form ref={formRef} action={action} className="max-w-md space-y-4" data-testid="password-change-form">
      <fieldset disabled={disabled} className="space-y-4">
        <PasswordField name="current" label="Current password" autoComplete="current-password" />
        <PasswordField name="next" label="New password" autoComplete="new-password" onChange={setNext} />
        <PasswordChecklist password={next} />
        <PasswordField name="confirm" label="Repeat the new password" autoComplete="new-password" />
      </fieldset>
      <Status state={state} id="password-change-status" />
      <button type="submit" disabled={disabled || pending} className={buttonClasses()}>
        Change password
      </button>
    </form>
  )
}

const MODES = [
  { value: 'coming-soon', label: 'Coming soon — the widget shows the coming-soon message and navigation options' },
  { value: 'live', label: 'Live — the assistant answers visitors' },
] as const

export function ChatModeForm({ mode }: { mode: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(setChatModeAction, SETTINGS_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="max-w-md space-y-4" data-testid="chat-mode-form">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Chat assistant mode</legend>
        {MODES.map((m) => (
          <label key={m.value} className="flex items-start gap-2 text-sm">
            <input type="radio" name="mode" value={m.value} defaultChecked={mode === m.value} className="mt-1" />
            <span>{m.label}</span>
          </label>
        ))}
      </fieldset>
      <Status state={state} id="chat-mode-status" />
      <button type="submit" disabled={pending} className={buttonClasses({ variant: 'secondary' })}>
        Save mode
      </button>
    </form>
  )
}
