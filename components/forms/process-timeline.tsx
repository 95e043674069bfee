import { clsx } from 'clsx'
import { PROCESS_STEPS, type ProcessStep } from '@/config/facts'

/**
 * The investment process from config/facts.ts as a numbered list: on the success page as what happens next, on the
 * founder's status page with the step the application has reached (`current`: steps before it are done; null when
 * none is reached yet, undefined for the plain list).
 */
export function ProcessTimeline({ current }: { current?: ProcessStep['id'] | null }) {
  const plain = current === undefined
  const reached = current ? PROCESS_STEPS.findIndex((s) => s.id === current) : -1
  return (
    <ol className="mt-6 space-y-6">
      {PROCESS_STEPS.map((step, i) => (
        <li key={step.id} aria-current={i === reached ? 'step' : undefined} className="flex gap-4">
          <span
            aria-hidden="true"
            className={clsx(
              'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
              plain || i <= reached
                ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                : 'border border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400',
            )}
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-950 dark:text-white">
              {step.name} <span className="font-normal text-slate-600 dark:text-slate-400">· {step.duration}</span>
              {i === reached ? <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">Current stage</span> : null}
              {i < reached ? <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">Done</span> : null}
            </h3>
            <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
