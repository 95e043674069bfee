import { ADMIN_IDLE, type AdminActionState } from '@/lib/admin/action-state'

/** Action states of the settings page: the admin actions' union (never echoes a password). */
export type SettingsState = AdminActionState

export const SETTINGS_IDLE: SettingsState = ADMIN_IDLE

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
