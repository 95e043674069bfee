import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '@/lib/db/client'
import { revokeUserSessions } from '@/lib/db/queries/admin-sessions'
import {
  consumeSetPasswordToken,
  insertAccount,
  setPasswordLink,
  setAccountDisabled,
  accountForSetPasswordToken,
  type AdminAccount,
} from '@/lib/db/queries/admin-users'
import { hashPassword } from './password-hash'
import type { AccountRole } from './permissions'

/**
 * Named accounts (reviewers and editors): the owner adds them with a one-time set-password link or a password typed
 * for them, and disables them. Only the sha256 of a link's token is stored, so the database alone cannot open one; the
 * token itself is shown to the owner once.
 */

/** How long a set-password link works. */
export const SET_PASSWORD_LINK_HOURS = 72
export const SET_PASSWORD_PATH = '/admin/set-password'

export function hashSetPasswordToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new link's token (256 random bits) and what is stored of it. */
export function newSetPasswordToken(now = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashSetPasswordToken(token), expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * 3_600_000) }
}

export function setPasswordUrl(origin: string, token: string): string {
  return `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`
}

/** A one-time link as it was made: the token (to show and send once) and until when it works. */
export type IssuedLink = { token: string; expiresAt: Date }

export type CreatedAccount = { account: AdminAccount; link: IssuedLink | null }

/**
 * A reviewer or editor with either `password` (already checked against the rules by the caller) or, when none, a
 * one-time link whose token is returned to show and send once. Null when the e-mail already has an account.
 */
export async function createAccount(
  db: Db,
  input: { name: string; email: string; role: AccountRole; password?: string; createdBy: string },
  now = new Date(),
): Promise<CreatedAccount | null> {
  const base = { name: input.name, email: input.email, role: input.role, createdBy: input.createdBy }
  if (input.password) {
    const account = await insertAccount(db, { ...base, passwordHash: await hashPassword(input.password) })
    return account && { account, link: null }
  }
  const link = newSetPasswordToken(now)
  const account = await insertAccount(db, { ...base, setPassword: link })
  return account && { account, link: { token: link.token, expiresAt: link.expiresAt } }
}

/**
 * A fresh link for an existing account (a lost link, or a forgotten password); the old link dies. Null: no such
 * account.
 */
export async function renewSetPasswordLink(db: Db, id: string, now = new Date()): Promise<{ account: AdminAccount; link: IssuedLink } | null> {
  const link = newSetPasswordToken(now)
  const account = await setPasswordLink(db, id, link, now)
  return account && { account, link: { token: link.token, expiresAt: link.expiresAt } }
}

/** The account a link still opens, for the set-password page (null: used, expired, unknown or disabled). */
export async function accountForLink(db: Db, token: string, now = new Date()): Promise<AdminAccount | null> {
  return token ? accountForSetPasswordToken(db, hashSetPasswordToken(token), now) : null
}

/**
 * Uses a link: sets the password and kills the link at once (a second use finds nothing). Any session the account
 * had is ended, since whoever held the old password may be someone else. Null when the link no longer works.
 */
export async function redeemSetPasswordLink(db: Db, token: string, password: string, now = new Date()): Promise<string | null> {
  const hash = await hashPassword(password)
  const id = await consumeSetPasswordToken(db, hashSetPasswordToken(token), hash, now)
  if (id) await revokeUserSessions(db, id, now)
  return id
}

/** Disabling ends the account's sessions on every instance at once; re-enabling lets it log in again. */
export async function setAccountEnabled(db: Db, id: string, enabled: boolean, now = new Date()): Promise<{ found: boolean; revokedSessions: number }> {
  const found = await setAccountDisabled(db, id, !enabled, now)
  const revokedSessions = found && !enabled ? await revokeUserSessions(db, id, now) : 0
  return { found, revokedSessions }
}
