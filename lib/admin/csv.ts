import { DECK_LABEL, deckSummary } from '@/lib/files/deck'
import { fieldLabel, fieldValueText } from '@/lib/forms/readable-fields'
import { FORM_SCHEMAS } from '@/lib/forms/schemas'
import { formTypeName, type FormType } from '@/lib/forms/types'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/lib/pipeline/statuses'
import { tagsLine } from '@/lib/pipeline/tags'

/**
 * The submissions CSV (columns, then the pipeline's, then one per field of a single exported type), pure so that it is tested without a server. RFC 4180: CRLF line ends,
 * a field is quoted when it holds a quote, comma, CR or LF, and quotes inside are doubled. Spreadsheet formula
 * injection (OWASP "CSV injection"): a value that starts with = + - @, a tab or a CR is prefixed with a single quote
 * so that Excel and LibreOffice show it as text instead of evaluating it. A spreadsheet set to a locale whose list
 * separator is ';' (German, French) splits an unquoted field at each ';', so a field holding one is always quoted, and
 * a formula character right after a ';' gets the same quote in case a reader splits there all the same.
 * A phone number ('+44 20 7946 0000') is quoted instead of prefixed: made of digits, spaces, parentheses and dots
 * after its '+', it can neither call a function nor name a cell, so the apostrophe would only show in the cell.
 * Hyphens are left out on purpose: a spreadsheet reads '+1-555-0100' as a sum, so that one keeps the apostrophe.
 * The file starts with a UTF-8 byte order mark, without which Excel on Windows reads it in the system's code page
 * and garbles '—' and accented names.
 */

export const CSV_BOM = '\uFEFF'

export const CSV_HEADER = ['Date', 'Type', 'Name', 'Email', 'Company', 'Message', 'Additional Data'] as const
/** After the fixed columns: blank for a submission that is not an application. */
export const PIPELINE_HEADER = ['Reference', 'Status', 'Assignee', 'Tags', 'Last note'] as const

const FORMULA_START = /^[=+\-@\t\r]/
const FORMULA_AFTER_SEMICOLON = /;(?=[=+\-@\t\r])/g
const NEEDS_QUOTES = /[",;\r\n]/
const PHONE = /^\+[\d ().]*\d[\d ().]*$/

export function neutralise(value: string): string {
  if (PHONE.test(value)) return value
  const inner = value.replace(FORMULA_AFTER_SEMICOLON, ";'")
  return FORMULA_START.test(inner) ? `'${inner}` : inner
}

export function csvField(value: string): string {
  const safe = neutralise(value)
  return NEEDS_QUOTES.test(safe) || PHONE.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`
}

function text(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** The first of `keys` whose value is present (not undefined or null), and that key. */
function pick(data: Record<string, unknown>, keys: readonly string[]): { key?: string; value: string } {
  for (const key of keys) {
    if (data[key] !== undefined && data[key] !== null) return { key, value: text(data[key]) }
  }
  return { value: '' }
}

export type CsvSubmission = { createdAt: Date; formType: string; data: Record<string, unknown> }

export type SubmissionColumns = { name: string; email: string; company: string; message: string; rest: Record<string, unknown> }

/**
 * Name, Email, Company and Message from the field each form type uses; `rest` is every other field, so the export
 * loses nothing (an application's stage, a contact's phone, the other of name/founderName if both were sent).
 * The dashboard's table shows the same columns.
 */
export function submissionColumns(data: Record<string, unknown>): SubmissionColumns {
  const name = pick(data, ['name', 'founderName'])
  const email = pick(data, ['email'])
  const company = pick(data, ['company', 'companyName'])
  const message = pick(data, ['message', 'pitch'])
  const used = new Set([name.key, email.key, company.key, message.key])
  const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !used.has(k)))
  return { name: name.value, email: email.value, company: company.value, message: message.value, rest }
}

/** The remaining fields for the JSON cell, keyed as stored; a choice by its label ('Seed', not 'seed'), a tick box as Yes or No. */
function readableRest(type: string, rest: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' || typeof v === 'boolean' ? fieldValueText(type, k, v) : v]))
}

/**
 * One submission as the seven CSV values: the type by its readable name (the specification names the column, not its values);
 * Additional Data is the remaining fields as JSON (blank if none), keyed as stored, with readable values.
 */
export function submissionFields(row: CsvSubmission): string[] {
  const c = submissionColumns(row.data)
  return [
    row.createdAt.toISOString(),
    formTypeName(row.formType),
    c.name,
    c.email,
    c.company,
    c.message,
    Object.keys(c.rest).length > 0 ? JSON.stringify(readableRest(row.formType, c.rest)) : '',
  ]
}

/** The fields of a form type in its schema's order: one column each when a single type is exported. */
export function formFieldNames(type: FormType): string[] {
  return Object.keys(FORM_SCHEMAS[type].shape)
}

/**
 * What an export writes: its header (the deck after the pipeline's columns) and, for a single type, that type's fields,
 * headed with the labels the forms and the submission page show and written as they read (an option's label). A mixed
 * export keeps the JSON cell alone, since the types share few fields; a single type keeps it too, for fields its
 * schema no longer has.
 */
export function exportColumns(type?: FormType): { header: string[]; fields: string[] } {
  const fields = type ? formFieldNames(type) : []
  return { header: [...CSV_HEADER, ...PIPELINE_HEADER, DECK_LABEL, ...fields.map((f) => fieldLabel(type!, f))], fields }
}

/** The file that came with a submission (name and size) and the link it gave, whichever it has. */
export function deckCell(row: Pick<CsvExportRow, 'data' | 'files'>): string {
  const link = typeof row.data.deckUrl === 'string' ? row.data.deckUrl : ''
  return [deckSummary(row.files), link].filter(Boolean).join(', ')
}

export type CsvExportRow = CsvSubmission & {
  reference: string
  status: ApplicationStatus | null
  assigneeId: string | null
  tags: string[]
  lastNote: string | null
  /** The files uploaded with it (the pitch deck). */
  files: readonly { fileName: string; sizeBytes: number }[]
}

/** The account names the Assignee column shows (an id no longer known is written as itself). */
export type ExportContext = { fields: readonly string[]; names: ReadonlyMap<string, string> }

export function exportFields(row: CsvExportRow, { fields, names }: ExportContext): string[] {
  return [
    ...submissionFields(row),
    row.reference,
    row.status ? APPLICATION_STATUS_LABELS[row.status] : '',
    row.assigneeId ? (names.get(row.assigneeId) ?? row.assigneeId) : '',
    tagsLine(row.tags),
    row.lastNote ?? '',
    deckCell(row),
    ...fields.map((f) => fieldValueText(row.formType, f, row.data[f])),
  ]
}

export function exportLine(row: CsvExportRow, context: ExportContext): string {
  return csvLine(exportFields(row, context))
}

/** 'submissions-2026-11-22.csv', or with the filter's type: 'submissions-apply-2026-11-22.csv'. */
export function csvFilename(now: Date, type?: string): string {
  return `submissions-${type ? `${type}-` : ''}${now.toISOString().slice(0, 10)}.csv`
}
