'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { auditCrossSite, getAdminSession } from './guard'
import { attemptLogin, LOGIN_MESSAGES, logout } from './login'
import type { LoginState } from './login-state'
import { safeReturnPath } from './login-state'
import { checkSameOrigin } from './origin'
import { clearSessionCookie, setSessionCookie } from './cookie'

const loginSchema = z.object({ email: z.string().max(1024).optional(), password: z.string().max(1024), next: z.string().max(500).optional() })

/** The login form (works without JavaScript); an empty e-mail is the owner. On success it sends the admin back to the admin URL they asked for. */
export async function loginAction(_prev: LoginState, formData: FormData): Promise<LoginState> {
  const h = await headers()
  const origin = checkSameOrigin(h)
  if (!origin.ok) {
    await auditCrossSite(origin)
    return { status: 'error', message: LOGIN_MESSAGES.failed }
  }
  const parsed = loginSchema.safeParse({ email: formData.get('email') ?? undefined, password: formData.get('password'), next: formData.get('next') ?? undefined })
  if (!parsed.success) return { status: 'error', message: LOGIN_MESSAGES.failed }
  const result = await attemptLogin(parsed.data.password, h, parsed.data.email)
  if (!result.ok) return { status: 'error', message: result.message }
  await setSessionCookie(result.session)
  // Outside any try/catch: redirect() works by throwing.
  redirect(safeReturnPath(parsed.data.next))
}

/** The header's 'Log out' button. Same-origin only; a stale or missing session just lands on the login form. */
export async function logoutAction(): Promise<void> {
  const origin = checkSameOrigin(await headers())
  if (!origin.ok) {
    await auditCrossSite(origin)
    return
  }
  const session = await getAdminSession()
  if (session) await logout(session)
  await clearSessionCookie()
  redirect('/admin')
}
