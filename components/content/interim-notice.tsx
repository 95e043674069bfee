import { Clock } from '@/components/ui/icons'
import type { ReactNode } from 'react'

/** A clearly marked notice that a form is not open yet, with what to do meanwhile. */
export function InterimNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-400/30 dark:bg-amber-400/10">
      <Clock aria-hidden="true" className="mt-0.5 size-6 flex-none text-amber-700 dark:text-amber-300" />
      <div>
        <p className="font-semibold text-amber-950 dark:text-amber-100">{title}</p>
        <div className="mt-1 text-sm leading-6 text-amber-900 dark:text-amber-100/90">{children}</div>
      </div>
    </div>
  )
}
