import type { z } from 'zod'
import { fieldMeta } from './fields'
import { APPLY_STEPS } from './definitions/apply'
import { applyFullSchema, FORM_SCHEMAS, isFormType } from './schemas'

/** One stored field as the team reads it: its label, and its value as text (or, for a nested value, the data). */
export type ReadableField = { key: string; label: string } & ({ text: string } | { data: unknown })

/** 'companyName' → 'Company name': a field no schema knows (an old row, an API extra) still reads as words. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The form's fields in the order the visitor met them: /apply's steps for an application, else the schema's order. */
function formFields(type: string): [string, z.ZodType][] {
  if (type === 'apply') {
    const shape = applyFullSchema.shape as Record<string, z.ZodType>
    const ordered: string[] = APPLY_STEPS.flatMap((s) => [...s.fields])
    const keys = [...ordered, ...Object.keys(shape).filter((k) => !ordered.includes(k))]
    return keys.map((k) => [k, shape[k]!])
  }
  if (!isFormType(type)) return []
  return Object.entries((FORM_SCHEMAS[type] as z.ZodObject).shape as Record<string, z.ZodType>)
}

/** The label the team reads for one field of a form type (also the CSV's per-field columns): its schema's, else its key's words. */
export function fieldLabel(type: string, key: string): string {
  const schema = formFields(type).find(([k]) => k === key)?.[1]
  return (schema && fieldMeta(schema)?.label) ?? humanise(key)
}

/**
 * One stored value as a spreadsheet cell reads it: an option's label ('Seed', not 'seed'), 'Yes'/'No' for a tick box,
 * a list joined with commas; numbers stay as stored so that a spreadsheet can still add them up.
 */
export function fieldValueText(type: string, key: string, value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'number') return String(value)
  const schema = formFields(type).find(([k]) => k === key)?.[1]
  const r = readable(value, schema ? fieldMeta(schema)?.options : undefined)
  return 'text' in r ? r.text : JSON.stringify(r.data)
}

function readable(value: unknown, options: Readonly<Record<string, string>> | undefined): { text: string } | { data: unknown } {
  const one = (v: unknown): string | null => {
    if (typeof v === 'boolean') return v ? 'Yes' : 'No'
    if (typeof v === 'string') return options?.[v] ?? v
    if (typeof v === 'number' && Number.isFinite(v)) return v.toLocaleString('en-US')
    return null
  }
  const single = one(value)
  if (single !== null) return { text: single }
  if (Array.isArray(value)) {
    const items = value.map(one)
    if (items.every((i): i is string => i !== null)) return { text: items.length ? items.join(', ') : 'None' }
  }
  return { data: value }
}

/**
 * A submission's data for the team's eyes: fields in form order with their labels, 'Yes'/'No' for
 * a tick box and an option's label for a choice ('Fintech + AI', not 'fintech-ai'), from the form's own schema; any
 * field the schema does not know follows, named from its key.
 */
export function readableFields(type: string, data: Record<string, unknown>): ReadableField[] {
  const known = formFields(type)
  const out: ReadableField[] = []
  for (const [key, schema] of known) {
    if (data[key] === undefined || data[key] === null) continue
    const meta = fieldMeta(schema)
    out.push({ key, label: meta?.label ?? humanise(key), ...readable(data[key], meta?.options) })
  }
  const seen = new Set(known.map(([k]) => k))
  for (const [key, value] of Object.entries(data)) {
    if (!seen.has(key) && value !== undefined && value !== null) out.push({ key, label: humanise(key), ...readable(value, undefined) })
  }
  return out
}
