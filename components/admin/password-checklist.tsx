'use client'

import { Check, X } from 'lucide-react'
import { passwordChecks } from '@/lib/auth/password'

/** The password requirements, met or unmet, as the admin types (the same texts the CLI prints). */
export function PasswordChecklist({ password, label = 'Password requirements', testId = 'password-checklist' }: { password: string; label?: string; testId?: string }) {
  return (
    <ul className="space-y-1 text-sm" aria-label={label} data-testid={testId}>
      {passwordChecks(password).map((check) => (
        <li key={check.id} data-met={check.met} className={check.met ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-600 dark:text-slate-400'}>
          {check.met ? <Check aria-hidden="true" className="mr-1.5 inline size-4" /> : <X aria-hidden="true" className="mr-1.5 inline size-4" />}
          {check.text}
          <span className="sr-only">{check.met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  )
}
