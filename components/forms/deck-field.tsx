'use client'

import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import { FieldError, FieldLabel, inputClasses } from './form-kit'

export const DECK_LABEL = 'Pitch deck (PDF)'

/**
 * The deck's field, the route a form with a file is posted to (lib/files/deck.ts) and the field's hint, given by the
 * page (apply-page-parts.tsx): as props, that module (with the refusals the server and apply-steps.ts show) and the
 * hint's words stay out of the first load.
 */
export type DeckRules = { field: string; uploadPath: string; hint: ReactNode }

/**
 * The deck upload of /apply. A file input cannot be controlled or kept in a draft, so it sits outside the form's
 * controlled values; its error comes from the same errors as every field. `onPick` reports the chosen file's name.
 */
type DeckFieldProps = { deck: DeckRules; error?: string; onPick: (name: string) => void; className?: string }

export function DeckFileField({ deck, error, onPick, className }: DeckFieldProps) {
  const id = `apply-${deck.field}`
  const hintId = `${id}-hint`
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={id}>{DECK_LABEL}</FieldLabel>
      <input
        id={id}
        name={deck.field}
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
        onChange={(e) => onPick(e.target.files?.[0]?.name ?? '')}
        className={clsx(
          inputClasses,
          'file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-indigo-700 dark:file:bg-indigo-400/15 dark:file:text-indigo-200',
        )}
      />
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
      <p id={hintId} className="text-xs leading-5 text-slate-600 dark:text-slate-400">
        {deck.hint}
      </p>
    </div>
  )
}
