import { DECK_FIELD, deckProblem, PDF_MAGIC_LENGTH } from '@/lib/files/deck'
import { formDataToObject } from '@/lib/forms/form-data'
import type { FormFieldErrors } from '@/lib/forms/form-state'
import { formErrors } from './validate'

/**
 * What the application form needs once the visitor moves through its steps, loaded with import() when a field first
 * gets focus (or on Next): the check before Next and before sending. zod and the deck's rules stay out of the page's
 * first load.
 */
/** The schema's messages and the chosen deck's problem. */
export async function applicationErrors(form: HTMLFormElement): Promise<FormFieldErrors> {
  const found = formErrors('apply', form, formDataToObject(new FormData(form)))
  const deck = await chosenDeckProblem(form).catch(() => null) // an unreadable file: the server decides
  if (deck) found[DECK_FIELD] = deck
  return found
}

/** The chosen deck's problem (too large, not a PDF by its first bytes), checked in the browser before sending. */
async function chosenDeckProblem(form: HTMLFormElement): Promise<string | null> {
  const input = form.elements.namedItem(DECK_FIELD)
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
  if (!file) return null
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC_LENGTH).arrayBuffer())
  return deckProblem(file.size, head)
}
