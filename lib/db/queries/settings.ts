import 'server-only'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { appSettings } from '../schema'

/** The app_settings keys; one row each. */
export const SETTING_KEYS = { adminPasswordHash: 'admin_password_hash', adminPasswordFingerprint: 'admin_password_fingerprint', chatMode: 'chat_mode' } as const

export const CHAT_MODES = ['coming-soon', 'live'] as const
export type ChatMode = (typeof CHAT_MODES)[number]
/** In production the chat widget shows 'coming soon' until the studio switches it on. */
export const DEFAULT_CHAT_MODE: ChatMode = 'coming-soon'

export async function getSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key))
  return row?.value
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } })
}

/** The admin password hash stored by `npm run admin:set-password` or the settings page (ADMIN_PASSWORD_HASH wins; see lib/auth/login.ts). */
export async function getStoredPasswordHash(db: Db): Promise<string | null> {
  const value = await getSetting(db, SETTING_KEYS.adminPasswordHash)
  return typeof value === 'string' && value !== '' ? value : null
}

export async function setStoredPasswordHash(db: Db, hash: string): Promise<void> {
  await setSetting(db, SETTING_KEYS.adminPasswordHash, hash)
}

/**
 * The chat assistant's mode: the one chosen on /admin/settings; when none is stored, `fallback` (CHAT_MODE from the
 * environment — the caller passes env().CHAT_MODE) and then the coming-soon default.
 */
export async function getChatMode(db: Db, fallback?: ChatMode): Promise<ChatMode> {
  const value = await getSetting(db, SETTING_KEYS.chatMode)
  return CHAT_MODES.includes(value as ChatMode) ? (value as ChatMode) : (fallback ?? DEFAULT_CHAT_MODE)
}

export async function setChatMode(db: Db, mode: ChatMode): Promise<void> {
  await setSetting(db, SETTING_KEYS.chatMode, mode)
}
