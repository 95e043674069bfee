import { LONE_SURROGATE } from '../fields'

/**
 * The field builders refuse what PostgreSQL cannot store in the fields they build; values they do not build (the
 * chat form's free-form `context`, bare z.string() parts) can still carry it, nested anywhere, keys included.
 * jsonb refuses a lone surrogate and a NUL (\u0000) alike, so both are a field error here, before the database.
 */
const UNSTORABLE = new RegExp(`${LONE_SURROGATE.source}|\\u0000`, 'u')

export const UNSTORABLE_MESSAGE = 'This field contains characters that are not allowed.'

/** The path ('context.page.title') of the first string or key that cannot be stored, or undefined. */
export function unstorablePath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || '_form' : undefined
  if (!value || typeof value !== 'object') return undefined
  // No form nests this deep; refusing it keeps the walk (and the database's own) off a stack overflow.
  if (depth > 32) return path.join('.')
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key]
    if (UNSTORABLE.test(key)) return here.join('.')
    const found = unstorablePath(item, here, depth + 1)
    if (found) return found
  }
  return undefined
}
