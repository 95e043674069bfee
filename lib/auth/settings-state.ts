import { ADMIN_IDLE, type AdminActionState } from '@/lib/admin/action-state'

/** Action states of the settings page: the admin actions' union (never echoes a password). */
export type SettingsState = AdminActionState

export const SETTINGS_IDLE: SettingsState = ADMIN_IDLE

/**
 * The account forms' states: an admin action's, or a one-time set-password link to show the owner once (the one
 * secret a state carries on purpose: it exists to be handed over, and is stored only as its hash).
 */
export type AccountState = AdminActionState | { status: 'link'; message: string; link: string }

export const ACCOUNT_IDLE: AccountState = ADMIN_IDLE

export const SETTINGS_MESSAGES = {
  invalid: 'Please fill in every field.',
  envManaged: 'The password is set by ADMIN_PASSWORD_HASH in the server environment; change it there.',
  wrongCurrent: 'The current password is incorrect.',
  mismatch: 'The new passwords do not match.',
  weak: 'The new password does not meet every requirement.',
  unavailable: 'The change could not be saved right now. Please try again.',
  passwordChanged: 'Password changed. Every other session has been logged out.',
  chatModeSaved: 'Chat assistant mode saved.',
} as const

/** The settings forms' one failure text (the change could not be saved right now), for adminAction. */
export const SETTINGS_FORM = { invalid: SETTINGS_MESSAGES.invalid, failed: SETTINGS_MESSAGES.unavailable } as const

export const ACCOUNT_MESSAGES = {
  invalidName: 'Please enter the person’s name (at most 100 characters).',
  invalidEmail: 'Please enter a valid e-mail address.',
  emailTaken: 'An account with this e-mail address already exists.',
  added: (role: string) => `${role} added. They can log in with their e-mail address and the password you set.`,
  /** The one-time link, as it reached (or did not reach) the person: `how` is 'e-mailed', 'kept' (no SMTP) or 'not-queued'. */
  link: (email: string, how: 'e-mailed' | 'kept' | 'not-queued') =>
    (how === 'e-mailed'
      ? `Invitation e-mailed to ${email} (the E-mail page shows whether it went out) — or copy this link and send it yourself.`
      : how === 'kept'
        ? `No mail server is configured, so the invitation to ${email} is kept on the E-mail page, not sent: copy this link and send it yourself.`
        : `Copy this link and send it to ${email} yourself.`) + ' It works once, for 72 hours, and is not shown again.',
  accountGone: 'This account no longer exists. Reload the page.',
  disabled: 'Account disabled and logged out everywhere.',
  enabled: 'Account enabled again.',
  linkInvalid: 'This link has expired or has already been used. Ask the owner of the admin area for a new one.',
  passwordSet: 'Your password is set. You can now log in with your e-mail address and this password.',
} as const
