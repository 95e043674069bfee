import { describe, expect, it } from 'vitest'
import { AGENTS } from '@/lib/agents/specialists'
import { applyToolMarkers } from './markers'
import { runTool, toolInstructions } from './index'

/** The founder tools of /tools are callable by agents like the first four, with the same contract. */
describe('founder tools through runTool', () => {
  it.each([
    ['burn-runway', { cash: 600_000, monthlyCosts: 80_000 }, '**Runway:** with $600K in the bank and a net burn of $80K a month, the cash lasts about 7.5 months.'],
    ['burn-runway', { cash: '900k', monthlyCosts: '90k', monthlyRevenue: '15k' }, '**Runway:** with $900K in the bank and a net burn of $75K a month ($90K spent), the cash lasts about 12 months.'],
    ['burn-runway', { cash: 100_000, monthlyCosts: 10_000, monthlyRevenue: 12_000 }, '**Runway:** with $100K in the bank, revenue covers costs, so the cash does not run out at this rate.'],
    ['cash-flow', { openingCash: 100_000, monthlyRevenue: 0, monthlyCosts: 10_000 }, '**Cash-flow plan (24 months):** cash runs out in month 11; revenue does not cover costs within the plan; lowest cash -$140K.'],
    ['unit-economics', { arpa: 100, grossMargin: '80%', churn: '5%', cac: 400 }, '**Unit economics:** lifetime value $1.6K over 20 months, LTV:CAC 4, payback 5 months.'],
    ['roi', { cost: 10_000, gain: 15_000, months: 12 }, '**ROI:** 50% over 12 months (net $5K, 50% a year); it breaks even in month 8.'],
  ])('%s %j', (id, params, summary) => {
    const r = runTool(id, params)
    expect(r).toMatchObject({ success: true, summary })
  })

  it.each([
    ['burn-runway', { cash: 600_000 }, 'Invalid parameters for burn-runway: monthlyCosts is required.'],
    ['cash-flow', { openingCash: 1, monthlyRevenue: 'lots', monthlyCosts: 1 }, 'Invalid parameters for cash-flow: monthlyRevenue must be a number.'],
    ['unit-economics', { arpa: 100, grossMargin: 0.8, churn: 0.05 }, 'Invalid parameters for unit-economics: cac is required.'],
    ['roi', undefined, 'Invalid parameters for roi: cost is required; gain is required; months is required.'],
  ])('rejects %s parameters %j like the first four tools', (id, params, error) => {
    expect(runTool(id, params)).toEqual({ success: false, error })
  })

  it('passes range errors from lib/tools on as the message', () => {
    expect(runTool('unit-economics', { arpa: 100, grossMargin: 1.5, churn: 0.05, cac: 1 })).toMatchObject({ success: false, error: expect.stringMatching(/grossMargin/) })
    expect(runTool('roi', { cost: 0, gain: 1, months: 12 })).toMatchObject({ success: false, error: expect.stringMatching(/cost/) })
  })

  it('runs a [TOOL:id]{json} marker in a reply and replaces it with the summary', () => {
    const out = applyToolMarkers('Here is your runway:\n[TOOL:burn-runway]{"cash":"600k","monthlyCosts":"80k"}')
    expect(out.toolsUsed).toEqual(['burn-runway'])
    expect(out.text).toContain('the cash lasts about 7.5 months')
    expect(out.text).not.toContain('[TOOL:')
  })
})

describe('founder tools in the system prompts', () => {
  it.each([
    ['financial', ['burn-runway', 'cash-flow', 'unit-economics', 'roi']],
    ['investment-specialist', ['burn-runway']],
    ['marketing', ['roi', 'unit-economics']],
  ] as const)('%s lists %j with their parameters and an example', (id, tools) => {
    const prompt = AGENTS[id].systemPrompt
    for (const tool of tools) {
      expect(AGENTS[id].tools).toContain(tool)
      expect(prompt).toContain(`- ${tool}: `)
      expect(prompt).toContain(`[TOOL:${tool}]{`)
    }
  })

  it('describes every parameter of a founder tool, required or optional', () => {
    expect(toolInstructions(['burn-runway'])).toContain('monthlyRevenue (number, optional)')
    expect(toolInstructions(['roi'])).toContain('months (number): Length of the period in months')
  })

  it('gives no founder tool to agents without figures to work on', () => {
    for (const id of ['meta3-legal', 'meta3-primary', 'general-conversation', 'support-specialist'] as const) expect(AGENTS[id].tools).toEqual([])
  })
})
