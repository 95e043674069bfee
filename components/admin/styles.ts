/** Shared class names of the admin pages (kept as data so the pages stay short). */
export const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900'
export const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-50'
export const muted = 'text-sm text-slate-600 dark:text-slate-300'
export const textLink =
  'font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300'
export const input =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100'
export const label = 'block text-sm font-medium text-slate-800 dark:text-slate-200'
export const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300'
export const td = 'px-3 py-2 align-top text-sm text-slate-800 dark:text-slate-200'
export const pageButton =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-indigo-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:text-slate-100 dark:hover:text-indigo-300'
/** White on rose-700 is 6.2:1 — the destructive confirm buttons. */
export const dangerButton =
  'inline-flex h-9 items-center justify-center rounded-full bg-rose-700 px-4 text-sm font-semibold text-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:opacity-50'
