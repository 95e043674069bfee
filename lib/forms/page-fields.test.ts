import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { defineFields } from '@/lib/forms/field-spec'
import { fieldMeta, formSchema } from '@/lib/forms/fields'
import { pageForm, type PageFormId } from '@/lib/forms/page-forms'
import { FORM_DEFINITIONS } from '@/lib/forms/registry'
import { FORM_SCHEMAS, pageFormSchema } from '@/lib/forms/schemas'
import { formFields, pageFields } from './page-fields'
import type { FieldProps } from './field-props'

const shapeOf = (schema: z.ZodType) => (schema as z.ZodObject).shape as Record<string, z.ZodType>

describe('a form declared once', () => {
  it('gives a field added to the declaration to both the server schema and the page form', () => {
    const form = defineFields({
      ...pageForm('contact').fields,
      budget: { kind: 'text', label: 'Budget', required: true, max: 40, hint: 'Roughly, in US$.' },
    })
    const schema = formSchema(form)
    const base = { name: 'Ada', email: 'ada@example.com', message: 'A message long enough.' }

    expect(fieldMeta(shapeOf(schema).budget!)?.label).toBe('Budget')
    expect(schema.safeParse({ ...base, budget: '$50K' }).success).toBe(true)
    expect(schema.safeParse(base).error?.issues.map((i) => i.message)).toEqual(['Budget is required.'])
    expect(schema.safeParse({ ...base, budget: 'x'.repeat(41) }).error?.issues[0]?.message).toBe('Budget must be at most 40 characters.')

    const field = formFields(form).find((f) => f.name === 'budget')
    expect(field).toMatchObject({ label: 'Budget', required: true, maxLength: 40, hint: 'Roughly, in US$.' })
    // The declared forms themselves are unchanged by the test's copy.
    expect(Object.keys(FORM_SCHEMAS.contact.shape)).not.toContain('budget')
  })

  // Every declared form, each checked against its own schema: the /apply wizard's stricter one included.
  const pages: [PageFormId, z.ZodType, FieldProps[]][] = FORM_DEFINITIONS.map(({ id }) => [id, pageFormSchema(id), pageFields(id)])

  it('checks an application through the API against the quick application, which owns the type', () => {
    expect(FORM_SCHEMAS.apply).toBe(pageFormSchema('apply-new'))
    expect(pageFields('apply-new').map((f) => f.name)).toEqual(['companyName', 'founderName', 'email', 'website', 'stage', 'pitch'])
  })

  it.each(pages)('shows each %s field under the label its schema gives in messages and to the team', (_, schema, fields) => {
    const shape = shapeOf(schema)
    expect(fields.length).toBeGreaterThan(0)
    for (const field of fields) expect([field.name, field.label]).toEqual([field.name, fieldMeta(shape[field.name]!)?.label])
  })

  it('marks required on the page exactly the fields the schema refuses to leave empty', () => {
    for (const [, schema, fields] of pages) {
      const errors = (schema as z.ZodObject).safeParse({}).error?.issues.map((i) => String(i.path[0])) ?? []
      const required = fields.filter((f) => f.required).map((f) => f.name)
      expect(required.every((name) => errors.includes(name))).toBe(true)
      expect(errors.filter((name) => fields.some((f) => f.name === name)).sort()).toEqual([...required].sort())
    }
  })

  it('hides the chat transcript, which the site fills, from the general form', () => {
    expect(pageFields('contact_general').map((f) => f.name)).toEqual(['name', 'email', 'subject', 'message'])
    expect(Object.keys(FORM_SCHEMAS.contact_general.shape)).toContain('transcript')
  })
})
