/** The login form's action state (a typed union; never echoes the password). Import-free for the client bundle. */
export type LoginState = { status: 'idle' } | { status: 'error'; message: string }

export const LOGIN_IDLE: LoginState = { status: 'idle' }

/**
 * The message under the login form. `typedOver` is the state that was on screen when the visitor typed again while
 * an attempt was being checked: any later answer is that earlier attempt's, not the one now in the fields, so it is
 * not shown (until the next attempt is sent and `typedOver` is cleared).
 */
export function loginMessage(state: LoginState, typedOver: LoginState | null): string {
  if (state.status !== 'error') return ''
  return typedOver !== null && state !== typedOver ? '' : state.message
}

/** Only admin paths are valid places to return to after login (no open redirect). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string') return '/admin'
  const ok = /^\/(admin|blog\/manage)(\/[A-Za-z0-9._~\-/]*)?(\?[^#\\]*)?$/.test(value) && !value.includes('//')
  return ok ? value : '/admin'
}
