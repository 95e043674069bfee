import { submitPageForm } from '@/lib/forms/server/actions'
import { pageForm, type PageFormId } from '@/lib/forms/page-forms'
import { ActionForm } from './action-form'
import { pageFields } from '@/lib/forms/page-fields'

type Props = {
  /** The declared form to draw (lib/forms/registry.ts). */
  id: PageFormId
  /** Unique on the page: prefixes the fields' ids; the form's id when the page has it once. */
  idPrefix?: string
  /**
   * On a dynamically rendered page, a fresh key (randomUUID()) so no-JS double posts collapse too; on a static page
   * leave it out — a shared key baked in at build time would merge different visitors.
   */
  idempotencyKey?: string
  className?: string
}

/**
 * Any declared one-page form, drawn from its declaration: its fields, its submit button, and its success (the page
 * it leads to, or the confirmation in its place). Its server action is the one every page form shares, bound to
 * its id.
 */
export function PageForm({ id, idPrefix = id, idempotencyKey, className }: Props) {
  const form = pageForm(id)
  const success = form.success && 'title' in form.success ? form.success : undefined
  return (
    <ActionForm
      action={submitPageForm.bind(null, id)}
      form={id}
      noun={form.noun}
      idPrefix={idPrefix}
      fields={pageFields(id)}
      submitLabel={form.submitLabel ?? 'Send'}
      idempotencyKey={idempotencyKey}
      success={success}
      className={className}
    />
  )
}
