import { describe, expect, it } from 'vitest'
import { axisTicks, chartSummary, niceMax, visibleLabelIndexes } from './scale'

describe('axisTicks', () => {
  it('starts at zero for positive values and ends on a round number above the largest', () => {
    const { min, max, ticks } = axisTicks([{ name: 'cash', values: [120, 870, 430] }])
    expect(min).toBe(0)
    expect(max).toBeGreaterThanOrEqual(870)
    expect(ticks[0]).toBe(0)
    expect(ticks.at(-1)).toBe(max)
  })
  it('covers negative values and keeps zero as a tick', () => {
    const { min, max, ticks } = axisTicks([{ name: 'cash', values: [500_000, -230_000] }])
    expect(min).toBeLessThanOrEqual(-230_000)
    expect(max).toBeGreaterThanOrEqual(500_000)
    expect(ticks).toContain(0)
  })
  it('gives a usable axis for all-zero and non-finite values', () => {
    expect(axisTicks([{ name: 'x', values: [0, 0] }])).toMatchObject({ min: 0, max: 1 })
    expect(axisTicks([{ name: 'x', values: [Number.NaN, 5] }]).max).toBeGreaterThanOrEqual(5)
  })
})

describe('visibleLabelIndexes', () => {
  it('shows every label when few and thins many to at most the limit, keeping first and last', () => {
    expect(visibleLabelIndexes(5)).toEqual([0, 1, 2, 3, 4])
    const shown = visibleLabelIndexes(24, 8)
    expect(shown[0]).toBe(0)
    expect(shown.at(-1)).toBe(23)
    expect(shown.length).toBeLessThanOrEqual(8)
  })
})

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
