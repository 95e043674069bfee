import { z } from 'zod'
import { clearSessionCookie, setSessionCookie } from '@/lib/auth/cookie'
import { auditCrossSite, crossSiteRefused, requireAdminApi } from '@/lib/auth/guard'
import { attemptLogin, LOGIN_MESSAGES, logout } from '@/lib/auth/login'
import { checkSameOrigin } from '@/lib/auth/origin'
import { BODY_LIMITS } from '@/lib/http/body-limits'
import { noContent, problem, readJson, type BodyRule } from '@/lib/http/json'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ email: z.string().max(1024).optional(), password: z.string().max(1024) })

// Whatever is wrong with the body, the answer is the login form's own 'failed' (below), never a hint.
const BODY: BodyRule = { limit: BODY_LIMITS.api, texts: { tooLarge: LOGIN_MESSAGES.failed, syntax: LOGIN_MESSAGES.failed, schema: LOGIN_MESSAGES.failed } }

/**
 * Login for scripts and the bench: JSON {"password"} (the owner) or {"email", "password"} (a reviewer or an editor) → 204 + Set-Cookie __Host-session. The same function, rate
 * limit and audit as the form. Like every admin state change it needs an Origin header equal to the site's own
 * origin (scripts send `Origin: <base URL>`).
 */
export async function POST(request: Request): Promise<Response> {
  const origin = checkSameOrigin(request.headers)
  if (!origin.ok) {
    await auditCrossSite(origin, request)
    return crossSiteRefused()
  }
  const body = await readJson(request, bodySchema, BODY)
  if (!body.ok) return problem(400, body.message)
  const result = await attemptLogin(body.data.password, request.headers, body.data.email)
  if (!result.ok) return problem(result.status, result.message)
  await setSessionCookie(result.session)
  return noContent()
}

/** Logout: revokes this session's jti (on every instance) and clears the cookie. */
export async function DELETE(request: Request): Promise<Response> {
  const session = await requireAdminApi(request)
  if (session instanceof Response) return session
  await logout(session)
  await clearSessionCookie()
  return noContent()
}
