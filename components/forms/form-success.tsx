import { useId, type ReactNode } from 'react'
import { CheckCircle2 } from 'lucide-react'

/** The in-place confirmation of a form that stays on its page. */
export function FormSuccess({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  const headingId = useId()
  return (
    <div
      role="status"
      aria-labelledby={headingId}
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-50"
    >
      <p id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-300" />
        {title}
      </p>
      {children ? <div className="mt-2 text-sm leading-6">{children}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  )
}
