import type { ReactNode } from 'react'
import Link from 'next/link'
import { APPLICATION_UPLOAD_PATH, DECK_FIELD, DECK_MAX_BYTES } from '@/lib/files/deck'
import type { ApplyStep } from '@/lib/forms/definitions/apply'
import type { ReviewTexts, StepMark } from './apply-form'
import type { DeckRules } from './deck-field'

/**
 * The application form's fixed parts, rendered by the server and given to the form (a client component) as props:
 * they travel with the page instead of in the form's first-load code.
 */

export const APPLY_REVIEW_TEXTS: ReviewTexts = {
  checkAbove: <p className="text-sm text-slate-600 dark:text-slate-400">Please check your answers above before you submit.</p>,
  consent: (
    <>
      I agree to the processing of the information in this application to evaluate it, as described in the{' '}
      <Link href="/privacy-policy" className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
        privacy policy
      </Link>
      .<span aria-hidden="true" className="text-red-700 dark:text-red-400"> *</span>
    </>
  ),
}

export const APPLY_DECK: DeckRules = {
  field: DECK_FIELD,
  uploadPath: APPLICATION_UPLOAD_PATH,
  hint: (
    <>
      A PDF of up to {DECK_MAX_BYTES / 1024 / 1024} MB, or a link above — whichever is easier. Only the studio&apos;s team can open it.
    </>
  ),
}

// A step's mark follows its list item's data-state (current, done, todo), which the form sets: every state's look is
// in the markup, and the form changes one attribute. Each state has its own dark variant, so no two rules tie.
const CURRENT =
  'group-data-[state=current]/step:border-indigo-600 group-data-[state=current]/step:bg-indigo-600 group-data-[state=current]/step:text-white dark:group-data-[state=current]/step:border-indigo-400 dark:group-data-[state=current]/step:bg-indigo-500 dark:group-data-[state=current]/step:text-white'
const DONE =
  'group-data-[state=done]/step:border-indigo-600 group-data-[state=done]/step:bg-indigo-50 group-data-[state=done]/step:text-indigo-700 dark:group-data-[state=done]/step:border-indigo-400 dark:group-data-[state=done]/step:bg-indigo-400/15 dark:group-data-[state=done]/step:text-indigo-200'
const CIRCLE = `flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 ${CURRENT} ${DONE}`
const TITLE =
  'hidden text-center text-xs leading-4 font-medium sm:block text-slate-600 dark:text-slate-400 group-data-[state=current]/step:text-slate-950 dark:group-data-[state=current]/step:text-white'

/**
 * Each step's mark in the progress list: its number (a tick once done) and its title, as a link to its section (every
 * step on the page: without JavaScript, and until the form is hydrated) and as a label (step by step).
 */
export function stepMarks(steps: readonly ApplyStep[], done: ReactNode): StepMark[] {
  return steps.map((s, i) => {
    const mark = <Mark number={i + 1} title={s.title} done={done} />
    return {
      link: (
        <a href={`#${s.id}`} className="flex flex-col items-center gap-2 rounded-lg">
          {mark}
          <span className="sr-only sm:hidden">{s.title}</span>
        </a>
      ),
      label: (
        <span className="flex flex-col items-center gap-2" aria-label={`Step ${i + 1}: ${s.title}`}>
          {mark}
        </span>
      ),
    }
  })
}

function Mark({ number, title, done }: { number: number; title: string; done: ReactNode }) {
  return (
    <>
      <span className={CIRCLE}>
        <span className="group-data-[state=done]/step:hidden">{number}</span>
        <span className="hidden group-data-[state=done]/step:contents">{done}</span>
      </span>
      <span className={TITLE}>{title}</span>
      <span className="hidden group-data-[state=done]/step:contents">
        <span className="sr-only">(completed)</span>
      </span>
    </>
  )
}
