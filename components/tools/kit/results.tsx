import { AlertTriangle, CheckCircle2, Info } from 'lucide-react'
import type { ReactNode } from 'react'

/** The numbers a tool produced, as a definition list so each value is read with its label. */
export function ResultGrid({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
}

const TONES = {
  neutral: 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
  good: 'border-emerald-200 bg-emerald-50 dark:border-emerald-400/30 dark:bg-emerald-400/10',
  warning: 'border-amber-300 bg-amber-50 dark:border-amber-400/40 dark:bg-amber-400/10',
} as const

export function ResultStat({ label, value, detail, tone = 'neutral' }: { label: string; value: string; detail?: string; tone?: keyof typeof TONES }) {
  return (
    <div className={`rounded-xl border p-4 ${TONES[tone]}`}>
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-950 tabular-nums dark:text-white">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">{detail}</dd> : null}
    </div>
  )
}

/** What the numbers mean, in words: good news first, then what needs attention. */
export function Commentary({ insights, warnings }: { insights: readonly string[]; warnings: readonly string[] }) {
  if (insights.length === 0 && warnings.length === 0) return null
  return (
    <ul className="space-y-2">
      {warnings.map((w) => (
        <li key={w} className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
          <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
          <span>
            <span className="sr-only">Warning: </span>
            {w}
          </span>
        </li>
      ))}
      {insights.map((i) => (
        <li key={i} className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm leading-6 text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
          <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
          <span>{i}</span>
        </li>
      ))}
    </ul>
  )
}

/** Shown instead of results while fields are marked invalid: their messages stand beside them, not here again. */
export function CorrectFieldsNote({ what, marked }: { what: string; marked: number }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {what} appears once the marked {marked === 1 ? 'field is' : 'fields are'} corrected.
    </p>
  )
}

/** Shown instead of results when the inputs cannot be calculated; says what to fix. */
export function ToolAlert({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  )
}
