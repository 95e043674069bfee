import { describe, expect, it } from 'vitest'
import { CHECK_SIZE, FOCUS_AREAS, formatUsd, INVESTMENT_SUMMARY, PROCESS_STEPS, PROCESS_TOTAL_WEEKS, STAGES } from './facts'

describe('investment facts', () => {
  it('has a check-size range from $100K to $2M whose display string matches the numbers', () => {
    expect(CHECK_SIZE.min).toBe(100_000)
    expect(CHECK_SIZE.max).toBe(2_000_000)
    expect(CHECK_SIZE.min).toBeLessThan(CHECK_SIZE.max)
    expect(CHECK_SIZE.display).toBe(`${formatUsd(CHECK_SIZE.min)}–${formatUsd(CHECK_SIZE.max)}`)
  })

  it('covers the stages from pre-seed to Series A in order', () => {
    expect(STAGES).toEqual(['Pre-seed', 'Seed', 'Series A'])
  })

  it('lists the four process steps in order with their durations', () => {
    expect(PROCESS_STEPS.map((s) => [s.name, s.duration])).toEqual([
      ['Initial review', '2 weeks'],
      ['Due diligence', '4–6 weeks'],
      ['Term sheet', '1 week'],
      ['Closing', '2–3 weeks'],
    ])
  })

  it('keeps each step’s numeric weeks consistent with its display duration', () => {
    for (const step of PROCESS_STEPS) {
      const { min, max } = step.weeks
      const expected = min === max ? `${min} week${min === 1 ? '' : 's'}` : `${min}–${max} weeks`
      expect(step.duration).toBe(expected)
      expect(step.description.length).toBeGreaterThan(40)
    }
    expect(PROCESS_TOTAL_WEEKS).toEqual({ min: 9, max: 12 })
  })

  it('names the three focus areas, each with a description', () => {
    expect(FOCUS_AREAS.map((a) => a.id)).toEqual(['agentic-ai', 'automation-robotics', 'converging-frontiers'])
    for (const area of FOCUS_AREAS) expect(area.description.length).toBeGreaterThan(40)
    const frontiers = FOCUS_AREAS.find((a) => a.id === 'converging-frontiers')
    expect(frontiers?.description).toMatch(/bio \+ AI.*fintech \+ AI.*web3/)
  })

  it('quotes the same range and stages in the one-line summary', () => {
    expect(INVESTMENT_SUMMARY).toContain(CHECK_SIZE.display)
    expect(INVESTMENT_SUMMARY).toContain('pre-seed to Series A')
  })
})
