import 'server-only'

/**
 * CONTRACT (issue 5) — the auth helper replaces these bodies; the signatures are what the dashboard and the blog
 * management code call. Every admin page, server action and route handler checks authorisation itself through
 * one of these (DESIGN.md §2 rule 4); the proxy is not a guard.
 */

export type AdminSession = {
  userId: string
  /** The token's jti: identifies this session in admin_sessions and in audit events (sessionId). */
  jti: string
  expiresAt: Date
}

/** The verified session of this request, or null (no, tampered, expired, malformed or revoked token). */
export async function getAdminSession(): Promise<AdminSession | null> {
  throw new Error('getAdminSession: not implemented yet')
}

/**
 * For admin pages (server components): returns the session, or interrupts rendering so that the visitor gets the
 * login form and no data.
 */
export async function requireAdmin(): Promise<AdminSession> {
  throw new Error('requireAdmin: not implemented yet')
}

/**
 * For admin server actions: checks the request is same-origin (Origin / Sec-Fetch-Site; no Origin = refused) and
 * that a valid session exists. Throws AdminAuthError otherwise (callers return a typed error state).
 */
export async function requireAdminAction(): Promise<AdminSession> {
  throw new Error('requireAdminAction: not implemented yet')
}

/**
 * For admin route handlers: the session, or a Response to return at once (401 without a valid session; 403 for
 * a cross-site state change).
 */
export async function requireAdminApi(request: Request): Promise<AdminSession | Response> {
  void request
  throw new Error('requireAdminApi: not implemented yet')
}

export class AdminAuthError extends Error {
  constructor(readonly reason: 'unauthenticated' | 'cross-site') {
    super(reason === 'cross-site' ? 'Cross-site request refused' : 'Authentication required')
    this.name = 'AdminAuthError'
  }
}
