import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { PASSWORD_HASH_PATTERN } from './password'
import { createSemaphore, type Semaphore } from './semaphore'
// Relative: playwright.config.ts loads this file, outside the '@/' alias.
import { processSingleton } from '../process-singleton'

/**
 * scrypt at OWASP's guidance (N=2^17, r=8, p=1; 32-byte key, 16-byte salt) in a self-describing string
 * `scrypt:<log2 N>:<r>:<p>:<salt base64url>:<key base64url>`, so parameters can be raised later and old hashes
 * still verify. ':' rather than the usual '$' because .env loaders (Next's dotenv-expand, docker compose) expand
 * `$…` in values and would corrupt the hash.
 *
 * No 'server-only' import: the CLI and playwright.config.ts use it outside React's server build.
 */

export const SCRYPT_PARAMS = { logN: 17, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const

// Bounds on a stored hash's parameters, so a crafted ADMIN_PASSWORD_HASH cannot make verification eat the machine.
const MAX_LOG_N = 20
const MAX_R = 16
const MAX_P = 4

function scryptOptions(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN
  // Node refuses scrypt above maxmem (default 32 MiB); N=2^17, r=8 needs 128 MiB, so allow twice the need.
  return { N, r, p, maxmem: 2 * 128 * N * r * p + 1024 * 1024 }
}

function format(logN: number, r: number, p: number, salt: Buffer, key: Buffer): string {
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join(':')
}

/**
 * scrypt computations allowed at once in this process. Each takes 128 MiB and one of libuv's 4 worker threads (which
 * file and DNS work share), so a flood of password checks waits here instead of eating the memory and the threads.
 */
export const SCRYPT_CONCURRENCY = 2
// One per process, even when Next loads this module in several bundles.
function scryptSlots(): Semaphore {
  return processSingleton('venture-studio.scrypt-slots', () => createSemaphore(SCRYPT_CONCURRENCY))
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return scryptSlots().run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, scryptOptions(logN, r, p), (err, key) => (err ? reject(err) : resolve(key))),
      ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p, keyLength, saltLength } = SCRYPT_PARAMS
  const salt = randomBytes(saltLength)
  const key = await derive(password, salt, logN, r, p, keyLength)
  return format(logN, r, p, salt, key)
}

let dummy: string | undefined

/**
 * A hash no password matches (a random key), at the cost of a real one: checked for an unknown or disabled account
 * so that its answer takes as long as a wrong password's and the two cannot be told apart.
 */
export function dummyPasswordHash(): string {
  const { logN, r, p, keyLength, saltLength } = SCRYPT_PARAMS
  dummy ??= format(logN, r, p, randomBytes(saltLength), randomBytes(keyLength))
  return dummy
}

/** For playwright.config.ts, which must have the hash before it can return its config. */
export function hashPasswordSync(password: string): string {
  const { logN, r, p, keyLength, saltLength } = SCRYPT_PARAMS
  const salt = randomBytes(saltLength)
  return format(logN, r, p, salt, scryptSync(password.normalize('NFKC'), salt, keyLength, scryptOptions(logN, r, p)))
}

type Parsed = { logN: number; r: number; p: number; salt: Buffer; key: Buffer }

export function parsePasswordHash(hash: string): Parsed | null {
  if (!PASSWORD_HASH_PATTERN.test(hash)) return null
  const [, logN, r, p, salt, key] = hash.split(':')
  const parsed = { logN: Number(logN), r: Number(r), p: Number(p), salt: Buffer.from(salt!, 'base64url'), key: Buffer.from(key!, 'base64url') }
  if (parsed.logN < 10 || parsed.logN > MAX_LOG_N || parsed.r < 1 || parsed.r > MAX_R || parsed.p < 1 || parsed.p > MAX_P) return null
  if (parsed.salt.length < 16 || parsed.key.length < 16 || parsed.key.length > 64) return null
  return parsed
}

export function isPasswordHash(hash: string): boolean {
  return parsePasswordHash(hash) !== null
}

/** True when `password` matches; throws on a hash that is not in our format (a configuration error, not a wrong password). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parsePasswordHash(hash)
  if (!parsed) throw new Error('The stored admin password hash is not in the expected scrypt format.')
  const key = await derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p, parsed.key.length)
  return timingSafeEqual(key, parsed.key)
}
