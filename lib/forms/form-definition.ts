import type { FormSpec } from './field-spec'

/**
 * One of the site's forms, declared once (lib/forms/definitions/): everything else about it — the zod schema, the
 * fields on its page, its server action, what the JSON API accepts for it, where a success leads, the team's name
 * for its type — is derived from this declaration (lib/forms/registry.ts lists them). Import-free, so the browser
 * reads it without zod or the database layer.
 */
export type FormDefinition = {
  /** The form's own name: its page's <PageForm id>, the send queue's entries, the X-Page-Form header. */
  id: string
  /** The submission type it is stored as. Several forms may store one type (the two applications). */
  type: string
  /**
   * The type's name as the team reads it (the admin area, the team's e-mails, the exports). Given by exactly one form
   * per type, which thereby owns it: the JSON API checks a submission of that type against the owner's fields.
   */
  typeName?: string
  /** Recorded in the submission's metadata: where on the site it was sent from. */
  source: string
  /** What the visitor calls it, for messages such as "Your message was sent". */
  noun: string
  fields: FormSpec
  /** The fields its page shows, in order, and their layout on that page; all declared fields when omitted. */
  page?: { fields: readonly string[]; wide?: Readonly<Record<string, boolean>> }
  /** The submit button's words, for forms drawn by <PageForm>. */
  submitLabel?: string
  /**
   * After a stored submission: `path`, the page it leads to (successUrl adds what that page shows); otherwise the
   * form confirms in place with `title` and `body`, and `againLabel` starts another one.
   */
  success?: { path: string } | { title: string; body?: string; againLabel?: string }
}

/** Checks a form's declaration and keeps its literal id and type, from which FormType and PageFormId are derived. */
export const defineForm = <const D extends FormDefinition>(definition: D): D => definition
