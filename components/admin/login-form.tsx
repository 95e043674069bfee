'use client'

import { usePathname } from 'next/navigation'
import { useActionStateAcrossBuilds } from '@/components/forms/use-action-state-across-builds'
import { buttonClasses } from '@/components/ui/button'
import { inputClasses } from '@/components/forms/form-kit'
import { loginAction } from '@/lib/auth/actions'
import { ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { LOGIN_IDLE } from '@/lib/auth/login-state'

/**
 * Login: the owner types the password alone, a reviewer or an editor their e-mail too. A plain form posting a server action, so it works without JavaScript;
 * the hidden `next` field brings the admin back to the URL they asked for (usePathname runs during SSR too).
 */
export function LoginForm() {
  const [state, formAction, pending, formRef] = useActionStateAcrossBuilds(loginAction, LOGIN_IDLE, ADMIN_SITE_UPDATED)
  const pathname = usePathname()
  const error = state.status === 'error' ? state.message : ''
  return (
    <form ref={formRef} action={formAction} className="space-y-4" data-testid="admin-login-form">
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
        Log in
      </button>
    </form>
  )
}
