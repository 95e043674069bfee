'use server'

import { formDataToObject } from '../form-data'
import { FORM_MESSAGES, type FormState } from '../form-state'
import { pageFormAction } from './page-form-action'
import { isPageFormId } from '../page-forms'

/**
 * The server action of every page form, bound to the form's id by the page that draws it (<PageForm>:
 * submitPageForm.bind(null, id)); the bound id travels with the post, with or without JavaScript. It is the same
 * function the JSON API shares its submitForm() with, built by pageFormAction(): parse, rate limit, submit, result.
 */
export async function submitPageForm(id: string, previous: FormState, formData: FormData): Promise<FormState> {
  // An id this build does not declare: a page of an earlier build whose form has since gone.
  if (!isPageFormId(id)) return { status: 'error', fieldErrors: {}, formError: FORM_MESSAGES.siteUpdated, values: formDataToObject(formData) }
  return pageFormAction(id)(previous, formData)
}
