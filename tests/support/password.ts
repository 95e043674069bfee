import { randomBytes, scryptSync } from 'node:crypto'

/**
 * A real scrypt hash in the app's format at the cheapest cost its parser accepts (N = 2^10), so that tests about
 * logins and accounts check passwords in milliseconds rather than half a second each.
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 })
  return ['scrypt', 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(':')
}
