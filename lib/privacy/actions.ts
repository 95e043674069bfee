'use server'

import { guardAdminAction } from '@/lib/admin/action-guard'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { recordAudit } from '@/lib/audit/log'
import { getDb } from '@/lib/db/client'
import { parseRequestAddress } from './address'
import { eraseAddress, lookUpAddress, summarize, type Erasure } from './requests'
import { PRIVACY_MESSAGES, type PrivacyEraseState, type PrivacyLookupState } from './state'

/**
 * /admin/privacy's actions. POSTed, so the address never appears in a URL (nor in the audit log's url column, the
 * admin's history or a proxy's log). Owner and reviewers alike: reviewers already delete submissions one by one.
 */

export async function lookUpAction(_prev: PrivacyLookupState, formData: FormData): Promise<PrivacyLookupState> {
  const g = await guardAdminAction('privacy')
  if ('state' in g) return g.state.status === 'error' ? g.state : { status: 'error', message: ADMIN_MESSAGES.failed }
  const parsed = parseRequestAddress(formData.get('email'))
  if (!parsed.ok) return { status: 'error', message: parsed.message }
  try {
    const summary = summarize(parsed.address, await lookUpAddress(await getDb(), parsed.address))
    return { status: 'found', address: parsed.address, summary, at: Date.now() }
  } catch (err) {
    console.error(`[privacy] look-up failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: ADMIN_MESSAGES.failed }
  }
}

export async function eraseAction(_prev: PrivacyEraseState, formData: FormData): Promise<PrivacyEraseState> {
  const failed = (message: string): PrivacyEraseState => ({ status: 'error', message, at: Date.now() })
  const g = await guardAdminAction('privacy')
  if ('state' in g) return failed(g.state.status === 'error' ? g.state.message : ADMIN_MESSAGES.failed)
  const parsed = parseRequestAddress(formData.get('email'))
  if (!parsed.ok) return failed(ADMIN_MESSAGES.invalid)
  const confirmed = parseRequestAddress(formData.get('confirm'))
  if (!confirmed.ok || confirmed.address !== parsed.address) return failed(PRIVACY_MESSAGES.confirmMismatch)

  let erased: Erasure
  try {
    erased = await eraseAddress(await getDb(), parsed.address)
  } catch (err) {
    console.error(`[privacy] erasure failed: ${err instanceof Error ? err.message : String(err)}`)
    return failed(ADMIN_MESSAGES.failed)
  }
  // Counts only: the address is what the visitor asked us to forget (a hash of it could be reversed by guessing).
  await recordAudit({ action: 'privacy.erase', category: 'admin', outcome: 'success', details: { ...erased }, userId: g.session.userId, sessionId: g.session.jti })
  return { status: 'done', message: erasedMessage(erased), at: Date.now() }
}

function erasedMessage(e: Erasure): string {
  const n = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
  return (
    `Erased ${n(e.submissions, 'submission')} (with ${n(e.pipelineEvents, 'pipeline entry', 'pipeline entries')} and ${n(e.files, 'file')}), ` +
    `${n(e.newsletter, 'newsletter subscription')}, ${n(e.chatSessions, 'chat conversation')}, ${n(e.analyticsEvents, 'analytics event')}, ` +
    `${n(e.jobs, 'e-mail')} from the mail log and ${n(e.mailFiles, 'mail file')}.`
  )
}
