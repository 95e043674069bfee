import 'server-only'
import { AdminAuthError, requireAdminAction, type AdminSession } from '@/lib/auth/guard'
import { ADMIN_MESSAGES, type AdminActionState } from './action-state'

export type Guarded = { session: AdminSession } | { state: AdminActionState }

/**
 * requireAdminAction() for an admin form's server action: the session, or the state the form shows instead — a
 * refused session or origin in plain words, and any other failure as 'failed' (logged under `tag`), never a throw.
 */
export async function guardAdminAction(tag: string): Promise<Guarded> {
  try {
    return { session: await requireAdminAction() }
  } catch (err) {
    if (err instanceof AdminAuthError) {
      return { state: { status: 'error', message: err.reason === 'cross-site' ? ADMIN_MESSAGES.crossSite : ADMIN_MESSAGES.unauthenticated } }
    }
    console.error(`[${tag}] session check failed: ${err instanceof Error ? err.message : String(err)}`)
    return { state: { status: 'error', message: ADMIN_MESSAGES.failed } }
  }
}
