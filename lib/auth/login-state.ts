/** The login form's action state (a typed union; never echoes the password). Import-free for the client bundle. */
export type LoginState = { status: 'idle' } | { status: 'error'; message: string }

export const LOGIN_IDLE: LoginState = { status: 'idle' }

/** Only admin paths are valid places to return to after login (no open redirect). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string') return '/admin'
  const ok = /^\/(admin|blog\/manage)(\/[A-Za-z0-9._~\-/]*)?(\?[^#\\]*)?$/.test(value) && !value.includes('//')
  return ok ? value : '/admin'
}
