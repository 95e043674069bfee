import { describe, expect, it } from 'vitest'
import { ToolInputError } from './errors'
import { kpiAnalysis } from './kpi'

describe('kpiAnalysis', () => {
  it.each([
    [{ growth: 0.05 }, 'warnings', /Growth of 5% is slow/],
    [{ growth: -0.2 }, 'warnings', /Growth of -20% is slow/],
    [{ growth: 0.1 }, 'insights', /Growth of 10% is healthy/],
    [{ growth: 0.3 }, 'insights', /Growth of 30% is healthy/],
    [{ growth: 0.45 }, 'insights', /Growth of 45% is strong/],
    [{ churn: 0.25 }, 'warnings', /Churn of 25% is high/],
    [{ churn: 0.2 }, 'insights', /Churn of 20% is within/],
    [{ churn: 0 }, 'insights', /Churn of 0% is within/],
    [{ cac: 5001 }, 'warnings', /\$5K is high/],
    [{ cac: 5000 }, 'insights', /\$5K is manageable/],
    [{ cac: 0 }, 'insights', /\$0 is manageable/],
    [{ runwayMonths: 5 }, 'warnings', /runway of 5 months is short/],
    [{ runwayMonths: 0 }, 'warnings', /runway of 0 months is short/],
    [{ runwayMonths: 6 }, 'insights', /runway of 6 months gives you room/],
  ] as const)('%j → a line in %s', (input, list, text) => {
    const r = kpiAnalysis(input)
    expect(r[list]).toHaveLength(1)
    expect(r[list][0]).toMatch(text)
    expect(r[list === 'warnings' ? 'insights' : 'warnings']).toHaveLength(0)
  })

  it('comments on every metric given, warnings and insights apart', () => {
    const r = kpiAnalysis({ growth: 0.5, churn: 0.3, cac: 8000, runwayMonths: 4 })
    expect(r.insights).toHaveLength(1)
    expect(r.warnings).toHaveLength(3)
    expect(r.metrics).toEqual({ growth: 0.5, churn: 0.3, cac: 8000, runwayMonths: 4 })
  })

  it('asks for at least one metric', () => {
    expect(() => kpiAnalysis({})).toThrow('Provide at least one metric: growth, churn, cac, runwayMonths.')
    expect(() => kpiAnalysis(undefined as never)).toThrow(ToolInputError)
  })

  it.each([
    [{ churn: -0.1 }, /churn must be zero or more/],
    [{ churn: 1.5 }, /churn must be at most 1/],
    [{ cac: -1 }, /cac must be zero or more/],
    [{ runwayMonths: Number.NaN }, /runwayMonths must be a number/],
    [{ growth: Number.NEGATIVE_INFINITY }, /growth must be a finite number/],
    [{ growth: 15 }, /growth must be at most 10/],
  ])('rejects %j', (input, message) => {
    expect(() => kpiAnalysis(input)).toThrow(message)
  })

  it('formats huge acquisition costs instead of overflowing', () => {
    expect(kpiAnalysis({ cac: 1e15 }).warnings[0]).toMatch(/\$1000T is high/)
  })
})
