import 'server-only'
import { cookies } from 'next/headers'
import type { IssuedSession } from './login'
import { SESSION_COOKIE, sessionCookieOptions } from './session'

/** Works in server actions and route handlers (Next applies it to the response). */
export async function setSessionCookie(session: IssuedSession): Promise<void> {
  ;(await cookies()).set(SESSION_COOKIE, session.token, sessionCookieOptions(session.expiresAt))
}

export async function clearSessionCookie(): Promise<void> {
  // Deleting a __Host- cookie needs the same Secure/Path attributes or the browser ignores the Set-Cookie.
  ;(await cookies()).set(SESSION_COOKIE, '', { ...sessionCookieOptions(new Date(0)), maxAge: 0 })
}
