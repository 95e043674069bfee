import { describe, expect, it } from 'vitest'
import { ToolInputError } from './errors'
import { KPI_GUIDE_LINES } from '@/config/content/benchmarks'
import { TOOL_METHODS } from '@/config/content/tools'
import { KPI_GUIDE, kpiAnalysis } from './kpi'

describe('kpiAnalysis', () => {
  // One case on each side of every threshold: the verdict changes exactly there.
  it.each([
    [{ growth: 0.05 }, 'warnings', /growth of 5% \(about 1.1% a week\) is slow \(under 10%/],
    [{ growth: -0.2 }, 'warnings', /growth of -20% .* is slow/],
    [{ growth: 0.0999 }, 'warnings', /is slow/],
    [{ growth: 0.1 }, 'insights', /growth of 10% \(about 2.2% a week\) is steady \(10% to 30%\)/],
    [{ growth: 0.3 }, 'insights', /growth of 30% .* is steady/],
    [{ growth: 0.3001 }, 'insights', /is strong \(over 30%/],
    [{ growth: 0.45 }, 'insights', /growth of 45% .* is strong/],
    [{ churn: 0 }, 'insights', /churn of 0% is low/],
    [{ churn: 0.02 }, 'insights', /churn of 2% is low \(2% or less/],
    [{ churn: 0.0201 }, 'warnings', /is usual for software sold to small businesses \(up to 5%\) but high for larger customers/],
    [{ churn: 0.05 }, 'warnings', /churn of 5% is usual for software sold to small businesses.*you lose 46% of your customers in a year/],
    [{ churn: 0.0501 }, 'warnings', /is high \(over 5%/],
    [{ churn: 0.1 }, 'warnings', /churn of 10% is high \(over 5%.*you lose 72% of your customers in a year/],
    [{ churn: 0.2 }, 'warnings', /churn of 20% is high \(over 5%/],
    [{ churn: 0.2001 }, 'warnings', /is very high \(over 20%\)/],
    [{ cac: 5000 }, 'insights', /\$5K is moderate \(\$5K or less\): to earn it back within 12 months, each customer must bring \$416.67 a month/],
    [{ cac: 5001 }, 'warnings', /\$5K is high \(over \$5K\)/],
    [{ cac: 0 }, 'insights', /\$0 is moderate/],
    [{ runwayMonths: 0 }, 'warnings', /runway of 0 months is short/],
    [{ runwayMonths: 5.9 }, 'warnings', /runway of 5.9 months is short \(under 6\)/],
    [{ runwayMonths: 6 }, 'insights', /runway of 6 months leaves time to raise the next round/],
  ] as const)('%j → a line in %s', (input, list, text) => {
    const r = kpiAnalysis(input)
    expect(r[list]).toHaveLength(1)
    expect(r[list][0]).toMatch(text)
    expect(r[list === 'warnings' ? 'insights' : 'warnings']).toHaveLength(0)
  })

  it.each([0.1, 0.15, 0.2])('never calls a monthly churn of %s healthy', (churn) => {
    const r = kpiAnalysis({ churn })
    expect(r.insights).toEqual([])
    expect(r.warnings[0]).not.toMatch(/healthy/)
  })

  it('states every threshold and its source in the guide', () => {
    const guide = KPI_GUIDE.join(' ')
    for (const text of ['under 10% a month', 'over 30%', '2% a month or less', 'up to 5%', 'over 20%', 'over $5,000', 'under 6 months', 'Paul Graham', 'Recurly', 'Elad Gil', '12 months']) {
      expect(guide).toContain(text)
    }
  })

  it.each([
    ['cac-calculator', KPI_GUIDE_LINES.cac],
    ['burn-calculator', KPI_GUIDE_LINES.runway],
    ['cash-flow-planner', KPI_GUIDE_LINES.runway],
    ['unit-economics', KPI_GUIDE_LINES.churn],
  ] as const)("states the thresholds and source of its verdicts in the %s's guide", (slug, line) => {
    expect(TOOL_METHODS[slug].join(' ')).toContain(line)
  })

  it('comments on every metric given, warnings and insights apart', () => {
    const r = kpiAnalysis({ growth: 0.5, churn: 0.3, cac: 8000, runwayMonths: 4 })
    expect(r.insights).toHaveLength(1)
    expect(r.warnings).toHaveLength(3)
    expect(r.warnings[0]).toMatch(/^Monthly churn of 30%/)
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
