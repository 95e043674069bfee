import { z } from 'zod'
import { clearSessionCookie, setSessionCookie } from '@/lib/auth/cookie'
import { auditCrossSite, crossSiteRefused, requireAdminApi } from '@/lib/auth/guard'
import { attemptLogin, LOGIN_MESSAGES, logout } from '@/lib/auth/login'
import { checkSameOrigin } from '@/lib/auth/origin'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ email: z.string().max(1024).optional(), password: z.string().max(1024) })

/**
 * Login for scripts and the bench: JSON {"password"} (the owner) or {"email", "password"} (a reviewer) → 204 + Set-Cookie __Host-session. The same function, rate
 * limit and audit as the form. Like every admin state change it needs an Origin header equal to the site's own
 * origin (scripts send `Origin: <base URL>`).
 */
export async function POST(request: Request): Promise<Response> {
  const origin = checkSameOrigin(request.headers)
  if (!origin.ok) {
    await auditCrossSite(origin, request)
    return crossSiteRefused()
  }
  const body = bodySchema.safeParse(await request.json().catch(() => null))
  if (!body.success) return Response.json({ error: LOGIN_MESSAGES.failed }, { status: 400 })
  const result = await attemptLogin(body.data.password, request.headers, body.data.email)
  if (!result.ok) return Response.json({ error: result.message }, { status: result.status })
  await setSessionCookie(result.session)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

/** Logout: revokes this session's jti (on every instance) and clears the cookie. */
export async function DELETE(request: Request): Promise<Response> {
  const session = await requireAdminApi(request)
  if (session instanceof Response) return session
  await logout(session)
  await clearSessionCookie()
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
