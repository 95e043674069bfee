/** The /apply draft in localStorage: every change is kept until the application is received. */
const APPLY_DRAFT_KEY = 'apply-draft'

/** Never kept: the honeypot, the idempotency key and consent (agreed to at submission, not in a draft). */
const NOT_KEPT = new Set(['fax', '_idem', '_session', 'consent'])

/**
 * `deck` is the name of the PDF chosen on the deck step: a file cannot be kept in storage, so after a reload the form
 * asks for it again instead of sending the application without it.
 */
export type ApplyDraft = { step: number; values: Record<string, string>; deck?: string }

/** Longer than any file name a browser reports; a longer stored value is not a name the form wrote. */
const DECK_NAME_MAX = 255

export function cleanDraftValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => !NOT_KEPT.has(k) && typeof v === 'string' && v !== ''))
}

export function parseDraft(raw: string | null, stepCount: number): ApplyDraft | null {
  if (!raw) return null
  try {
    const data: unknown = JSON.parse(raw)
    if (!data || typeof data !== 'object') return null
    const { step, values, deck } = data as { step?: unknown; values?: unknown; deck?: unknown }
    if (!values || typeof values !== 'object' || Array.isArray(values)) return null
    const clean = cleanDraftValues(
      Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length <= 5000)),
    )
    const s = typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), stepCount - 1) : 0
    const deckName = typeof deck === 'string' && deck !== '' && deck.length <= DECK_NAME_MAX ? deck : undefined
    return deckName ? { step: s, values: clean, deck: deckName } : { step: s, values: clean }
  } catch {
    return null
  }
}

/** @public — reached through sending.ts, which apply-form.tsx loads dynamically (knip cannot follow it). */
export function saveDraft(draft: ApplyDraft) {
  try {
    localStorage.setItem(APPLY_DRAFT_KEY, JSON.stringify({ step: draft.step, values: cleanDraftValues(draft.values), deck: draft.deck || undefined }))
  } catch {
    // Private mode or a full quota: the form still works, only without a draft.
  }
}

/** @public — reached through sending.ts, which apply-form.tsx loads dynamically (knip cannot follow it). */
export function readDraft(stepCount: number): ApplyDraft | null {
  try {
    return parseDraft(localStorage.getItem(APPLY_DRAFT_KEY), stepCount)
  } catch {
    return null
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(APPLY_DRAFT_KEY)
  } catch {
    // Nothing to clear.
  }
}
