import { DECK_FIELD, DECK_LABEL, deckSummary } from '@/lib/files/deck'
import { readableFields } from './readable-fields'

/**
 * The founder's copy of what they sent: the application's fields in the form's order, with the
 * form's labels and readable values, for the success page (printable) and the text download. The labels and values
 * are the ones the team reads (readable-fields.ts, from the form's own schema), so the two never differ.
 */
export type CopyLine = { name: string; label: string; value: string }
/** What is shown of an uploaded file: its name and size, never its bytes. */
export type SentFile = { fileName: string; sizeBytes: number }

/** A submission of any form type as labelled lines in the form's order, then the files that came with it. */
export function submissionLines(type: string, data: Record<string, unknown>, files: readonly SentFile[] = []): CopyLine[] {
  const lines = readableFields(type, data)
    .map((f) => ({ name: f.key, label: f.label, value: 'text' in f ? f.text.trim() : JSON.stringify(f.data) }))
    .filter((line) => line.value !== '')
  return files.length ? [...lines, { name: DECK_FIELD, label: DECK_LABEL, value: deckSummary(files) }] : lines
}

/** The answers, then the deck that arrived with them (its name and size), so the founder sees it was received. */
export function applicationLines(data: Record<string, unknown>, files: readonly SentFile[] = []): CopyLine[] {
  return submissionLines('apply', data, files)
}

/** The download: plain text, one field after another, long answers kept as written. */
export function applicationCopyText(copy: { reference: string; company: string; submittedAt: Date; data: Record<string, unknown>; files?: readonly SentFile[] }, studio: string): string {
  const title = `Application to ${studio}${copy.company ? ` — ${copy.company}` : ''}`
  return [
    title,
    `Reference: ${copy.reference}`,
    `Sent: ${copy.submittedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    ...applicationLines(copy.data, copy.files).flatMap((line) => [`${line.label}:`, line.value, '']),
  ].join('\n')
}
