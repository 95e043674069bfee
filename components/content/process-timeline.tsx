import { PROCESS_STEPS, PROCESS_TOTAL_DISPLAY } from '@/config/facts'

/**
 * The investment process from config/facts.ts as an ordered timeline. Step names are h3: place it under an h2.
 * `compact` drops the total line for use inside cards.
 */
export function ProcessTimeline({ compact = false }: { compact?: boolean }) {
  return (
    <div>
      <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {PROCESS_STEPS.map((step, i) => (
          <li
            key={step.id}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center justify-between gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
              >
                {i + 1}
              </span>
              <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-200 dark:bg-indigo-400/10 dark:text-indigo-200 dark:ring-indigo-400/30">
                {step.duration}
              </span>
            </div>
            <h3 className="mt-5 text-base font-semibold text-slate-950 dark:text-white">
              <span className="sr-only">Step {i + 1}: </span>
              {step.name}
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{step.description}</p>
          </li>
        ))}
      </ol>
      {compact ? null : (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
          End to end, most investments take <strong className="font-semibold text-slate-900 dark:text-slate-100">{PROCESS_TOTAL_DISPLAY}</strong>{' '}
          from application to funds transferred.
        </p>
      )}
    </div>
  )
}
