/** The eleven form types of SPEC §3. Kept free of imports so browser code can use it without the database layer. */
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
