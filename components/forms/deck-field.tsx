'use client'

import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import { Button } from '@/components/ui/button'
import { FieldError, FieldLabel, inputClasses } from './form-kit'

export const DECK_LABEL = 'Pitch deck (PDF)'

/** Why Next and Submit wait when the deck chosen before a reload has not been attached again. */
export function reattachMessage(name: string): string {
  return `Please attach your deck “${name}” again, or continue without a deck.`
}

/**
 * The deck's field, the route a form with a file is posted to (lib/files/deck.ts) and the field's hint, given by the
 * page (apply-page-parts.tsx): as props, that module (with the refusals the server and lib/forms/client/apply-checks.ts show) and the
 * hint's words stay out of the first load.
 */
export type DeckRules = { field: string; uploadPath: string; hint: ReactNode }

/**
 * The deck upload of /apply. A file input cannot be controlled or kept in a draft, so it sits outside the form's
 * controlled values; its error comes from the same errors as every field. `onPick` reports the chosen file's name.
 * `lost` names a deck chosen before the page reloaded (the draft keeps the name, the browser drops the file): the
 * field asks for it again, and `onForget` lets the founder go on without it.
 */
type DeckFieldProps = {
  deck: DeckRules
  error?: string
  onPick: (name: string) => void
  lost?: string
  onForget?: () => void
  className?: string
}

export function DeckFileField({ deck, error, onPick, lost, onForget, className }: DeckFieldProps) {
  const id = `apply-${deck.field}`
  const hintId = `${id}-hint`
  const errorId = error ? `${id}-error` : undefined
  // Once Next or Submit has said it as an error, the notice would only repeat it.
  const lostId = lost && !error ? `${id}-lost` : undefined
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={id}>{DECK_LABEL}</FieldLabel>
      <input
        id={id}
        name={deck.field}
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, lostId, hintId].filter(Boolean).join(' ')}
        onChange={(e) => onPick(e.target.files?.[0]?.name ?? '')}
        className={clsx(
          inputClasses,
          'file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-indigo-700 dark:file:bg-indigo-400/15 dark:file:text-indigo-200',
        )}
      />
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
      {lostId ? (
        <p id={lostId} className="text-sm leading-6 font-medium text-amber-800 dark:text-amber-200">
          You chose “{lost}” before the page reloaded, and browsers do not keep a chosen file: please attach your deck
          again.
        </p>
      ) : null}
      {lost ? (
        <Button variant="secondary" size="sm" onClick={onForget}>
          Continue without a deck
        </Button>
      ) : null}
      <p id={hintId} className="text-xs leading-5 text-slate-600 dark:text-slate-400">
        {deck.hint}
      </p>
    </div>
  )
}
