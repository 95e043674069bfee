import 'server-only'
import { createHash } from 'node:crypto'
import { getDb, type Db } from '@/lib/db/client'
import { revokeAllSessions } from '@/lib/db/queries/admin-sessions'
import { getSetting, getStoredPasswordHash, setSetting, SETTING_KEYS } from '@/lib/db/queries/settings'
import { env } from '@/lib/env'

/** ADMIN_PASSWORD_HASH overrides the hash stored in app_settings; null when neither is set. */
export async function configuredPasswordHash(db?: Db): Promise<string | null> {
  const fromEnv = env().ADMIN_PASSWORD_HASH
  if (fromEnv) return fromEnv
  return getStoredPasswordHash(db ?? (await getDb()))
}

/** Tells hashes apart without keeping a copy of one (a hash is what an offline guesser needs). */
function fingerprint(hash: string | null): string {
  return hash ? createHash('sha256').update(hash).digest('hex') : 'none'
}

/** After the settings page changed the password (and revoked the sessions itself), so the next start keeps its new one. */
export async function recordPasswordInUse(db: Db, hash: string | null): Promise<void> {
  await setSetting(db, SETTING_KEYS.adminPasswordFingerprint, fingerprint(hash))
}

/**
 * Run at start: a session issued under another password must not outlive it. The settings page revokes sessions
 * when it changes the password, but a new ADMIN_PASSWORD_HASH (or `npm run admin:set-password`) takes effect only
 * at a restart, so the fingerprint of the hash in use is kept and every session is revoked when it differs — also
 * when none was kept yet, as nothing then says which password the existing sessions were issued under.
 */
export async function revokeSessionsIfPasswordChanged(db: Db, hashInUse: string | null): Promise<number> {
  const current = fingerprint(hashInUse)
  if ((await getSetting(db, SETTING_KEYS.adminPasswordFingerprint)) === current) return 0
  const revoked = await revokeAllSessions(db)
  await recordPasswordInUse(db, hashInUse)
  return revoked
}
