import type { FormValues } from '@/lib/forms/form-state'

/** Puts kept values back into uncontrolled fields (text, selects, and checkbox groups by value). */
export function fillForm(form: HTMLFormElement, values: FormValues) {
  for (const [name, value] of Object.entries(values)) {
    const list = Array.isArray(value) ? value : [value]
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) || el.name !== name) continue
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked = list.includes(el.value)
      else el.value = list[0] ?? ''
    }
  }
}
