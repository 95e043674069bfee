import { describe, expect, it } from 'vitest'
import { isStrongPassword, passwordChecks, PASSWORD_HASH_PATTERN, WEAK_WORDS } from './password'
import { hashPassword, hashPasswordSync, isPasswordHash, parsePasswordHash, verifyPassword } from './password-hash'

const TEXTS = [
  'At least 8 characters long',
  'Contains uppercase letter (A-Z)',
  'Contains lowercase letter (a-z)',
  'Contains number (0-9)',
  'Contains special character (!@#$%^&*)',
  'Not a common weak password',
]

describe('password checklist', () => {
  it('lists the six requirement texts in order', () => {
    expect(passwordChecks('').map((c) => c.text)).toEqual(TEXTS)
  })

  it('marks each requirement met or unmet', () => {
    const met = (pw: string) => passwordChecks(pw).map((c) => c.met)
    expect(met('')).toEqual([false, false, false, false, false, true])
    expect(met('abcdefgh')).toEqual([true, false, true, false, false, true])
    expect(met('Zebra-Crossing-42!')).toEqual([true, true, true, true, true, true])
    expect(met('short1A!')).toEqual([true, true, true, true, true, true])
    expect(met('Short1A')).toEqual([false, true, true, true, false, true])
  })

  it('refuses every weak word, contained anywhere and in any case', () => {
    for (const word of WEAK_WORDS) {
      const pw = `Xy9!${word.toUpperCase()}zz`
      expect(passwordChecks(pw).find((c) => c.id === 'not-weak')?.met, word).toBe(false)
      expect(isStrongPassword(pw)).toBe(false)
    }
    expect(isStrongPassword('MyPassWord9!')).toBe(false)
    expect(isStrongPassword('Studio-Test-Pass-9!')).toBe(true)
  })
})

describe('password hashing', () => {
  it('hashes with scrypt at N=2^17, r=8, p=1, a 16-byte salt and a 32-byte key', async () => {
    const hash = await hashPassword('Zebra-Crossing-42!')
    expect(hash).toMatch(PASSWORD_HASH_PATTERN)
    const parsed = parsePasswordHash(hash)
    expect(parsed).toMatchObject({ logN: 17, r: 8, p: 1 })
    expect(parsed?.salt.length).toBe(16)
    expect(parsed?.key.length).toBe(32)
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Zebra-Crossing-42!')
    expect(await verifyPassword('Zebra-Crossing-42!', hash)).toBe(true)
    expect(await verifyPassword('Zebra-Crossing-42?', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('salts every hash, and the sync variant (playwright.config.ts) verifies the same way', async () => {
    const a = await hashPassword('same')
    const b = hashPasswordSync('same')
    expect(a).not.toBe(b)
    expect(await verifyPassword('same', b)).toBe(true)
  })

  it('refuses malformed hashes and parameters that would exhaust the machine', async () => {
    expect(isPasswordHash('plaintext')).toBe(false)
    expect(isPasswordHash('scrypt$17$8$1$abc$def')).toBe(false)
    const hash = await hashPassword('x')
    expect(isPasswordHash(hash.replace('scrypt:17:', 'scrypt:30:'))).toBe(false)
    await expect(verifyPassword('x', 'nonsense')).rejects.toThrow(/scrypt format/)
  })
})
