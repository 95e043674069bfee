import { describe, expect, it } from 'vitest'
import { burnInputErrors, burnRate } from '@/lib/tools/burn'
import { computeForForm } from './compute'

describe('computeForForm', () => {
  it("gives each invalid field its message in the form's words, and counts them, so the results need not repeat it", () => {
    const input = { cash: -1, monthlyCosts: -5 }
    const { result, marked, errorOf } = computeForForm(burnInputErrors(input), () => burnRate(input), { cash: 'Cash in the bank', monthlyCosts: 'Monthly costs' })
    expect(marked).toBe(2)
    expect(errorOf('cash')).toMatch(/^Cash in the bank must be zero or more/)
    expect(errorOf('monthlyCosts')).toMatch(/^Monthly costs must be zero or more/)
    expect(errorOf('monthlyRevenue')).toBeUndefined()
    expect(result.ok).toBe(false)
  })

  it('marks nothing and computes when every field is valid', () => {
    const input = { cash: 100_000, monthlyCosts: 10_000 }
    const { result, marked } = computeForForm(burnInputErrors(input), () => burnRate(input))
    expect(marked).toBe(0)
    expect(result).toMatchObject({ ok: true, value: { runwayMonths: 10 } })
  })
})
