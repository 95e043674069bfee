import type { ReactNode } from 'react'
import { clsx } from 'clsx'

/** The top of a form page: eyebrow, the page's one h1, and an introduction. */
export function FormPageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">{title}</h1>
      {children ? <div className="mt-5 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-400">{children}</div> : null}
    </header>
  )
}

/** The card a form sits in. */
export function FormCard({ children, className, id, labelledBy }: { children: ReactNode; className?: string; id?: string; labelledBy?: string }) {
  return (
    <div
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white/80 p-5 shadow-sm shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900/70 dark:shadow-none',
        className,
      )}
    >
      {children}
    </div>
  )
}

/**
 * `noApplyFab`: a page of the application itself (/apply, /apply-new, /apply/success), where the phones' floating
 * Apply Now would only cover the form and invite an applicant to apply again. The attribute hides it from CSS
 * (app/globals.css), so it is decided in the server's HTML and holds without JavaScript.
 */
export function PageContainer({ children, narrow, noApplyFab }: { children: ReactNode; narrow?: boolean; noApplyFab?: boolean }) {
  return (
    <div data-no-apply-fab={noApplyFab ? '' : undefined} className={clsx('mx-auto px-4 py-16 sm:px-6 sm:py-20 lg:px-8', narrow ? 'max-w-3xl' : 'max-w-5xl')}>
      {children}
    </div>
  )
}
