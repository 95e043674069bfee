import { describe, expect, it } from 'vitest'
import { backoffStep, type Cooldown, halfOpenPick, isCooling, nextCooldown, retryAfterMs } from './backoff'

const S = 1000
const MIN = 60 * S
const t0 = Date.UTC(2026, 10, 22, 9, 0, 0)

/** The cool-down lengths after n failures in a row, each failure at the end of the previous cool-down. */
function lengths(n: number, failure: { status?: number; retryAfter?: string } = {}): number[] {
  let cooldown: Cooldown | null = null
  let now = t0
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    cooldown = nextCooldown(cooldown, { now, ...failure })
    out.push(cooldown.until - now)
    now = cooldown.until
  }
  return out
}

describe('back-off', () => {
  it('rests 15 s after a failure, doubling with each failure in a row, capped at 5 minutes', () => {
    expect(lengths(8)).toEqual([15 * S, 30 * S, 60 * S, 120 * S, 240 * S, 5 * MIN, 5 * MIN, 5 * MIN])
    expect(backoffStep(10_000)).toBe(5 * MIN)
  })

  it('starts again at 15 s once the chain of failures is broken (the caller drops the cool-down on a success)', () => {
    const long = nextCooldown(nextCooldown(null, { now: t0 }), { now: t0 + 15 * S })
    expect(long.until - (t0 + 15 * S)).toBe(30 * S)
    expect(nextCooldown(null, { now: t0 + MIN }).until).toBe(t0 + MIN + 15 * S)
  })

  it('is cooling strictly before its end and not from it on', () => {
    const cooldown = nextCooldown(null, { now: t0 })
    expect(isCooling(cooldown, t0 + 10 * S)).toBe(true)
    expect(isCooling(cooldown, t0 + 15 * S - 1)).toBe(true)
    expect(isCooling(cooldown, t0 + 15 * S)).toBe(false)
    expect(isCooling(null, t0)).toBe(false)
  })
})

describe('Retry-After', () => {
  it('reads delay-seconds and an HTTP date against the given clock', () => {
    expect(retryAfterMs('120', t0)).toBe(120 * S)
    expect(retryAfterMs(' 0 ', t0)).toBe(0)
    expect(retryAfterMs(new Date(t0 + 90 * S).toUTCString(), t0)).toBe(90 * S)
    expect(retryAfterMs(new Date(t0 - 90 * S).toUTCString(), t0)).toBe(0) // a date already past: no wait
  })

  it('ignores what is neither', () => {
    for (const value of [undefined, '', 'soon', '1.5', '-5', '2026-11-22T09:00:00Z']) expect(retryAfterMs(value, t0)).toBeNull()
  })

  it('a 429 or 503 rests until the time it names', () => {
    const rateLimited = nextCooldown(null, { now: t0, status: 429, retryAfter: '120' })
    expect(rateLimited).toEqual({ failures: 1, until: t0 + 120 * S, retryAt: t0 + 120 * S })
    const maintenance = nextCooldown(null, { now: t0, status: 503, retryAfter: new Date(t0 + 10 * MIN).toUTCString() })
    expect(maintenance.until).toBe(t0 + 10 * MIN)
  })

  it('never rests less than the back-off step, nor more than an hour', () => {
    expect(nextCooldown(null, { now: t0, status: 429, retryAfter: '1' })).toEqual({ failures: 1, until: t0 + 15 * S, retryAt: t0 + S })
    expect(lengths(3, { status: 429, retryAfter: '1' })).toEqual([15 * S, 30 * S, 60 * S])
    expect(nextCooldown(null, { now: t0, status: 429, retryAfter: String(24 * 3600) }).until).toBe(t0 + 60 * MIN)
  })

  it('is ignored on other statuses', () => {
    expect(nextCooldown(null, { now: t0, status: 500, retryAfter: '600' })).toEqual({ failures: 1, until: t0 + 15 * S, retryAt: null })
  })
})

describe('half-open', () => {
  const cooling = (until: number, retryAt: number | null = null): Cooldown => ({ failures: 1, until, retryAt })

  it('picks the cooling provider whose cool-down ends first, then the higher priority', () => {
    const candidates = [
      { item: 'groq', priority: 90, cooldown: cooling(t0 + 30 * S) },
      { item: 'deepseek', priority: 75, cooldown: cooling(t0 + 15 * S) },
      { item: 'ollama', priority: 60, cooldown: cooling(t0 + 15 * S) },
    ]
    expect(halfOpenPick(candidates, t0)).toBe('deepseek')
    expect(halfOpenPick(candidates.slice(0, 1), t0)).toBe('groq')
  })

  it('picks none that is not cooling (the registry would simply use it) and none inside its Retry-After', () => {
    expect(halfOpenPick([{ item: 'groq', priority: 90, cooldown: null }], t0)).toBeUndefined()
    expect(halfOpenPick([{ item: 'groq', priority: 90, cooldown: cooling(t0) }], t0)).toBeUndefined()
    const limited = { item: 'groq', priority: 90, cooldown: cooling(t0 + 60 * S, t0 + 60 * S) }
    expect(halfOpenPick([limited], t0)).toBeUndefined()
    // Retry-After shorter than the step: probed once the named time has passed.
    const short = { item: 'groq', priority: 90, cooldown: cooling(t0 + 15 * S, t0 + S) }
    expect(halfOpenPick([short], t0)).toBeUndefined()
    expect(halfOpenPick([short], t0 + S)).toBe('groq')
  })
})
