'use client'

import { useLayoutEffect, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { fillForm } from '@/lib/forms/client/fill-form'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { buttonClasses } from '@/components/ui/button'
import { inputClasses } from '@/components/forms/form-kit'
import { loginAction } from '@/lib/auth/actions'
import { ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { LOGIN_IDLE, loginMessage, type LoginState } from '@/lib/auth/login-state'
import { formDataToObject } from '@/lib/forms/form-data'

/**
 * Login: the owner types the password alone, a reviewer or an editor their e-mail too. A plain form posting a server action, so it works without JavaScript;
 * the hidden `next` field brings the admin back to the URL they asked for (usePathname runs during SSR too).
 *
 * Checking a password takes seconds (a deliberately slow hash, and a delay after a wrong one). Meanwhile the button
 * says so, and the visitor may already type again: the answer to the attempt they sent then belongs to no attempt on
 * screen, so it is not shown, and what they typed stays (React empties a form once its action is done).
 */
export function LoginForm() {
  const pathname = usePathname()
  // The form's action: the page it is on (an empty action is not valid HTML).
  const [state, formAction, pending, formRef] = useActionStateAcrossBuilds(loginAction, LOGIN_IDLE, ADMIN_SITE_UPDATED, pathname)
  // The state on screen when the visitor typed while an attempt was checked; null when they did not.
  const [typedOver, setTypedOver] = useState<LoginState | null>(null)
  const typed = useRef<FormData | null>(null)
  useLayoutEffect(() => {
    const form = formRef.current
    if (pending || !form || !typed.current) return
    fillForm(form, formDataToObject(typed.current))
    typed.current = null
  }, [state, pending, formRef])
  const error = loginMessage(state, typedOver)
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={() => setTypedOver(null)}
      onInput={(event) => {
        if (!pending) return
        typed.current = new FormData(event.currentTarget)
        if (typedOver === null) setTypedOver(state)
      }}
      className="space-y-4"
      data-testid="admin-login-form"
    >
      <input type="hidden" name="next" value={pathname} />
      <div className="space-y-1.5">
        <label htmlFor="admin-email" className="block text-sm font-medium">
          E-mail <span className="font-normal text-slate-600 dark:text-slate-400">(reviewers and editors)</span>
        </label>
        <input
          id="admin-email"
          name="email"
          type="email"
          autoComplete="username"
          aria-describedby="admin-email-hint"
          className={inputClasses}
        />
        <p id="admin-email-hint" className="text-xs text-slate-600 dark:text-slate-400">
          Leave empty to log in as the owner.
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="admin-password" className="block text-sm font-medium">
          Password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby="admin-login-status"
          className={inputClasses}
        />
      </div>
      <p id="admin-login-status" role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
        {error}
      </p>
      <button type="submit" disabled={pending} className={buttonClasses({ className: 'w-full' })}>
        {pending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  )
}
