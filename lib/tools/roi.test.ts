import { describe, expect, it } from 'vitest'
import { roiCalculator, roiInputErrors } from './roi'

describe('roiCalculator', () => {
  it('works out ROI, the annualised return and break-even', () => {
    const r = roiCalculator({ cost: 10_000, gain: 15_000, months: 12 })
    expect(r.netReturn).toBe(5000)
    expect(r.roi).toBeCloseTo(0.5)
    expect(r.annualised).toBeCloseTo(0.5)
    expect(r.breakEvenMonth).toBe(8) // 15,000 × 8/12 = 10,000
    expect(r.netByMonth).toHaveLength(13)
  })

  it('annualises a two-year return by compounding', () => {
    expect(roiCalculator({ cost: 100, gain: 121, months: 24 }).annualised).toBeCloseTo(0.1)
  })

  it('reports a loss with no break-even, and a total loss with no annualised rate', () => {
    const loss = roiCalculator({ cost: 10_000, gain: 5_000, months: 6 })
    expect(loss.roi).toBeCloseTo(-0.5)
    expect(loss.breakEvenMonth).toBeNull()
    expect(roiCalculator({ cost: 10_000, gain: 0, months: 6 }).annualised).toBeNull()
  })

  it('rejects bad values with a message naming the field', () => {
    expect(() => roiCalculator({ cost: 0, gain: 1, months: 1 })).toThrow('cost must be greater than zero')
    expect(() => roiCalculator({ cost: 1, gain: -1, months: 1 })).toThrow('gain must be zero or more')
    expect(() => roiCalculator({ cost: 1, gain: 1, months: 0 })).toThrow('months must be at least 1')
    expect(() => roiCalculator({ cost: 1, gain: 1 } as never)).toThrow('months is required')
  })

  it('says huge returns are too large instead of Infinity', () => {
    expect(() => roiCalculator({ cost: 1e-300, gain: 1e300, months: 1 })).toThrow(/too large/)
  })
})

describe('roiInputErrors', () => {
  it('names every invalid field at once, and none for valid input', () => {
    expect(roiInputErrors({ cost: 0, gain: -1, months: 200 }).map((e) => e.field)).toEqual(['cost', 'gain', 'months'])
    expect(roiInputErrors({ cost: 10_000, gain: 15_000, months: 12 })).toEqual([])
  })
})
