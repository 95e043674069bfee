/**
 * Input checks shared by the founder tools. The tools are fed by forms and by a language model, so every number is
 * checked before use: a bad value throws a ToolInputError whose message says which field and why, instead of the
 * calculation quietly returning NaN or Infinity.
 */
export class ToolInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'ToolInputError'
  }
}

type Bounds = { min?: number; minExclusive?: boolean; max?: number; hint?: string }

/** A finite number within bounds, or a ToolInputError naming the field. */
export function checkNumber(value: unknown, field: string, { min, minExclusive = false, max, hint }: Bounds = {}): number {
  const suffix = hint ? ` (${hint})` : ''
  if (value === undefined || value === null) throw new ToolInputError(field, `${field} is required${suffix}.`)
  if (typeof value !== 'number' || Number.isNaN(value)) throw new ToolInputError(field, `${field} must be a number${suffix}.`)
  if (!Number.isFinite(value)) throw new ToolInputError(field, `${field} must be a finite number${suffix}.`)
  if (min !== undefined && (minExclusive ? value <= min : value < min)) {
    const word = minExclusive ? (min === 0 ? 'greater than zero' : `greater than ${min}`) : min === 0 ? 'zero or more' : `at least ${min}`
    throw new ToolInputError(field, `${field} must be ${word}${suffix}.`)
  }
  if (max !== undefined && value > max) throw new ToolInputError(field, `${field} must be at most ${max}${suffix}.`)
  return value
}

/** Guards a computed result: inputs can each be valid yet multiply past what a double holds. */
export function checkResult(value: number, field: string): number {
  if (!Number.isFinite(value)) throw new ToolInputError(field, `The inputs are too large to calculate ${field}.`)
  return value
}

/** One check per field of a tool's input: returns the checked value or throws a ToolInputError naming the field. */
export type FieldChecks<I> = { readonly [K in keyof I]?: (value: unknown) => unknown }

/**
 * Every field's problem at once (a calculation stops at the first), so a form can mark each field that needs fixing
 * and say so once, beside it. The same checks the calculation runs, so the two never disagree.
 */
export function inputErrors<I extends object>(input: I, checks: FieldChecks<I>): ToolInputError[] {
  return (Object.keys(checks) as (keyof I)[]).flatMap((key) => {
    try {
      checks[key]!(input?.[key])
      return []
    } catch (error) {
      if (error instanceof ToolInputError) return [error]
      throw error
    }
  })
}
