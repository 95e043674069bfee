import { clientKey } from './client-ip'

/**
 * A fixed-window counter per client (an IP address, IPv6 counted by its /64: see clientKey). This one keeps its counts
 * in this process's memory: right and fastest with the embedded database, where there is one process. With
 * PostgreSQL every instance counts in the database instead (lib/http/shared-limits.ts implements the same type), so
 * callers await check() and never know which. A limit of 0 turns it off.
 */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = { check: (ip: string, now?: number) => Promise<RateLimitResult> }

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = 0

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return
    lastSweep = now
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key)
  }

  function check(ip: string, now: number): RateLimitResult {
    if (limit <= 0) return { ok: true }
    sweep(now)
    const key = clientKey(ip)
    const w = windows.get(key)
    if (!w || now - w.start >= windowMs) {
      windows.set(key, { start: now, count: 1 })
      return { ok: true }
    }
    if (w.count < limit) {
      w.count++
      return { ok: true }
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) }
  }

  return { check: async (ip, now = Date.now()) => check(ip, now) }
}
