import 'server-only'
import type { Db } from '@/lib/db/client'
import { storedFileBytes } from '@/lib/db/queries/submission-files'
import { env } from '@/lib/env'
import type { RateLimiter } from '@/lib/http/rate-limit'
import { rateLimiter } from '@/lib/http/shared-limits'
import { processSingleton } from '@/lib/process-singleton'

/**
 * The limits that keep one client, or a burst of them, from taking the site down with uploads: how many bodies this
 * instance reads at once (UPLOADS_IN_PROGRESS), how many decks one client may send an hour (UPLOAD_RATE_LIMIT,
 * separate from the form limit), and how many megabytes of decks the studio keeps in all (DECK_STORAGE_MB).
 */

export type UploadSlots = { take: () => (() => void) | null; inUse: () => number }

/** A counter of uploads in progress; `take` gives a release function, or null when all `size` are in use. */
export function createUploadSlots(size: number): UploadSlots {
  let used = 0
  return {
    take() {
      if (used >= size) return null
      used++
      let released = false
      return () => {
        if (released) return
        released = true
        used--
      }
    },
    inUse: () => used,
  }
}

/** This instance's slots: one per body being read (held until the answer is decided). */
export function uploadSlots(): UploadSlots {
  return processSingleton('venture-studio.upload-slots', () => createUploadSlots(env().UPLOADS_IN_PROGRESS))
}

/** UPLOAD_RATE_LIMIT uploads an hour per client (0: off), on PostgreSQL shared by every instance. */
export function uploadRateLimiter(): RateLimiter {
  return processSingleton('venture-studio.upload-limiter', () => rateLimiter({ name: 'uploads', limit: env().UPLOAD_RATE_LIMIT, windowMs: 60 * 60_000 }))
}

/** The admin is warned from this share of the budget on. */
export const STORAGE_WARNING_SHARE = 0.8

export type DeckStorage = { usedBytes: number; budgetBytes: number; full: boolean; nearlyFull: boolean }

/** The decks kept against the budget; a budget of 0 means none is set. */
export async function deckStorage(db: Db, budgetMb: number = env().DECK_STORAGE_MB): Promise<DeckStorage> {
  const usedBytes = await storedFileBytes(db)
  const budgetBytes = budgetMb * 1024 * 1024
  if (budgetBytes <= 0) return { usedBytes, budgetBytes, full: false, nearlyFull: false }
  return { usedBytes, budgetBytes, full: usedBytes >= budgetBytes, nearlyFull: usedBytes >= budgetBytes * STORAGE_WARNING_SHARE }
}
