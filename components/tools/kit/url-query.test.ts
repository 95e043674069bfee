import { describe, expect, it } from 'vitest'
import { readQuery, searchOf, writeQuery } from './url-query'

const DEFAULTS = { burn: '80000', runway: '18', buffer: '20' }

describe('url query of a tool', () => {
  it('writes only the fields that differ from the defaults', () => {
    expect(writeQuery({ ...DEFAULTS, burn: '120k' }, DEFAULTS)).toBe('?burn=120k')
    expect(writeQuery(DEFAULTS, DEFAULTS)).toBe('')
  })
  it('reads the fields it knows back and keeps defaults for the rest', () => {
    expect(readQuery('?burn=120k&other=1', DEFAULTS)).toEqual({ ...DEFAULTS, burn: '120k' })
  })
  it('round-trips values with spaces, commas and signs', () => {
    const values = { burn: '$1,250 000', runway: '-3', buffer: '20%' }
    expect(readQuery(writeQuery(values, DEFAULTS), DEFAULTS)).toEqual(values)
  })
  it('caps a very long value', () => {
    expect(readQuery(`?burn=${'9'.repeat(5000)}`, DEFAULTS).burn).toHaveLength(200)
  })
  it("turns a server page's searchParams into the query the fields are read from", () => {
    const search = searchOf({ burn: '120k', runway: ['24', '36'], buffer: undefined, other: 'x y' })
    expect(readQuery(search, DEFAULTS)).toEqual({ burn: '120k', runway: '24', buffer: '20' })
    expect(search).toBe('?burn=120k&runway=24&other=x+y')
    expect(searchOf({})).toBe('')
  })
})
