/**
 * The public forms API described from the schemas themselves (lib/forms/schemas.ts), so /docs/api cannot drift from
 * what POST /api/forms/{type} accepts: field names, whether each is required, its kind, allowed values and limits.
 */
import { z } from 'zod'
import { FORM_SCHEMAS } from './schemas'
import { FORM_TYPES, type FormType } from './types'

export type ApiField = { name: string; kind: string; required: boolean; values?: readonly string[]; min?: number; max?: number }

type JsonProp = { type?: string; enum?: string[]; items?: { enum?: string[]; type?: string } }
type ZodNode = { _zod?: { def?: Record<string, unknown> & { checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number } } }[] } } }

/** The tightest length limits anywhere in a field's chain of refinements, transforms and pipes. */
function lengthLimits(schema: unknown): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {}
  const visit = (node: unknown, depth: number) => {
    const def = (node as ZodNode | undefined)?._zod?.def
    if (!def || depth > 25) return
    for (const c of def.checks ?? []) {
      const d = c._zod.def
      if (d.check === 'max_length' && d.maximum !== undefined) out.max = Math.min(out.max ?? Infinity, d.maximum)
      if (d.check === 'min_length' && d.minimum !== undefined) out.min = Math.max(out.min ?? 0, d.minimum)
    }
    for (const key of ['in', 'out', 'innerType', 'schema']) visit(def[key], depth + 1)
  }
  visit(schema, 0)
  return out
}

function kindOf(prop: JsonProp | undefined): string {
  if (!prop?.type) return 'boolean' // the only field JSON Schema cannot show here is the consent checkbox
  if (prop.type === 'array') return prop.items?.type === 'object' ? 'array of objects' : `array of ${prop.items?.type ?? 'values'}`
  return prop.type
}

export function apiFields(type: FormType): ApiField[] {
  const schema = FORM_SCHEMAS[type] as z.ZodObject
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, JsonProp>; required?: string[] }
  return Object.keys(schema.shape).map((name) => {
    const prop = json.properties[name]
    const values = prop?.enum ?? prop?.items?.enum
    return { name, kind: kindOf(prop), required: json.required?.includes(name) ?? false, ...(values ? { values } : {}), ...lengthLimits(schema.shape[name]) }
  })
}

export function apiReference(): { type: FormType; fields: ApiField[] }[] {
  return FORM_TYPES.map((type) => ({ type, fields: apiFields(type) }))
}
