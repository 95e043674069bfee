import 'server-only'
import { AdminAuthError, requireAdminAction, requirePermissionAction, type AdminSession } from '@/lib/auth/guard'
import type { Capability } from '@/lib/auth/permissions'
import { ADMIN_MESSAGES, type AdminActionState } from './action-state'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export type Guarded = { session: AdminSession } | { state: AdminActionState }

/**
 * Who may run an admin form's action: any signed-in account ('signed-in': its own password), or the accounts whose
 * role has the capability (lib/auth/permissions.ts; the owner has every one).
 */
export type ActionAccess = 'signed-in' | Capability

/**
 * The guard of an admin form's server action: the session, or the state the form shows instead — a refused session,
 * origin or role in plain words, and any other failure as 'failed' (logged under `tag`), never a throw.
 */
export async function guardAction(tag: string, access: ActionAccess): Promise<Guarded> {
  return guarded(tag, access === 'signed-in' ? requireAdminAction : () => requirePermissionAction(access))
}

const REFUSALS = { 'cross-site': ADMIN_MESSAGES.crossSite, unauthenticated: ADMIN_MESSAGES.unauthenticated, 'not-permitted': ADMIN_MESSAGES.notPermitted } as const

async function guarded(tag: string, require: () => Promise<AdminSession>): Promise<Guarded> {
  try {
    return { session: await require() }
  } catch (err) {
    if (err instanceof AdminAuthError) return { state: { status: 'error', message: REFUSALS[err.reason] } }
    log(tag).error(`session check failed: ${errorMessage(err)}`)
    return { state: { status: 'error', message: ADMIN_MESSAGES.failed } }
  }
}
