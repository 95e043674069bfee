import { describe, expect, it } from 'vitest'
import { formDataToObject, sessionIdOf, textField } from './form-data'

function form(entries: [string, string | Blob][]): FormData {
  const fd = new FormData()
  for (const [k, v] of entries) fd.append(k, v)
  return fd
}

describe('formDataToObject', () => {
  it('keeps one string per field, the first when a single-valued field repeats', () => {
    expect(formDataToObject(form([['name', 'Ada'], ['email', 'ada@example.com'], ['name', 'Bob']]))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    })
  })

  it('collects multi-valued fields as arrays, empty when nothing was ticked', () => {
    expect(formDataToObject(form([['preferences', 'events'], ['preferences', 'agentic-ai']]), { arrays: ['preferences'] })).toEqual({
      preferences: ['events', 'agentic-ai'],
    })
    expect(formDataToObject(form([['email', 'a@b.co']]), { arrays: ['preferences'] })).toEqual({ email: 'a@b.co', preferences: [] })
  })

  it('drops the honeypot, the idempotency and session fields, the framework fields and files', () => {
    const fd = form([
      ['fax', 'bot'],
      ['_idem', 'k'],
      ['_session', 's'],
      ['$ACTION_ID_abc', ''],
      ['$ACTION_REF_1', ''],
      ['upload', new Blob(['x'])],
      ['message', 'hello'],
    ])
    expect(formDataToObject(fd)).toEqual({ message: 'hello' })
  })

  it('keeps empty strings so the schema decides what is missing', () => {
    expect(formDataToObject(form([['company', '']]))).toEqual({ company: '' })
  })

  it('keeps fields named like inherited properties as the visitor sent them', () => {
    const out = formDataToObject(form([['constructor', 'a'], ['toString', 'b'], ['__proto__', 'c']]))
    expect(Object.entries(out)).toEqual([['constructor', 'a'], ['toString', 'b'], ['__proto__', 'c']])
  })
})

describe('textField and sessionIdOf', () => {
  it('treat blank values as missing', () => {
    expect(textField(form([['_idem', '  ']]), '_idem')).toBeNull()
    expect(textField(form([['_idem', 'abc']]), '_idem')).toBe('abc')
  })

  it('accept only short, safe session ids', () => {
    expect(sessionIdOf(form([['_session', 'abc-123_X']]))).toBe('abc-123_X')
    expect(sessionIdOf(form([['_session', '<script>']]))).toBeUndefined()
    expect(sessionIdOf(form([['_session', 'a'.repeat(101)]]))).toBeUndefined()
  })
})
