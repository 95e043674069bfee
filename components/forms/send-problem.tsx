import { clsx } from 'clsx'
import { CloudOff } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import type { SendProblem } from '@/lib/forms/client/send-form'

/** What the visitor reads when an attempt did not get through; `noun` is the form's ("message", "application"). */
function problemText(problem: SendProblem, noun: string): string {
  const kept = `Nothing you typed is lost: your ${noun} is saved in this browser`
  switch (problem.reason) {
    case 'offline':
      return 'Saved — we will send this when you are back online.'
    case 'network':
      return `The connection dropped before your ${noun} reached us. ${kept} and will be sent when the connection is back.`
    case 'timeout':
      return `We did not hear back in time, so your ${noun} may not have arrived. ${kept}; sending it again cannot make a duplicate.`
    case 'server':
      return `Our server could not take your ${noun} just now. ${kept} and we will try again shortly.`
    case 'kept':
      return `Your ${noun} from earlier is saved in this browser and will be sent as soon as the connection allows.`
  }
}

export type SendProblemMessageProps = { noun: string; onRetry: () => void; onDiscard: () => void; compact?: boolean }

/**
 * The body of form-kit's SendProblemNotice: fetched at hydration with import(), not in the form's first load.
 */
export function SendProblemMessage({ problem, noun, onRetry, onDiscard, compact }: { problem: SendProblem } & SendProblemMessageProps) {
  return (
    <div
      className={clsx(
        'rounded-lg border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100',
        compact ? 'space-y-2 px-3 py-2 text-xs' : 'space-y-3 px-4 py-3 text-sm',
      )}
    >
      <p className="flex items-start gap-2">
        <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{problemText(problem, noun)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onRetry} className={buttonClasses({ size: 'sm' })}>
          Retry
        </button>
        <button type="button" onClick={onDiscard} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
          Discard saved copy
        </button>
      </div>
    </div>
  )
}
