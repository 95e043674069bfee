import { email } from '@/lib/forms/fields'

/**
 * The address a privacy request is about, as the forms accept one (lib/forms/fields.ts), lower-cased: the search
 * is case-insensitive and exact, so 'Ann@Example.com' finds what 'ann@example.com' sent.
 */
export const requestAddress = email().transform((s) => s.toLowerCase())

export function parseRequestAddress(raw: unknown): { ok: true; address: string } | { ok: false; message: string } {
  const parsed = requestAddress.safeParse(typeof raw === 'string' ? raw : '')
  if (parsed.success) return { ok: true, address: parsed.data }
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.' }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether free text (a chat message, an e-mail job) mentions the address itself and not a longer one containing it:
 * 'ann@example.com' is not mentioned by 'joann@example.com' nor by 'ann@example.com.au', but is by '<ann@example.com>.'
 */
export function mentionsAddress(text: string, address: string): boolean {
  return addressPattern(address, 'i').test(text)
}

/** The address's mentions in free text replaced, by the same rule as mentionsAddress: what an erasure leaves of it. */
export const ERASED_ADDRESS = '[erased address]'
export function redactAddress(text: string, address: string, replacement = ERASED_ADDRESS): string {
  return text.replace(addressPattern(address, 'gi'), (_whole, before: string) => `${before}${replacement}`)
}

function addressPattern(address: string, flags: string): RegExp {
  return new RegExp(`(^|[^a-z0-9._%+-])${escapeRegExp(address)}(?![a-z0-9_-]|\\.[a-z0-9])`, flags)
}
