import 'server-only'
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Db } from '../client'
import type { AccountRole } from '@/lib/auth/permissions'
import { adminUsers, type AdminRole } from '../schema'

/** The owner of the single-password set-up has no admin_users row; sessions and records name it by this id. */
export const OWNER_USER_ID = 'admin'
export const OWNER_DISPLAY_NAME = 'Owner'

/** An account as the admin pages show it: never its hashes or tokens. */
export type AdminAccount = { id: string; name: string; email: string | null; role: AdminRole; disabled: boolean }

const OWNER: AdminAccount = { id: OWNER_USER_ID, name: OWNER_DISPLAY_NAME, email: null, role: 'owner', disabled: false }

/** Every account, the owner first, then the named accounts by name: the assignee lists and display names read this. */
export async function listAdminAccounts(db: Db): Promise<AdminAccount[]> {
  const rows = await db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email, role: adminUsers.role, disabledAt: adminUsers.disabledAt })
    .from(adminUsers)
    .orderBy(asc(adminUsers.name))
  return [OWNER, ...rows.map((r) => ({ id: r.id, name: r.name, email: r.email, role: r.role, disabled: r.disabledAt !== null }))]
}

/** Names by user id, for showing who did what (history, notes, audit); an unknown id shows as itself. */
export async function adminDisplayNames(db: Db): Promise<Map<string, string>> {
  return new Map((await listAdminAccounts(db)).map((a) => [a.id, a.name]))
}

export async function getAdminAccount(db: Db, id: string): Promise<AdminAccount | null> {
  if (id === OWNER_USER_ID) return OWNER
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id))
  return row ? { id: row.id, name: row.name, email: row.email, role: row.role, disabled: row.disabledAt !== null } : null
}

/** E-mails are stored and compared trimmed and lower-cased (the login name). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** What the login needs of an account: never shown, never leaves lib/auth. */
export type LoginAccount = { id: string; name: string; role: AdminRole; passwordHash: string | null; disabled: boolean }

/** The account an e-mail names (compared lower-cased, as stored), or null. */
export async function findLoginAccount(db: Db, email: string): Promise<LoginAccount | null> {
  const [row] = await db
    .select({ id: adminUsers.id, name: adminUsers.name, role: adminUsers.role, passwordHash: adminUsers.passwordHash, disabledAt: adminUsers.disabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)))
  return row ? { id: row.id, name: row.name, role: row.role, passwordHash: row.passwordHash, disabled: row.disabledAt !== null } : null
}

export type NewAccount = {
  name: string
  email: string
  role: AccountRole
  createdBy: string
  /** Either a password hash (the owner typed one) or a set-password link's token hash with its expiry. */
  passwordHash?: string
  setPassword?: { tokenHash: string; expiresAt: Date }
}

/**
 * A new reviewer or editor; null when the e-mail already belongs to an account (the unique index decides, also under
 * a race).
 */
export async function insertAccount(db: Db, account: NewAccount): Promise<AdminAccount | null> {
  const [row] = await db
    .insert(adminUsers)
    .values({
      name: account.name,
      email: normaliseEmail(account.email),
      role: account.role,
      passwordHash: account.passwordHash ?? null,
      setPasswordTokenHash: account.setPassword?.tokenHash ?? null,
      setPasswordExpiresAt: account.setPassword?.expiresAt ?? null,
      createdBy: account.createdBy,
    })
    .onConflictDoNothing({ target: adminUsers.email })
    .returning()
  return row ? { id: row.id, name: row.name, email: row.email, role: row.role, disabled: false } : null
}

/** A fresh set-password link for a named account (the previous link dies); the account, or null when there is none. */
export async function setPasswordLink(db: Db, id: string, link: { tokenHash: string; expiresAt: Date }, now = new Date()): Promise<AdminAccount | null> {
  const [row] = await db
    .update(adminUsers)
    .set({ setPasswordTokenHash: link.tokenHash, setPasswordExpiresAt: link.expiresAt, updatedAt: now })
    .where(and(eq(adminUsers.id, id), ne(adminUsers.role, 'owner')))
    .returning()
  return row ? { id: row.id, name: row.name, email: row.email, role: row.role, disabled: row.disabledAt !== null } : null
}

/** The enabled account a set-password link still opens (not used, not expired), or null. */
export async function accountForSetPasswordToken(db: Db, tokenHash: string, now = new Date()): Promise<AdminAccount | null> {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(and(eq(adminUsers.setPasswordTokenHash, tokenHash), gt(adminUsers.setPasswordExpiresAt, now), isNull(adminUsers.disabledAt)))
  return row ? { id: row.id, name: row.name, email: row.email, role: row.role, disabled: false } : null
}

/**
 * Sets the password a link was issued for and kills the link, in one statement: of two uses of one link at once only
 * one matches. Returns the account's id, or null for a used, expired, unknown or disabled account's link.
 */
export async function consumeSetPasswordToken(db: Db, tokenHash: string, passwordHash: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(adminUsers)
    .set({ passwordHash, setPasswordTokenHash: null, setPasswordExpiresAt: null, updatedAt: now })
    .where(and(eq(adminUsers.setPasswordTokenHash, tokenHash), gt(adminUsers.setPasswordExpiresAt, now), isNull(adminUsers.disabledAt)))
    .returning({ id: adminUsers.id })
  return row?.id ?? null
}

/** A named account's own password change (the owner's lives in app_settings / ADMIN_PASSWORD_HASH). */
export async function setAccountPasswordHash(db: Db, id: string, passwordHash: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(adminUsers.id, id), ne(adminUsers.role, 'owner')))
    .returning({ id: adminUsers.id })
  return rows.length > 0
}

/** Disables or re-enables a named account; false when there is no such account. The caller revokes its sessions. */
export async function setAccountDisabled(db: Db, id: string, disabled: boolean, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ disabledAt: disabled ? now : null, updatedAt: now })
    .where(and(eq(adminUsers.id, id), ne(adminUsers.role, 'owner')))
    .returning({ id: adminUsers.id })
  return rows.length > 0
}

/** A named account as the settings page lists it: whether a password is set yet, and until when its link works. */
export type AccountListing = AdminAccount & { email: string; hasPassword: boolean; linkExpiresAt: Date | null; createdAt: Date }

/** The reviewers and editors (never the owner), by name. */
export async function listNamedAccounts(db: Db): Promise<AccountListing[]> {
  const rows = await db.select().from(adminUsers).where(ne(adminUsers.role, 'owner')).orderBy(asc(adminUsers.name))
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    disabled: r.disabledAt !== null,
    hasPassword: r.passwordHash !== null,
    linkExpiresAt: r.setPasswordTokenHash ? r.setPasswordExpiresAt : null,
    createdAt: r.createdAt,
  }))
}
