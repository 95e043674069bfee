import { describe, expect, it } from 'vitest'
import { TOOL_IDS } from '@/lib/agents/types'
import { runTool, toolInstructions, TOOLS } from './index'
import { parseNumberish } from './schemas'

describe('TOOLS', () => {
  it('defines every tool id with a name, description, category and parameters', () => {
    expect(Object.keys(TOOLS).sort()).toEqual([...TOOL_IDS].sort())
    for (const id of TOOL_IDS) {
      expect(TOOLS[id]).toMatchObject({ id, name: expect.any(String), description: expect.any(String) })
      expect(Object.keys(TOOLS[id].parameters).length).toBeGreaterThan(0)
    }
  })
})

describe('runTool', () => {
  it.each([
    ['market-data', { industry: 'AI' }, '**AI** market: about $207B, growing 20% a year.'],
    ['market-data', { industry: 'blockchain' }, '**Blockchain** market: about $19B, growing 58% a year.'],
    ['valuation', { industry: 'ai', revenue: 1_000_000 }, '**Estimated valuation (AI):** $9.6M–$14.4M, midpoint $12M'],
    ['kpi-analysis', { churn: 0.3, growth: 0.4 }, '**Watch:** Monthly churn of 30% is very high'],
    ['funding-calculator', { monthlyBurn: 50_000, preMoneyValuation: 4_000_000 }, '**Suggested raise:** about $1.08M'],
  ])('%s %j succeeds with data and a markdown summary', (id, params, summary) => {
    const r = runTool(id, params)
    expect(r.success).toBe(true)
    if (r.success) {
      expect(r.summary.startsWith(summary)).toBe(true)
      expect(r.data).toBeTypeOf('object')
    }
  })

  it('mentions dilution when a pre-money valuation is given', () => {
    const r = runTool('funding-calculator', { monthlyBurn: 100_000, runwayMonths: 10, buffer: 0, preMoneyValuation: 3_000_000 })
    expect(r.success && r.summary).toContain('about 25% dilution')
  })

  it("answers 'Tool {id} not found' for an unknown id", () => {
    expect(runTool('weather', {})).toEqual({ success: false, error: 'Tool weather not found' })
  })

  it('returns the thrown error text when the tool fails', () => {
    expect(runTool('market-data', { industry: 'space' })).toEqual({
      success: false,
      error: 'Unknown industry: space. Known industries: ai, fintech, healthcare, gaming, blockchain.',
    })
    expect(runTool('funding-calculator', { monthlyBurn: 0 })).toMatchObject({ success: false, error: expect.stringMatching(/monthlyBurn must be greater than zero/) })
  })

  it.each([
    ['valuation', { industry: 'ai' }, 'Invalid parameters for valuation: revenue is required.'],
    ['valuation', { industry: 'ai', revenue: 'lots' }, 'Invalid parameters for valuation: revenue must be a number.'],
    ['market-data', undefined, 'Invalid parameters for market-data: industry is required.'],
    ['market-data', 'ai', 'Invalid parameters for market-data: parameters must be an object.'],
  ])('rejects %s parameters %j with a readable message', (id, params, error) => {
    expect(runTool(id, params)).toEqual({ success: false, error })
  })

  it('accepts numbers written as text, with $, commas and k/M/B suffixes', () => {
    const r = runTool('valuation', { industry: 'fintech', revenue: '$1.5M', growth: '0' })
    expect(r.success && (r.data as { mid: number }).mid).toBe(18_000_000)
  })

  it.each([
    ['1,200', 1200],
    ['$2.5k', 2500],
    ['3M', 3_000_000],
    [' -0.5 ', -0.5],
    ['1b', 1e9],
    ['20%', 0.2],
    ['12.5 %', 0.125],
    ['ten', 'ten'],
    ['', ''],
    [7, 7],
  ])('parseNumberish(%j) → %j', (input, output) => {
    expect(parseNumberish(input)).toBe(output)
  })

  it('asks for at least one KPI when none is given', () => {
    expect(runTool('kpi-analysis', {})).toEqual({ success: false, error: 'Provide at least one metric: growth, churn, cac, runwayMonths.' })
  })
})

describe('toolInstructions', () => {
  it('explains the marker syntax and lists only the tools given, with their parameters', () => {
    const text = toolInstructions(['market-data', 'valuation'])
    expect(text).toContain('[TOOL:id]{')
    expect(text).toContain('- market-data:')
    expect(text).toContain('revenue (number): Annual revenue in US dollars')
    expect(text).toContain('growth (number, optional)')
    expect(text).not.toContain('funding-calculator')
  })

  it('is empty for an agent without tools', () => {
    expect(toolInstructions([])).toBe('')
  })
})
