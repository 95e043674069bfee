import { FORM_DEFINITIONS } from './registry'

/**
 * The stored form types: each declared form's (lib/forms/registry.ts), then the chat's transcript, which the
 * assistant stores rather than a page form. Free of zod and the database layer, so browser code can use it.
 */
export type FormType = (typeof FORM_DEFINITIONS)[number]['type'] | 'chat'

const CHAT_TYPE_NAME = 'Chat transcript'

/** Each form type's name as the team reads it: the admin area, the team's e-mails and the exports' filters. */
export const FORM_TYPE_NAMES: Readonly<Record<FormType, string>> = typeNames()

export const FORM_TYPES = Object.keys(FORM_TYPE_NAMES) as [FormType, ...FormType[]]

/** The name each type's owning form gives it; a type without exactly one owner is a mistake in the declarations. */
function typeNames(): Record<FormType, string> {
  const names: Record<string, string> = {}
  for (const form of FORM_DEFINITIONS as readonly { id: string; type: string; typeName?: string }[]) {
    if (form.typeName === undefined) continue
    if (names[form.type]) throw new Error(`Form type ${form.type} is named by two forms; ${form.id} must leave typeName out.`)
    names[form.type] = form.typeName
  }
  const unnamed = FORM_DEFINITIONS.find((form) => !names[form.type])
  if (unnamed) throw new Error(`Form type ${unnamed.type} needs a typeName on one of its forms.`)
  return { ...names, chat: CHAT_TYPE_NAME } as Record<FormType, string>
}

/** A stored type's name; a type this code does not know (an old row) shows as stored. */
export function formTypeName(type: string): string {
  return (FORM_TYPE_NAMES as Record<string, string>)[type] ?? type
}
