import { describe, expect, it } from 'vitest'
import { fitTemperature, logLoss, probabilities } from './calibration'

describe('calibrated routing confidence', () => {
  it('is a softmax of the scores divided by the temperature', () => {
    const p = probabilities([{ id: 'a', score: Math.log(3) }, { id: 'b', score: 0 }], 1)
    expect(p.map((x) => x.id)).toEqual(['a', 'b'])
    expect(p[0]!.probability).toBeCloseTo(0.75, 10)
    expect(probabilities([{ id: 'a', score: Math.log(3) }, { id: 'b', score: 0 }], 2)[0]!.probability).toBeCloseTo(Math.sqrt(3) / (Math.sqrt(3) + 1), 10)
  })

  it('fits a high temperature to scores that are often confidently wrong, a low one to scores that are right', () => {
    const sure = [{ id: 'a', score: 1 }, { id: 'b', score: 0 }]
    const right = Array.from({ length: 10 }, () => ({ scored: sure, truth: 'a' }))
    const halfWrong = [...right.slice(0, 6), ...Array.from({ length: 4 }, () => ({ scored: sure, truth: 'b' }))]
    expect(fitTemperature(right)).toBeLessThan(0.1)
    const t = fitTemperature(halfWrong)
    // 60 % right: the fitted probability of 'a' is close to 0.6.
    expect(probabilities(sure, t)[0]!.probability).toBeCloseTo(0.6, 1)
    expect(logLoss(halfWrong, t)).toBeLessThan(logLoss(halfWrong, 1))
  })
})
