import { describe, expect, it } from 'vitest'
import { apiFields, apiReference } from './api-doc'
import { FORM_SCHEMAS } from './schemas'
import { FORM_TYPES } from './types'

describe('the forms API reference', () => {
  it('covers every form type the API accepts, with every field of its schema', () => {
    const ref = apiReference()
    expect(ref.map((r) => r.type)).toEqual([...FORM_TYPES])
    for (const r of ref) expect(r.fields.map((f) => f.name)).toEqual(Object.keys(FORM_SCHEMAS[r.type].shape))
  })

  it('reads required fields, limits and allowed values from the schemas', () => {
    const apply = Object.fromEntries(apiFields('apply').map((f) => [f.name, f]))
    expect(apply.companyName).toMatchObject({ kind: 'string', required: true, min: 1, max: 160 })
    expect(apply.pitch).toMatchObject({ required: true, min: 20, max: 1000 })
    expect(apply.stage).toMatchObject({ required: true, values: ['pre-seed', 'seed', 'series-a', 'later'] })
    expect(apply.website).toMatchObject({ required: false, max: 300 })
    expect(apply.consent!.kind).toBe('boolean')
    const newsletter = Object.fromEntries(apiFields('newsletter').map((f) => [f.name, f]))
    expect(newsletter.email).toMatchObject({ required: true, max: 254 })
    expect(newsletter.preferences).toMatchObject({ required: false, kind: 'array of string', values: ['agentic-ai', 'convergence', 'portfolio-news', 'events'] })
    const chat = Object.fromEntries(apiFields('chat').map((f) => [f.name, f]))
    expect(chat.messages).toMatchObject({ required: true, kind: 'array of objects', min: 1, max: 200 })
  })
})
