import { describe, expect, it } from 'vitest'
import { applicationsOnly, dayRange, filterOnly, filterQuery, isFiltered, parseSubmissionFilter } from './submission-filter'

describe('the dashboard filter in a query string', () => {
  it('reads type, search, dates and page', () => {
    const f = parseSubmissionFilter(new URLSearchParams('type=apply&q=%20grace%20&from=2026-11-01&to=2026-11-22&page=3'))
    expect(f).toEqual({ type: 'apply', q: 'grace', from: '2026-11-01', to: '2026-11-22', page: 3 })
  })

  it('drops values that do not fit instead of failing', () => {
    const f = parseSubmissionFilter({ type: 'bogus', q: '   ', from: '2026-02-30', to: 'yesterday', page: '-1' })
    expect(f).toEqual({ page: 1 })
    expect(parseSubmissionFilter({ page: '2.5' }).page).toBe(1)
  })

  it('takes the first of repeated parameters and caps the search length', () => {
    const f = parseSubmissionFilter({ type: ['contact', 'apply'], q: 'x'.repeat(500) })
    expect(f.type).toBe('contact')
    expect(f.q).toHaveLength(200)
  })

  it('swaps a reversed date range', () => {
    expect(parseSubmissionFilter({ from: '2026-11-22', to: '2026-11-01' })).toMatchObject({ from: '2026-11-01', to: '2026-11-22' })
  })

  it('writes a filter back as a short query string that round-trips', () => {
    const filter = { type: 'contact' as const, q: 'a&b c', from: '2026-01-01', page: 2 }
    const query = filterQuery(filter)
    expect(query).toBe('?type=contact&q=a%26b+c&from=2026-01-01&page=2')
    expect(parseSubmissionFilter(new URLSearchParams(query.slice(1)))).toEqual(filter)
    expect(filterQuery({ page: 1 })).toBe('')
    expect(isFiltered({})).toBe(false)
    expect(isFiltered({ q: 'x' })).toBe(true)
  })

  it('reads the pipeline status and assignee, and drops ones that do not exist', () => {
    const reviewer = '0f8b9b3e-1111-4a4a-8888-123456789abc'
    const f = parseSubmissionFilter({ status: 'term_sheet', assignee: reviewer })
    expect(f).toEqual({ status: 'term_sheet', assignee: reviewer, page: 1 })
    expect(parseSubmissionFilter(new URLSearchParams(filterQuery(f).slice(1)))).toEqual(f)
    expect(parseSubmissionFilter({ assignee: 'none' }).assignee).toBe('none')
    expect(parseSubmissionFilter({ assignee: 'admin' }).assignee).toBe('admin')
    expect(parseSubmissionFilter({ status: 'lost', assignee: 'eve' })).toEqual({ page: 1 })
    expect(filterOnly({ ...f, q: 'x' })).toEqual({ status: 'term_sheet', assignee: reviewer, q: 'x' })
    expect(isFiltered({ status: 'new' })).toBe(true)
    expect(applicationsOnly({ assignee: 'none' })).toBe(true)
    expect(applicationsOnly({ type: 'contact' })).toBe(false)
  })

  it('turns inclusive days into a half-open UTC range', () => {
    expect(dayRange({ from: '2026-11-21', to: '2026-11-21' })).toEqual({
      start: new Date('2026-11-21T00:00:00Z'),
      end: new Date('2026-11-22T00:00:00Z'),
    })
    expect(dayRange({})).toEqual({ start: undefined, end: undefined })
  })
})

describe('the filter without its page', () => {
  it('keeps only the set filter fields', () => {
    expect(filterOnly({ ...parseSubmissionFilter({ type: 'apply', page: '3' }) })).toEqual({ type: 'apply' })
  })
})
