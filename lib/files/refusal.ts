import type { FormState, FormValues } from '@/lib/forms/form-state'
import { DECK_FIELD, DECK_MESSAGES } from './deck'

/**
 * How POST /apply/submit tells the page, without JavaScript, why an application was not taken: a code and the names
 * of the fields concerned in the redirect's query. Never the message text itself, so a crafted link cannot put
 * words of its own on the studio's page; the page turns the code back into the messages here.
 */
export const REFUSAL_CODES = ['deck-size', 'deck-type', 'invalid', 'conflict', 'rate', 'unavailable', 'malformed', 'busy', 'upload-rate', 'storage-full', 'too-slow', 'deck-name'] as const
export type RefusalCode = (typeof REFUSAL_CODES)[number]

const NOT_KEPT = 'What you typed could not be kept: please fill in the form again.'

const FORM_ERRORS: Record<RefusalCode, string> = {
  'deck-size': `Your application was not sent: ${DECK_MESSAGES.tooLarge} ${NOT_KEPT}`,
  'deck-type': `Your application was not sent: ${DECK_MESSAGES.notPdf} ${NOT_KEPT}`,
  invalid: `Your application was not sent: some fields need attention. ${NOT_KEPT}`,
  conflict: 'We already received this application as you first sent it; changes made since were not saved. Please contact us if something needs correcting.',
  rate: 'Too many submissions. Please try again in a minute.',
  unavailable: 'We could not receive your application right now. Please try again in a minute.',
  malformed: `Your application could not be read. ${NOT_KEPT}`,
  busy: `Your application was not sent: ${DECK_MESSAGES.busy}`,
  'upload-rate': `Your application was not sent: ${DECK_MESSAGES.uploadRate}`,
  'storage-full': `Your application was not sent: ${DECK_MESSAGES.storageFull}`,
  'too-slow': `Your application was not sent: ${DECK_MESSAGES.tooSlow}`,
  'deck-name': `Your application was not sent: ${DECK_MESSAGES.badName} ${NOT_KEPT}`,
}

/** The codes whose message belongs beside the deck field. */
const DECK_FIELD_MESSAGES: Partial<Record<RefusalCode, string>> = {
  'deck-size': DECK_MESSAGES.tooLarge,
  'deck-type': DECK_MESSAGES.notPdf,
  busy: DECK_MESSAGES.busy,
  'upload-rate': DECK_MESSAGES.uploadRate,
  'storage-full': DECK_MESSAGES.storageFull,
  'too-slow': DECK_MESSAGES.tooSlow,
  'deck-name': DECK_MESSAGES.badName,
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,40}$/

export function refusalQuery(code: RefusalCode, fields: readonly string[], nonce?: string): string {
  const query = new URLSearchParams({ refused: code })
  if (nonce) query.set('r', nonce)
  const names = fields.filter((f) => FIELD_NAME.test(f))
  if (names.length) query.set('fields', names.join(','))
  return query.toString()
}

/**
 * The error state a refusal redirect stands for, or null when the query carries none (or a made-up one); `values`:
 * what the visitor typed, when it came back with the redirect (./refusal-values.ts).
 */
export function refusalState(search: Record<string, string | string[] | undefined>, knownFields: readonly string[], values?: FormValues | null): FormState | null {
  const code = search.refused
  if (typeof code !== 'string' || !(REFUSAL_CODES as readonly string[]).includes(code)) return null
  const fieldErrors: Record<string, string> = {}
  const named = typeof search.fields === 'string' ? search.fields.split(',') : []
  for (const name of named) if (knownFields.includes(name)) fieldErrors[name] = 'Please check this field.'
  const deckMessage = DECK_FIELD_MESSAGES[code as RefusalCode]
  if (deckMessage) fieldErrors[DECK_FIELD] = deckMessage
  const formError = FORM_ERRORS[code as RefusalCode]
  return { status: 'error', fieldErrors, formError: values ? formError.replace(` ${NOT_KEPT}`, '') : formError, values: values ?? {} }
}
