import { PROCESS_STEPS, PROCESS_TOTAL_DISPLAY } from '@/config/facts'
import { cn } from './cn'

/**
 * The investment process from config/facts.ts as an ordered timeline. Step names are h3: place it under an h2.
 * `compact` drops the total line for use inside cards. No wrapper element: `className` places the list, so a page
 * spaces it without a <div> of its own. Classes: app/styles/content.css.
 */
export function ProcessTimeline({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <>
      <ol className={cn('grid gap-4 md:grid-cols-2 xl:grid-cols-4', className)}>
        {PROCESS_STEPS.map((step, i) => (
          <li key={step.id} className="step-card">
            <div className="flex items-center justify-between gap-3">
              <span aria-hidden="true" className="step-index">
                {i + 1}
              </span>
              <span className="step-duration">{step.duration}</span>
            </div>
            <h3 className="step-name">
              {/* One text node: pieces interpolated apart are hydrated one by one, with a comment between. */}
              <span className="sr-only">{`Step ${i + 1}: `}</span>
              {step.name}
            </h3>
            <p className="step-text">{step.description}</p>
          </li>
        ))}
      </ol>
      {compact ? null : (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
          End to end, most investments take <strong className="font-semibold text-slate-900 dark:text-slate-100">{PROCESS_TOTAL_DISPLAY}</strong>{' '}
          from application to funds transferred.
        </p>
      )}
    </>
  )
}
