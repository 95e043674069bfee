import { PERMISSION_REFUSED } from '@/lib/auth/permissions'
import { FORM_MESSAGES } from '@/lib/forms/form-state'

/**
 * What an admin server action returns (a typed union, never a stack trace: docs/ARCHITECTURE.md, Layers and imports). Imports only
 * import-free modules, so the client leaves that show it stay small.
 */
export type AdminActionState =
  | { status: 'idle' }
  | { status: 'error'; message: string }
  | { status: 'done'; message: string }
  /** Asks before something that cannot be taken back (an e-mail): `message` says what, `fields` are posted again with confirm=1. */
  | { status: 'confirm'; message: string; fields: Record<string, string> }

export const ADMIN_IDLE: AdminActionState = { status: 'idle' }

/** Shown by a form whose page came from an earlier build of the site (lib/forms/client/use-action-state-across-builds.ts). */
export const ADMIN_SITE_UPDATED = { status: 'error', message: FORM_MESSAGES.siteUpdated } as const satisfies AdminActionState

export const ADMIN_MESSAGES = {
  unauthenticated: 'Your session has ended. Please log in again.',
  crossSite: 'This request did not come from the admin pages and was refused.',
  notPermitted: PERMISSION_REFUSED,
  invalid: 'The request was not understood. Reload the page and try again.',
  failed: 'Something went wrong on our side. Please try again.',
  submissionGone: 'This submission no longer exists.',
  cutoffTooRecent: 'Only data older than at least one day can be deleted. Count again and confirm.',
} as const
