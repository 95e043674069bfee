/**
 * Reading what a founder types into a tool's number field. People write money the way they say it — '1,250',
 * '$1.5M', '250k' — so those are accepted; anything else becomes NaN, which lib/tools' checkNumber turns into
 * "<field> must be a number" instead of a silent zero.
 */
const SUFFIX: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 }
const NUMBER = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)([kmbt]?)$/

/** '' → undefined (the field is empty); '20%' → 20 (the sign is dropped, the unit is the field's). */
export function readNumber(raw: string): number | undefined {
  const text = raw.trim().toLowerCase().replace(/[\s,$€£_]/g, '').replace(/%$/, '')
  if (text === '') return undefined
  const match = NUMBER.exec(text)
  if (!match) return Number.NaN
  const [, sign, digits, suffix] = match
  const value = Number(digits) * (suffix ? (SUFFIX[suffix] ?? 1) : 1)
  return sign === '-' ? -value : value
}

/** Percent fields show whole percentages ('20'); lib/tools takes fractions (0.2). */
export function percentToFraction(n: number | undefined): number | undefined {
  return n === undefined ? undefined : n / 100
}

/** A required number: an empty field stays undefined so lib/tools reports it as required, by its label. */
export function requiredNumber(raw: string): number {
  return readNumber(raw) as number
}

/** A percentage field as the fraction lib/tools takes; empty stays undefined (the tool's default applies). */
export function readPercent(raw: string): number | undefined {
  return percentToFraction(readNumber(raw))
}
