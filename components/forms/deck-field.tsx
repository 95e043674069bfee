'use client'

import { clsx } from 'clsx'
import { DECK_FIELD, DECK_MAX_BYTES, deckProblem, PDF_MAGIC_LENGTH } from '@/lib/files/deck'
import type { FormFieldErrors } from '@/lib/forms/form-state'
import { FieldError, inputClasses } from './form-kit'

export const DECK_LABEL = 'Pitch deck (PDF)'

/**
 * The deck upload of /apply. A file input cannot be controlled or kept in a draft, so it sits outside the form's
 * controlled values; its error comes from the same errors as every field. `onPick` reports the chosen file's name.
 */
export function DeckFileField({ errors, onPick, className }: { errors: FormFieldErrors; onPick: (name: string) => void; className?: string }) {
  const id = `apply-${DECK_FIELD}`
  const error = errors[DECK_FIELD]
  const hintId = `${id}-hint`
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="flex items-baseline gap-1 text-sm font-medium text-slate-900 dark:text-slate-100">
        {DECK_LABEL}
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">(optional)</span>
      </label>
      <input
        id={id}
        name={DECK_FIELD}
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
        A PDF of up to {DECK_MAX_BYTES / 1024 / 1024} MB, or a link above — whichever is easier. Only the studio&apos;s team can open it.
      </p>
    </div>
  )
}

/** The chosen deck's problem (too large, not a PDF by its first bytes), checked in the browser before sending. */
export async function chosenDeckProblem(form: HTMLFormElement): Promise<string | null> {
  const input = form.elements.namedItem(DECK_FIELD)
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
  if (!file) return null
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC_LENGTH).arrayBuffer())
  return deckProblem(file.size, head)
}

export function hasChosenDeck(form: HTMLFormElement): boolean {
  const input = form.elements.namedItem(DECK_FIELD)
  return input instanceof HTMLInputElement && !!input.files?.length
}
