import { describe, expect, it } from 'vitest'
import { atLeast, atLeastTimes, atMost, atMostTimes, mean, median, misses, performanceVerdict, ratio } from './verdicts.mjs'

describe('median and mean', () => {
  it('take the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([7])).toBe(7)
  })
  it('ignore failed runs instead of counting them as zero', () => {
    expect(median([null, 5, undefined, Number.NaN, 9])).toBe(7)
    expect(mean([null, 2, 4])).toBe(3)
  })
  it('are null when nothing was measured', () => {
    expect(median([])).toBeNull()
    expect(mean([null])).toBeNull()
  })
})

describe('ratio', () => {
  it('is ours over the reference', () => {
    expect(ratio(300, 200)).toBe(1.5)
  })
  it('is null when the reference is 0 or a side is missing', () => {
    expect(ratio(10, 0)).toBeNull()
    expect(ratio(null, 5)).toBeNull()
  })
})

describe('verdicts', () => {
  it('judge "at most factor × ref", including a reference of 0', () => {
    expect(atMostTimes(150, 100, 1.5)).toBe('PASS')
    expect(atMostTimes(151, 100, 1.5)).toBe('MISS')
    expect(atMostTimes(0, 0, 1.5)).toBe('PASS')
    expect(atMostTimes(1, 0, 1.5)).toBe('MISS')
  })
  it('judge throughput as "at least factor × ref"', () => {
    expect(atLeastTimes(80, 100, 0.8)).toBe('PASS')
    expect(atLeastTimes(79, 100, 0.8)).toBe('MISS')
  })
  it('allow 3 performance points under the reference, none when it scores 100', () => {
    expect(performanceVerdict(93, 96)).toBe('PASS')
    expect(performanceVerdict(92, 96)).toBe('MISS')
    expect(performanceVerdict(99, 100)).toBe('MISS')
    expect(performanceVerdict(100, 100)).toBe('PASS')
  })
  it('judge absolute goals', () => {
    expect(atMost(0, 0)).toBe('PASS')
    expect(atMost(0.01, 0)).toBe('MISS')
    expect(atLeast(100, 100)).toBe('PASS')
    expect(atLeast(99, 100)).toBe('MISS')
  })
  it('give no verdict for what was not measured', () => {
    expect(atMostTimes(null, 100, 1.5)).toBeNull()
    expect(performanceVerdict(90, null)).toBeNull()
    expect(atMost(null, 25)).toBeNull()
  })
  it('collect the misses', () => {
    const rows = [{ metric: 'a', verdict: 'PASS' as const }, { metric: 'b', verdict: 'MISS' as const }, { metric: 'c' }]
    expect(misses(rows).map((r) => r.metric)).toEqual(['b'])
  })
})
