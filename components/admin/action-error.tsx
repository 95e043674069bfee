import type { AdminActionState } from '@/lib/admin/action-state'

/** The error line under an admin action's form, announced when it appears; nothing while the action is fine. */
export function ActionError({ state }: { state: AdminActionState }) {
  if (state.status !== 'error') return null
  return (
    <p role="alert" className="w-full text-sm font-medium text-rose-700 dark:text-rose-300">
      {state.message}
    </p>
  )
}
