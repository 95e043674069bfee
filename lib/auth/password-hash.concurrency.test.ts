import { randomBytes, scryptSync } from 'node:crypto'
import { expect, it, vi } from 'vitest'

// Counts the scrypt computations running at once (each costs 128 MiB at the real parameters).
const h = vi.hoisted(() => ({ running: 0, most: 0 }))
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>()
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (err: Error | null, key: Buffer) => void
    h.most = Math.max(h.most, ++h.running)
    ;(real.scrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      h.running--
      done(err, key)
    })
  }
  return { ...real, default: { ...real, scrypt }, scrypt }
})
const { SCRYPT_CONCURRENCY, verifyPassword } = await import('./password-hash')

it('runs at most SCRYPT_CONCURRENCY scrypt computations at once, however many checks arrive', async () => {
  const salt = randomBytes(16)
  const key = scryptSync('pw', salt, 32, { N: 2 ** 10, r: 8, p: 1 })
  const hash = ['scrypt', 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(':')
  const results = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(i % 3 ? 'wrong' : 'pw', hash)))
  expect(results.filter(Boolean)).toHaveLength(4)
  expect(SCRYPT_CONCURRENCY).toBe(2)
  expect(h.most).toBe(SCRYPT_CONCURRENCY)
})
