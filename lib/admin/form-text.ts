/** A form field's text, or undefined when it is missing or a file: zod then reports it as the invalid input it is. */
export function formText(formData: FormData, key: string): string | undefined {
  const v = formData.get(key)
  return typeof v === 'string' ? v : undefined
}
