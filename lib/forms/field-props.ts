import type { ReactNode } from 'react'

/**
 * The props of one field as a page form draws it (components/forms/form-kit.tsx Field): built on the server from a
 * form's declaration (page-fields.ts) and handed to the form as data, so the declarations stay out of its code.
 */
type Common = {
  name: string
  label: string
  required?: boolean
  hint?: ReactNode
  className?: string
  autoComplete?: string
  placeholder?: string
}
type InputProps = Common & {
  as?: 'input'
  type?: 'text' | 'email' | 'tel' | 'date' | 'url'
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric'
  minLength?: number
  maxLength?: number
  pattern?: string
  /** A date field that cannot be in the past: min is set to today once the page runs in a browser. */
  notPast?: boolean
}
type TextareaProps = Common & { as: 'textarea'; minLength?: number; maxLength?: number; rows?: number }
type SelectProps = Common & { as: 'select'; options: readonly { value: string; label: string }[]; emptyLabel?: string }
export type FieldProps = InputProps | TextareaProps | SelectProps
