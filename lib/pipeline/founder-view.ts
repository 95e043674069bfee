import 'server-only'
import { getDb, type Db } from '@/lib/db/client'
import { isStatusToken, statusTokenHash } from './status-token'

/**
 * Reads what a founder's status link opens (the status page, the success page, the copy download), by the token's
 * hash only; null for a value that is not a token or a link nobody holds.
 */
export async function byStatusToken<T>(token: unknown, read: (db: Db, tokenHash: string) => Promise<T | null>): Promise<T | null> {
  if (!isStatusToken(token)) return null
  return read(await getDb(), statusTokenHash(token))
}
