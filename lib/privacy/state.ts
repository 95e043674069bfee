/**
 * What /admin/privacy's look-up shows (lib/privacy/actions.ts returns it): a summary of what is held about the
 * address — the full content is in the JSON export. Import-free, for the client form that renders it.
 */
export type PrivacySummary = {
  submissions: { id: string; reference: string; formType: string; createdAt: string; files: number; notes: number }[]
  newsletter: string | null
  chatSessions: number
  /** Chat conversations and chat transcripts found that also name another address: erased whole all the same. */
  chatsShared: number
  analyticsEvents: number
  analyticsSessions: number
  /** E-mails to the address or with it as Reply-To, and the server's copies of them. */
  mails: { subject: string; status: string }[]
  mailFiles: { name: string; sizeBytes: number }[]
  /** Other people's e-mails (and copies) that merely name the address: not exported; erasing strikes the address. */
  mentionedIn: number
  /** Submissions the database refused, kept in this instance's outbox folder: exported and erased with the rest. */
  setAside: number
  total: number
}

export type PrivacyLookupState =
  | { status: 'idle' }
  | { status: 'error'; message: string }
  | { status: 'found'; address: string; summary: PrivacySummary; at: number }

export const PRIVACY_IDLE: PrivacyLookupState = { status: 'idle' }

/**
 * The erasure's answer. `at` (the server's clock) orders it against the look-up's: the form shows whichever came
 * last — also without JavaScript, where the page comes back after an erasure with no look-up on it.
 */
export type PrivacyEraseState = { status: 'idle' } | { status: 'error'; message: string; at?: number } | { status: 'done'; message: string; at: number }

export const ERASE_IDLE: PrivacyEraseState = { status: 'idle' }

export const PRIVACY_MESSAGES = {
  confirmMismatch: 'Type the same address again to confirm the erasure.',
} as const
