import type { PageFormId } from '@/lib/forms/page-forms'
import { fieldErrorsOf, pageFormSchema } from '@/lib/forms/schemas'
import type { FormFieldErrors, FormValues } from '@/lib/forms/form-state'

/**
 * Loaded only with `import()` on the first submit or step change that the browser's own constraints reject, so zod
 * (~40 kB gzip) stays out of every page's first-load JS. The messages are the schema's, exactly as the server sends.
 */
export function validate(form: PageFormId, values: FormValues): FormFieldErrors {
  const result = pageFormSchema(form).safeParse(values)
  return result.success ? {} : fieldErrorsOf(result.error)
}

/** The schema's messages for the fields this form has: the schema may know fields a page does not show. */
export function formErrors(id: PageFormId, form: HTMLFormElement, values: FormValues): FormFieldErrors {
  return Object.fromEntries(Object.entries(validate(id, values)).filter(([name]) => form.elements.namedItem(name)))
}
