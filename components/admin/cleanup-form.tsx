'use client'

import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { ADMIN_IDLE, ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { cleanupAction } from '@/lib/privacy/actions'
import { ActionError } from './action-error'
import { dangerButton } from './styles'

/** The confirming step of the clean-up: deletes exactly what was counted against `cutoff`. */
export function CleanupForm({ days, cutoff, rows }: { days: number; cutoff: string; rows: number }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(cleanupAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  if (state.status === 'done') {
    return (
      <p role="status" className="mt-4 font-medium text-emerald-700 dark:text-emerald-300">
        {state.message}
      </p>
    )
  }
  return (
    <form ref={formRef} action={action} className="mt-4 flex flex-wrap items-center gap-3">
      <input type="hidden" name="days" value={days} />
      <input type="hidden" name="cutoff" value={cutoff} />
      <button type="submit" disabled={pending} className={dangerButton}>
        {pending ? 'Deleting…' : `Delete ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`}
      </button>
      <ActionError state={state} />
    </form>
  )
}
