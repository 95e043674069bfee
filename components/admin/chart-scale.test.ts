import { describe, expect, it } from 'vitest'
import { chartSummary, niceMax } from './chart-scale'

describe('chart scale', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [1717, 2000],
    [2001, 5000],
    [50_000, 50_000],
  ])('rounds a maximum of %d up to %d for the axis', (n, expected) => {
    expect(niceMax(n)).toBe(expected)
  })
})

describe('chart summary for screen readers', () => {
  it('states the total and the busiest day (the first of equal days)', () => {
    expect(chartSummary('Submissions per day', ['2026-11-20', '2026-11-21', '2026-11-22'], [2, 5, 5])).toBe(
      'Submissions per day: 12 in total, most on 2026-11-21 (5).',
    )
  })

  it('says none when every day is empty', () => {
    expect(chartSummary('Submissions per day', ['2026-11-21', '2026-11-22'], [0, 0])).toBe('Submissions per day: none.')
  })
})
