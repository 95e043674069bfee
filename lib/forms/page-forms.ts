import type { FormSpec } from './field-spec'
import type { FormDefinition } from './form-definition'
import { FORM_DEFINITIONS } from './registry'
import type { FormType } from './types'

/**
 * The site's page forms by id, as the code that sends and stores them reads their declarations
 * (lib/forms/registry.ts): the pages' server action (lib/forms/server/actions.ts) and the browser's send queue
 * (lib/forms/client/send-queue.ts, which replays a submission through POST /api/forms/{type} with the
 * X-Page-Form header) both read them here, so a submission sent later is stored exactly as one sent at once.
 * Import-free so browser code can use it.
 */
export type PageFormId = (typeof FORM_DEFINITIONS)[number]['id']

export type PageForm = FormDefinition & {
  type: FormType
  /** The fields that are lists (tick boxes): a form's data keeps every value of them. */
  arrays: readonly string[]
}

const listFields = (fields: FormSpec) => Object.keys(fields).filter((name) => fields[name]!.kind === 'topics')

const PAGE_FORMS: ReadonlyMap<string, PageForm> = new Map(
  (FORM_DEFINITIONS as readonly FormDefinition[]).map((form) => [form.id, { ...form, type: form.type as FormType, arrays: listFields(form.fields) }]),
)

/** What the server answered for a stored submission (a server action's result, the API's JSON). */
export type Receipt = {
  id: string
  /** The reference the database gave; absent while the submission waits in the server's outbox. */
  reference?: string
  /** A new application's status link token; absent on a repeat (only its hash is kept) and while queued. */
  statusToken?: string
  queued: boolean
}
/** The header with which the send queue names the page form a replayed submission came from. */
export const PAGE_FORM_HEADER = 'X-Page-Form'

export function isPageFormId(value: unknown): value is PageFormId {
  return typeof value === 'string' && PAGE_FORMS.has(value)
}

export function pageForm(id: PageFormId): PageForm {
  return PAGE_FORMS.get(id)!
}

/**
 * Where a stored submission of this form sends the visitor, or undefined when the form confirms in place. An
 * application's page reads it by its status link token (the reference alone on a repeat, nothing while queued); a
 * message's page reads the reference and the reply address by the submission's id.
 */
export function successUrl(form: PageForm, receipt: Receipt): string | undefined {
  const path = form.success && 'path' in form.success ? form.success.path : undefined
  if (!path) return undefined
  const params = new URLSearchParams()
  if (form.type === 'apply') {
    if (receipt.reference) params.set('ref', receipt.reference)
    if (receipt.statusToken && !receipt.queued) params.set('token', receipt.statusToken)
  } else {
    params.set('id', receipt.id)
    if (receipt.queued) params.set('queued', '1')
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
