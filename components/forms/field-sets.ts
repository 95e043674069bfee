import type { FieldProps } from './form-kit'

/**
 * The fields of the one-page forms, as data. Lengths and required flags mirror lib/forms/schemas.ts so the browser's
 * own checks agree with the server; the schema stays the judge and its messages are the ones shown.
 * Free of zod: choice options are passed in by server components (see options()).
 */
const wide = 'sm:col-span-2'

export const nameField: FieldProps = { name: 'name', label: 'Name', required: true, maxLength: 120, autoComplete: 'name' }
export const emailField: FieldProps = {
  name: 'email',
  label: 'E-mail',
  type: 'email',
  required: true,
  maxLength: 254,
  autoComplete: 'email',
  inputMode: 'email',
}
const messageField = (label = 'Message', hint?: string): FieldProps => ({
  name: 'message',
  label,
  as: 'textarea',
  required: true,
  minLength: 10,
  maxLength: 5000,
  rows: 6,
  className: wide,
  hint: hint ?? 'At least 10 characters.',
})
const websiteField = (label = 'Website'): FieldProps => ({
  name: 'website',
  label,
  inputMode: 'url',
  maxLength: 300,
  autoComplete: 'url',
  placeholder: 'https://example.com',
})

export function options<T extends string>(values: readonly T[], labels?: Record<T, string>) {
  return values.map((value) => ({ value, label: labels?.[value] ?? value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) }))
}
type Options = { value: string; label: string }[]

export const contactFields: FieldProps[] = [
  nameField,
  emailField,
  { name: 'company', label: 'Company', maxLength: 160, autoComplete: 'organization' },
  { name: 'phone', label: 'Phone', type: 'tel', maxLength: 40, autoComplete: 'tel', inputMode: 'tel' },
  { name: 'role', label: 'Role', maxLength: 120, autoComplete: 'organization-title', className: wide },
  messageField('How can we help?'),
]

export const quickApplyFields = (stages: Options): FieldProps[] => [
  { name: 'companyName', label: 'Company name', required: true, maxLength: 160, autoComplete: 'organization' },
  { name: 'founderName', label: 'Founder name', required: true, maxLength: 120, autoComplete: 'name' },
  emailField,
  websiteField(),
  { name: 'stage', label: 'Stage', as: 'select', required: true, options: stages, emptyLabel: 'Select a stage', className: wide },
  {
    name: 'pitch',
    label: 'Your pitch',
    as: 'textarea',
    required: true,
    minLength: 20,
    maxLength: 1000,
    className: wide,
    hint: 'What you are building and for whom, in a few sentences (20–1,000 characters).',
  },
]

export const generalFields: FieldProps[] = [
  nameField,
  emailField,
  { name: 'subject', label: 'Subject', maxLength: 200, className: wide },
  messageField(),
]

export const entrepreneurFields = (stages: Options): FieldProps[] => [
  nameField,
  emailField,
  { name: 'companyName', label: 'Company name', required: true, maxLength: 160, autoComplete: 'organization' },
  websiteField(),
  { name: 'stage', label: 'Stage', as: 'select', options: stages, emptyLabel: 'Select a stage', className: wide },
  messageField('Tell us about your startup'),
]

export const investorFields = (investorTypes: Options): FieldProps[] => [
  nameField,
  emailField,
  { name: 'company', label: 'Firm', maxLength: 160, autoComplete: 'organization' },
  { name: 'investorType', label: 'Investor type', as: 'select', options: investorTypes, emptyLabel: 'Select a type' },
  messageField(),
]

export const mediaFields: FieldProps[] = [
  nameField,
  emailField,
  { name: 'company', label: 'Publication', required: true, maxLength: 160, autoComplete: 'organization' },
  { name: 'deadline', label: 'Deadline', maxLength: 60, placeholder: 'e.g. Friday 5 pm CET' },
  messageField('Your request'),
]

export const partnershipFields = (partnershipTypes: Options): FieldProps[] => [
  nameField,
  emailField,
  { name: 'company', label: 'Organisation', required: true, maxLength: 160, autoComplete: 'organization' },
  { name: 'partnershipType', label: 'Partnership type', as: 'select', options: partnershipTypes, emptyLabel: 'Select a type' },
  { ...websiteField(), className: wide },
  messageField('What would you like to build together?'),
]

export const earlyAccessFields: FieldProps[] = [
  nameField,
  emailField,
  { name: 'company', label: 'Company', maxLength: 160, autoComplete: 'organization', className: wide },
  {
    name: 'useCase',
    label: 'Use case',
    as: 'textarea',
    required: true,
    minLength: 10,
    maxLength: 2000,
    className: wide,
    hint: 'What would you like agents to do for you? At least 10 characters.',
  },
]

export const demoFields: FieldProps[] = [
  nameField,
  emailField,
  { name: 'company', label: 'Company', maxLength: 160, autoComplete: 'organization' },
  { name: 'preferredDate', label: 'Preferred date', type: 'date', notPast: true, hint: 'Today or later.' },
  { name: 'message', label: 'Message', as: 'textarea', maxLength: 5000, rows: 4, className: wide },
]
