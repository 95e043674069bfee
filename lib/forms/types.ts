/** The eleven form types. Kept free of imports so browser code can use it without the database layer. */
export const FORM_TYPES = [
  'apply',
  'contact',
  'contact_general',
  'contact_entrepreneur',
  'contact_investor',
  'contact_media',
  'contact_partnership',
  'newsletter',
  'early-access',
  'demo',
  'chat',
] as const
export type FormType = (typeof FORM_TYPES)[number]

/** Each form type's name as the team reads it: the admin area, the team's e-mails and the exports' filters. */
export const FORM_TYPE_NAMES: Readonly<Record<FormType, string>> = {
  apply: 'Application',
  contact: 'Contact message',
  contact_general: 'Contact — general',
  contact_entrepreneur: 'Contact — entrepreneur',
  contact_investor: 'Contact — investor',
  contact_media: 'Contact — media',
  contact_partnership: 'Contact — partnership',
  newsletter: 'Newsletter sign-up',
  'early-access': 'Early access',
  demo: 'Demo request',
  chat: 'Chat transcript',
}

/** A stored type's name; a type this code does not know (an old row) shows as stored. */
export function formTypeName(type: string): string {
  return (FORM_TYPE_NAMES as Record<string, string>)[type] ?? type
}
