/**
 * The pitch deck an application may carry: its form field, its limit and what a refusal says.
 * Import-free, so the form in the browser checks a file with the same rules and words as the server.
 */

/**
 * Where the application is posted as multipart/form-data when a deck is attached (always without JavaScript):
 * lib/files/application-post.ts, behind app/(site)/apply/submit/route.ts.
 */
export const APPLICATION_UPLOAD_PATH = '/apply/submit'

/** The file input's name; the link to a deck is the text field `deckUrl`. */
export const DECK_FIELD = 'deckFile'

/** 15 MB (MiB, as file managers count): enough for any deck exported to PDF, small enough to keep in memory once. */
export const DECK_MAX_BYTES = 15 * 1024 * 1024

export const DECK_MESSAGES = {
  notPdf: 'The deck must be a PDF file. Export your slides as PDF, or share a link to them instead.',
  tooLarge: 'The deck must be 15 MB or smaller. Compress the PDF, or share a link to it instead.',
  /** More uploads in progress than this instance takes at once (503 + Retry-After); what was typed stays. */
  busy: 'Too many uploads right now, try again in a minute.',
  /** This client's uploads for the hour are used up (429 + Retry-After). */
  uploadRate: 'You have uploaded several decks in a short time. Please try again later, or share a link to your deck instead.',
  /** The studio's deck storage is full: a link still works. */
  storageFull: 'We cannot take deck files right now. Please share a link to your deck instead.',
  /** The file name carries characters no header may (a control character): the browser never sends one of its own. */
  badName: 'The deck’s file name could not be read. Rename the file (letters, digits and spaces) and choose it again.',
  /** The body did not arrive within the upload deadline. */
  tooSlow: 'The upload took too long and was stopped. Check your connection and try again, or share a link to your deck instead.',
  /** An upload that did not get through: unlike a text-only form, a file cannot be kept in the browser to send later. */
  notSent: 'Your application and its deck did not reach us (the connection failed or the server did not answer). Nothing you typed is lost: press Submit application to send it again.',
} as const

/** Every PDF starts with these bytes; a name ending in .pdf or a browser's guess of the type proves nothing. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

/** How many leading bytes isPdf() needs. */
export const PDF_MAGIC_LENGTH = PDF_MAGIC.length

export function isPdf(head: Uint8Array): boolean {
  return head.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte)
}

/** The refusal for a file of this size and first bytes, or null when it is a deck we take. */
export function deckProblem(size: number, head: Uint8Array): string | null {
  if (size > DECK_MAX_BYTES) return DECK_MESSAGES.tooLarge
  if (!isPdf(head)) return DECK_MESSAGES.notPdf
  return null
}

/** 1.2 MB, 340 kB: a deck's size as people read it (1 MB = 1,048,576 bytes, as the 15 MB limit counts). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} kB`
}

/** "deck.pdf (2 kB)": how the founder's copy and receipt confirm the deck that arrived. */
export function deckSummary(files: readonly { fileName: string; sizeBytes?: number }[]): string {
  return files.map((f) => (f.sizeBytes === undefined ? f.fileName : `${f.fileName} (${formatFileSize(f.sizeBytes)})`)).join(', ')
}

/** The label the form gives the deck's file input. */
export const DECK_LABEL = 'Pitch deck'
