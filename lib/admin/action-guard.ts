import 'server-only'
import { AdminAuthError, requireAdminAction, requireOwnerAction, type AdminSession } from '@/lib/auth/guard'
import { ADMIN_MESSAGES, type AdminActionState } from './action-state'

export type Guarded = { session: AdminSession } | { state: AdminActionState }

/**
 * requireAdminAction() for an admin form's server action: the session, or the state the form shows instead — a
 * refused session or origin in plain words, and any other failure as 'failed' (logged under `tag`), never a throw.
 */
export async function guardAdminAction(tag: string): Promise<Guarded> {
  return guarded(tag, requireAdminAction)
}

/** The same for what only the owner may do (accounts, the site's password, deletions): a reviewer is told so. */
export async function guardOwnerAction(tag: string): Promise<Guarded> {
  return guarded(tag, requireOwnerAction)
}

const REFUSALS = { 'cross-site': ADMIN_MESSAGES.crossSite, unauthenticated: ADMIN_MESSAGES.unauthenticated, 'not-owner': ADMIN_MESSAGES.notOwner } as const

async function guarded(tag: string, require: () => Promise<AdminSession>): Promise<Guarded> {
  try {
    return { session: await require() }
  } catch (err) {
    if (err instanceof AdminAuthError) return { state: { status: 'error', message: REFUSALS[err.reason] } }
    console.error(`[${tag}] session check failed: ${err instanceof Error ? err.message : String(err)}`)
    return { state: { status: 'error', message: ADMIN_MESSAGES.failed } }
  }
}
