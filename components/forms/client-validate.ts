import { applyFullSchema, fieldErrorsOf, FORM_SCHEMAS } from '@/lib/forms/schemas'
import type { FormType } from '@/lib/forms/types'
import type { FormFieldErrors, FormValues } from '@/lib/forms/form-state'

/**
 * Loaded only with `import()` on the first submit or step change that the browser's own constraints reject, so zod
 * (~40 kB gzip) stays out of every page's first-load JS. The messages are the schema's, exactly as the server sends.
 */
export type SchemaName = FormType | 'apply-full'

export function validate(schema: SchemaName, values: FormValues): FormFieldErrors {
  const result = (schema === 'apply-full' ? applyFullSchema : FORM_SCHEMAS[schema]).safeParse(values)
  return result.success ? {} : fieldErrorsOf(result.error)
}

/** The schema's messages for the fields this form has: the schema may know fields a page does not show. */
export function formErrors(schema: SchemaName, form: HTMLFormElement, values: FormValues): FormFieldErrors {
  return Object.fromEntries(Object.entries(validate(schema, values)).filter(([name]) => form.elements.namedItem(name)))
}
