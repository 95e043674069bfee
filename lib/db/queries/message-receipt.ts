import 'server-only'
import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { formSubmissions } from '../schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What /contact/success confirms: the message's reference and the address the reply goes to. */
export type MessageReceipt = { reference: string; replyTo: string }

/**
 * By the submission's id, which only its sender (and the team) knows: a random UUID, unlike the reference, cannot
 * be counted through. Contact messages only: an application's details are behind its status link.
 */
export async function messageReceipt(db: Db, id: string): Promise<MessageReceipt | null> {
  if (!UUID.test(id)) return null
  const [row] = await db
    .select({ formType: formSubmissions.formType, reference: formSubmissions.reference, data: formSubmissions.data })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id))
  if (!row || !isMessage(row.formType)) return null
  return { reference: row.reference, replyTo: typeof row.data.email === 'string' ? row.data.email : '' }
}

export function isMessage(formType: string): boolean {
  return formType === 'contact' || formType.startsWith('contact_')
}
