import 'server-only'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { adminUsers, type AdminRole } from '../schema'

/** The owner of the single-password set-up has no admin_users row; sessions and records name it by this id. */
export const OWNER_USER_ID = 'admin'
export const OWNER_DISPLAY_NAME = 'Owner'

/** An account as the admin pages show it: never its hashes or tokens. */
export type AdminAccount = { id: string; name: string; email: string | null; role: AdminRole; disabled: boolean }

const OWNER: AdminAccount = { id: OWNER_USER_ID, name: OWNER_DISPLAY_NAME, email: null, role: 'owner', disabled: false }

/** Every account, the owner first, then reviewers by name: the assignee list and the settings page read this. */
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
