/** Action states of the settings page (typed unions; never echo a password). Import-free for the client bundle. */
export type SettingsState = { status: 'idle' } | { status: 'error'; message: string } | { status: 'success'; message: string }

export const SETTINGS_IDLE: SettingsState = { status: 'idle' }

export const SETTINGS_MESSAGES = {
  sessionEnded: 'Your session has ended. Please log in again.',
  crossSite: 'This request was refused because it did not come from the admin page.',
  invalid: 'Please fill in every field.',
  envManaged: 'The password is set by ADMIN_PASSWORD_HASH in the server environment; change it there.',
  wrongCurrent: 'The current password is incorrect.',
  mismatch: 'The new passwords do not match.',
  weak: 'The new password does not meet every requirement.',
  unavailable: 'The change could not be saved right now. Please try again.',
  passwordChanged: 'Password changed. Every other session has been logged out.',
  chatModeSaved: 'Chat assistant mode saved.',
} as const
