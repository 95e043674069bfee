import { buttonClasses } from '@/components/ui/button'
import type { AdminActionState } from '@/lib/admin/action-state'

type ConfirmState = Extract<AdminActionState, { status: 'confirm' }>

/**
 * The second step of a form whose action sends an e-mail that cannot be taken back: what will be sent, the choices
 * made in the first step as hidden fields, and Confirm (posts them again with confirm=1) or Cancel (cancel=1, nothing
 * is done). Rendered inside the form in place of its fields, so it works the same without JavaScript.
 */
export function ConfirmStep({ state, pending, id }: { state: ConfirmState; pending: boolean; id: string }) {
  return (
    <div className="space-y-3" data-testid="confirm-step">
      {Object.entries(state.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p id={id} role="status" className="text-sm font-medium text-slate-900 dark:text-slate-50">
        {state.message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="confirm" value="1" disabled={pending} className={buttonClasses({ size: 'sm' })} aria-describedby={id}>
          {pending ? 'Sending…' : 'Confirm'}
        </button>
        <button type="submit" name="cancel" value="1" disabled={pending} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Cancel
        </button>
      </div>
    </div>
  )
}
