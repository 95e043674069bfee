/**
 * Copy for /docs/api, the forms API reference. The form types and their fields come from the schemas
 * (lib/forms/api-doc.ts); this is the prose around them. In the paragraphs, `code` is set in a code face and
 * [label](/path) is a link.
 */
import type { PageSummary } from './page-summary'

export const API_DOCS_PAGE = {
  path: '/docs/api',
  title: 'Forms API',
  summary: 'The public forms API: POST /api/forms/{type} with JSON. Form types, fields and limits, status codes, errors and an example with curl.',
  eyebrow: 'Developers',
  heading: 'Forms API',
  lead: 'Every form on this site can also be sent as JSON: applications, contact messages, newsletter sign-ups and the other enquiries. No key is needed; submissions reach the same team as the forms.',
  requestTitle: 'The request',
  exampleLabel: 'Example request with curl',
  responsesTitle: 'Responses',
  typesTitle: 'Form types and fields',
  typesNavLabel: 'Form types',
  closing: 'Questions about integrating? Write to us through the [contact form](/contact) or see [help and support](/support).',
} as const satisfies PageSummary & Record<string, string>

/** The heading of a form type's section: its endpoint. */
export const apiEndpoint = (type: string) => `POST /api/forms/${type}`

/** The example request, sent to this site's own address. */
export const curlExample = (origin: string) => `curl -X POST ${origin}/api/forms/contact \\
  -H 'Content-Type: application/json' \\
  -H 'Idempotency-Key: 3f1c2a9e-contact-001' \\
  -d '{"name":"Ada Lovelace","email":"ada@example.com","message":"We are building agents for lab automation."}'`

export const API_REQUEST_PARAGRAPHS: readonly string[] = [
  "`POST /api/forms/{type}` with a JSON object of the form's fields and `Content-Type: application/json`. The body may be up to 64 kB. Text is trimmed; fields not listed for a type are ignored.",
  'Send an `Idempotency-Key` header (any unique string up to 200 characters) to retry safely: a repeat with the same key and the same body answers like the first and is stored once; the same key with another body answers 422. Each address may send a limited number of submissions a minute.',
]

export const API_RESPONSES_LEAD = 'Every answer is JSON. Errors carry a readable sentence in `error`.'

/** Each status the API answers with, and what it means for the caller. */
export const API_STATUS_CODES: readonly (readonly [status: string, meaning: string])[] = [
  ['201 Created', 'Stored. Body: { "id": "…", "reference": "M3-2026-0042" }; an application also gets "statusToken", the founder’s private status page being /apply/status/<statusToken> (a repeat with the same Idempotency-Key answers without it).'],
  ['202 Accepted', 'Kept safely and stored as soon as the database is back. Body: { "id": "…", "queued": true }; the reference is given then (an applicant gets it by e-mail).'],
  ['400 Bad Request', 'Invalid JSON or fields that need attention. Body: { "error": "…", "fieldErrors": { "email": "Please enter a valid e-mail address." } }.'],
  ['404 Not Found', 'Unknown form type.'],
  ['413 Payload Too Large', 'The body is larger than 64 kB.'],
  ['415 Unsupported Media Type', 'The Content-Type is not application/json.'],
  ['422 Unprocessable Content', 'The Idempotency-Key was already used for this form type with a different body; nothing was stored. Use a new key for a new submission.'],
  ['429 Too Many Requests', 'Too many submissions from one address; the Retry-After header says when to try again.'],
  ['503 Service Unavailable', 'The submission could not be kept right now; retry after the Retry-After seconds (60).'],
]
