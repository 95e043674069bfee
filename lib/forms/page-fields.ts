import type { FieldSpec, FormSpec } from '@/lib/forms/field-spec'
import { pageForm, type PageFormId } from '@/lib/forms/page-forms'
import type { FieldProps } from './field-props'

/**
 * The page forms' fields, built from their declarations in lib/forms/definitions/: the same declarations the server's
 * schemas are built from, so the browser's own checks (required, lengths, type) agree with the server's. The schema
 * stays the judge and its messages are the ones shown. Free of zod.
 */
const WIDE = 'sm:col-span-2'

/** The props of one declared field; undefined for a kind the form renders itself (tick boxes). */
function fieldProps(name: string, spec: FieldSpec, wide = spec.wide): FieldProps | undefined {
  const common = { name, label: spec.label, hint: spec.hint, placeholder: spec.placeholder, autoComplete: spec.autoComplete, className: wide ? WIDE : undefined }
  switch (spec.kind) {
    case 'text': {
      const lengths = { required: spec.required, minLength: spec.required && spec.min && spec.min > 1 ? spec.min : undefined, maxLength: spec.max }
      return spec.multiline ? { ...common, ...lengths, as: 'textarea', rows: spec.rows } : { ...common, ...lengths }
    }
    case 'email':
      return { ...common, type: 'email', required: true, maxLength: 254, inputMode: 'email' }
    case 'url':
      return { ...common, inputMode: 'url', maxLength: 300 }
    case 'phone':
      return { ...common, type: 'tel', maxLength: 40, inputMode: 'tel' }
    case 'choice':
      return {
        ...common,
        as: 'select',
        required: spec.required,
        options: Object.entries(spec.options).map(([value, label]) => ({ value, label })),
        emptyLabel: spec.emptyLabel,
      }
    case 'count':
      return { ...common, inputMode: 'numeric', pattern: `[0-9]{1,${spec.digits}}`, maxLength: spec.digits }
    case 'date':
      return { ...common, type: 'date', notPast: spec.notPast }
    case 'consent':
    case 'topics':
      return undefined
  }
}

/**
 * A form's fields as the page shows them: the declared ones (or `only`, in that order) a visitor types, with `wide`
 * overriding the declared layout for this page.
 */
export function formFields(form: FormSpec, only?: readonly string[], wide: Readonly<Record<string, boolean>> = {}): FieldProps[] {
  return (only ?? Object.keys(form)).flatMap((name) => {
    const spec = form[name]
    const props = spec && spec.onPage !== false ? fieldProps(name, spec, wide[name] ?? spec.wide) : undefined
    return props ? [props] : []
  })
}

/** The fields a page form shows: its declared page fields (all declared fields when it lists none), in order. */
export function pageFields(id: PageFormId): FieldProps[] {
  const form = pageForm(id)
  return formFields(form.fields, form.page?.fields, form.page?.wide)
}
