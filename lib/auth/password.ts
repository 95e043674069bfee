/**
 * The admin password rules. Pure and import-free: the settings page's live checklist (a client component),
 * the server and the `admin:set-password` CLI all show the same six requirement texts from here.
 * The hashing lives in ./password-hash.ts (node:crypto) so that this file stays safe for the browser bundle.
 */

export const WEAK_WORDS = ['password', '123456', 'qwerty', 'admin', 'letmein', 'welcome', 'monkey', 'dragon', 'master', 'hello'] as const

export type PasswordCheck = { id: string; text: string; met: boolean }

const RULES: { id: string; text: string; test: (pw: string) => boolean }[] = [
  { id: 'length', text: 'At least 8 characters long', test: (pw) => pw.length >= 8 },
  { id: 'upper', text: 'Contains uppercase letter (A-Z)', test: (pw) => /[A-Z]/.test(pw) },
  { id: 'lower', text: 'Contains lowercase letter (a-z)', test: (pw) => /[a-z]/.test(pw) },
  { id: 'digit', text: 'Contains number (0-9)', test: (pw) => /[0-9]/.test(pw) },
  { id: 'special', text: 'Contains special character (!@#$%^&*)', test: (pw) => /[!@#$%^&*]/.test(pw) },
  {
    id: 'not-weak',
    text: 'Not a common weak password',
    test: (pw) => {
      const lower = pw.toLowerCase()
      return !WEAK_WORDS.some((w) => lower.includes(w))
    },
  },
]

/** Each requirement with whether `password` meets it, in the checklist's order. */
export function passwordChecks(password: string): PasswordCheck[] {
  return RULES.map((r) => ({ id: r.id, text: r.text, met: r.test(password) }))
}

export function isStrongPassword(password: string): boolean {
  return passwordChecks(password).every((c) => c.met)
}

/** Longer inputs are refused before hashing: scrypt time grows with the input and nobody types more. */
export const MAX_PASSWORD_LENGTH = 1024

/** The shape of a stored hash (see ./password-hash.ts); here so that lib/env.ts can check it without node:crypto. */
export const PASSWORD_HASH_PATTERN = /^scrypt:\d{1,2}:\d{1,2}:\d{1,2}:[A-Za-z0-9_-]{16,}:[A-Za-z0-9_-]{32,}$/
