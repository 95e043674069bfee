import { describe, expect, it } from 'vitest'
import { cacCalculator, cacInputErrors } from './cac'

describe('cacCalculator', () => {
  it('divides spend by new customers', () => {
    const r = cacCalculator({ spend: 50_000, customers: 40 })
    expect(r.cac).toBe(1250)
    expect(r.highCac).toBe(false)
  })

  it('flags a CAC above $5,000', () => {
    expect(cacCalculator({ spend: 60_000, customers: 10 }).highCac).toBe(true)
    expect(cacCalculator({ spend: 50_000, customers: 10 }).highCac).toBe(false)
  })

  it('prices each channel and names the cheapest; a channel with no customers has no CAC', () => {
    const r = cacCalculator({
      spend: 30_000,
      customers: 30,
      channels: [
        { name: 'Paid search', spend: 20_000, customers: 10 },
        { name: 'Content', spend: 10_000, customers: 20 },
        { name: '', spend: 500, customers: 0 },
      ],
    })
    expect(r.channels.map((c) => c.cac)).toEqual([2000, 500, null])
    expect(r.channels[2]!.name).toBe('Channel 3')
    expect(r.cheapest).toBe('Content')
  })

  it('allows zero spend (all organic) but not zero or fractional customers', () => {
    expect(cacCalculator({ spend: 0, customers: 5 }).cac).toBe(0)
    expect(() => cacCalculator({ spend: 100, customers: 0 })).toThrow('customers must be greater than zero')
    expect(() => cacCalculator({ spend: 100, customers: 2.5 })).toThrow('customers must be a whole number')
  })

  it('rejects negative and missing values with a message naming the field', () => {
    expect(() => cacCalculator({ spend: -1, customers: 1 })).toThrow('spend must be zero or more')
    expect(() => cacCalculator({ customers: 1 } as never)).toThrow('spend is required')
    expect(() => cacCalculator({ spend: 1, customers: 1, channels: [{ name: 'Ads', spend: -5, customers: 1 }] })).toThrow('channel1Spend must be zero or more')
  })

  it('says huge inputs are too large instead of Infinity', () => {
    expect(() => cacCalculator({ spend: 1e308 * 10, customers: 1 })).toThrow(/finite/)
  })
})

describe('cacInputErrors', () => {
  it("names every invalid field at once, the channels' too, and none for valid input", () => {
    const channels = [{ name: 'Ads', spend: -1, customers: 2 }, { name: '', spend: 5, customers: -3 }]
    expect(cacInputErrors({ spend: -1, customers: 1.5, channels }).map((e) => e.field)).toEqual(['spend', 'customers', 'channel1Spend', 'channel2Customers'])
    expect(cacInputErrors({ spend: 50_000, customers: 40, channels: [{ name: 'Ads', spend: 10, customers: 1 }] })).toEqual([])
  })
})
