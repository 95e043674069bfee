import 'server-only'
import { cookies, headers } from 'next/headers'
import { forbidden, unauthorized } from 'next/navigation'
import { cache } from 'react'
import { recordAudit } from '@/lib/audit/log'
import { getDb } from '@/lib/db/client'
import { isSessionActive } from '@/lib/db/queries/admin-sessions'
import { problem } from '@/lib/http/json'
import { getAdminAccount } from '@/lib/db/queries/admin-users'
import type { AdminRole } from '@/lib/db/schema'
import { can, PERMISSION_REFUSED, type Capability } from './permissions'
import { checkSameOrigin, type OriginCheck } from './origin'
import { sessionSecret } from './secret'
import { SESSION_COOKIE, verifySessionToken } from './session'

/**
 * CONTRACT: every admin page, server action and route handler checks authorisation itself through one of
 * these (docs/ARCHITECTURE.md, Layers and imports); the proxy is not a guard.
 *
 * How pages are interrupted: requireAdmin() calls Next's `unauthorized()` (experimental.authInterrupts in
 * next.config.ts). It throws, so the page renders nothing of its own — no data reaches the HTML or the RSC payload.
 * What the visitor sees is the (admin) layout's login form: the layout renders it instead of the shell and its
 * children (status 200, server-rendered, works without JavaScript). Where the interrupt itself surfaces (a client
 * navigation, where the shared layout is not re-rendered), app/unauthorized.tsx shows the same login form.
 */

export type AdminSession = {
  /** The acting account: 'admin' for the owner, an admin_users id for a reviewer or editor (audit userId, authorId). */
  userId: string
  role: AdminRole
  /** The account's name, for the header and records ('Owner' for the owner). */
  name: string
  /** The token's jti: identifies this session in admin_sessions and in audit events (sessionId). */
  jti: string
  expiresAt: Date
}

/** The verified session of this request, or null (no, tampered, expired, malformed or revoked token). */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return null
  const result = await verifySessionToken(token, sessionSecret())
  if (!result.ok) {
    if (result.reason === 'tampered') {
      await recordAudit({
        action: 'session.tampered-token',
        category: 'security',
        severity: 'warning',
        outcome: 'blocked',
        userId: null,
        sessionId: null,
      })
    }
    return null
  }
  const { jti, userId, expiresAt } = result.claims
  const db = await getDb()
  if (!(await isSessionActive(db, jti))) return null
  // Disabling an account revokes its sessions at once; this check also covers a session issued while it was being
  // disabled. The role and name come from the account as it is now, not from the token.
  const account = await getAdminAccount(db, userId)
  if (!account || account.disabled) return null
  return { userId, role: account.role, name: account.name, jti, expiresAt }
})

/**
 * For admin pages (server components): returns the session, or interrupts rendering so that the visitor gets the
 * login form and no data.
 */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession()
  if (!session) unauthorized()
  return session
}

/**
 * For admin server actions: checks the request is same-origin (Origin / Sec-Fetch-Site; no Origin = refused) and
 * that a valid session exists. Throws AdminAuthError otherwise (callers return a typed error state).
 */
export async function requireAdminAction(): Promise<AdminSession> {
  const origin = checkSameOrigin(await headers())
  if (!origin.ok) {
    await auditCrossSite(origin)
    throw new AdminAuthError('cross-site')
  }
  const session = await getAdminSession()
  if (!session) throw new AdminAuthError('unauthenticated')
  return session
}

/**
 * For pages that need a capability (lib/auth/permissions.ts): an account whose role lacks it gets the (admin) group's
 * forbidden page (403) and no data, and the refusal is audited; without a session, the login form as requireAdmin().
 */
export async function requirePermission(capability: Capability): Promise<AdminSession> {
  const session = await requireAdmin()
  if (!can(session.role, capability)) {
    await auditRefused(session, capability)
    forbidden()
  }
  return session
}

/**
 * For server actions that need a capability: requireAdminAction(), then AdminAuthError('not-permitted') (audited)
 * for an account whose role lacks it.
 */
export async function requirePermissionAction(capability: Capability): Promise<AdminSession> {
  const session = await requireAdminAction()
  if (!can(session.role, capability)) {
    await auditRefused(session, capability)
    throw new AdminAuthError('not-permitted')
  }
  return session
}

/** A signed-in account asked for what its role may not do: a security event, named by the capability it lacked. */
async function auditRefused(session: AdminSession, capability: Capability, url?: string): Promise<void> {
  await recordAudit({
    action: 'permission.refused',
    category: 'security',
    severity: 'warning',
    outcome: 'blocked',
    details: { capability, role: session.role },
    url,
    userId: session.userId,
    sessionId: session.jti,
  })
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * For admin route handlers: the session, or a Response to return at once (401 without a valid session; 403 for
 * a cross-site state change, and for an account whose role lacks `capability`, audited). Without a capability, any
 * signed-in account passes (logging out).
 */
export async function requireAdminApi(request: Request, capability?: Capability): Promise<AdminSession | Response> {
  if (!SAFE_METHODS.has(request.method.toUpperCase())) {
    const origin = checkSameOrigin(request.headers)
    if (!origin.ok) {
      await auditCrossSite(origin, request)
      return crossSiteRefused()
    }
  }
  const session = await getAdminSession()
  if (!session) return problem(401, 'Authentication required')
  if (capability && !can(session.role, capability)) {
    await auditRefused(session, capability, request.url)
    return problem(403, PERMISSION_REFUSED)
  }
  return session
}


export function crossSiteRefused(): Response {
  return problem(403, 'Cross-site request refused')
}

/**
 * A refused cross-site request, attributed to the session its cookie carries (if any). `url`: the path it was aimed
 * at, when the request was rewritten on its way here (proxy.ts).
 */
export async function auditCrossSite(check: Extract<OriginCheck, { ok: false }>, request?: Request, url?: string): Promise<void> {
  const session = await getAdminSession().catch(() => null)
  await recordAudit({
    action: 'csrf.rejected',
    category: 'security',
    severity: 'warning',
    outcome: 'blocked',
    details: { origin: check.origin ?? '(none)', secFetchSite: check.fetchSite ?? '(none)', method: request?.method },
    url: url ?? request?.url,
    userId: session?.userId ?? null,
    sessionId: session?.jti ?? null,
  })
}

const AUTH_ERROR_TEXT = { 'cross-site': 'Cross-site request refused', unauthenticated: 'Authentication required', 'not-permitted': PERMISSION_REFUSED } as const

export class AdminAuthError extends Error {
  constructor(readonly reason: keyof typeof AUTH_ERROR_TEXT) {
    super(AUTH_ERROR_TEXT[reason])
    this.name = 'AdminAuthError'
  }
}
