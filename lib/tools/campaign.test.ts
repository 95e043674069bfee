import { describe, expect, it } from 'vitest'
import { campaignPlan, campaignToMarkdown, splitBudget } from './campaign'

const INPUT = { goal: 'launch', audience: 'Heads of operations', message: 'Agents that close the books overnight', channels: ['linkedin', 'paid', 'email'], budget: 10_000, startDate: '2026-12-07', weeks: 8 }

describe('campaignPlan', () => {
  it('plans four dated phases with tasks for the goal and the channels', () => {
    const p = campaignPlan(INPUT)
    expect(p.phases.map((x) => x.name)).toEqual(['Prepare', 'Launch', 'Sustain', 'Measure'])
    expect(p.phases[0]).toMatchObject({ from: 'Mon, 7 Dec 2026', to: 'Sun, 20 Dec 2026' })
    expect(p.phases[1]!.from).toBe('Mon, 21 Dec 2026')
    expect(p.phases[3]!.to).toBe('Sun, 31 Jan 2027')
    expect(p.phases[1]!.tasks).toHaveLength(3)
    expect(p.phases[0]!.tasks.join(' ')).toContain('Record a two-minute demo')
  })

  it('splits the budget by weight and it sums exactly', () => {
    const p = campaignPlan(INPUT)
    expect(p.budget).toEqual([
      { channel: 'LinkedIn', amount: 2000 },
      { channel: 'Paid ads', amount: 6000 },
      { channel: 'Email and newsletter', amount: 2000 },
    ])
    const odd = splitBudget(1001, [1, 1, 1])
    expect(odd.reduce((a, b) => a + b, 0)).toBe(1001)
    expect(splitBudget(0, [3, 1])).toEqual([0, 0])
  })

  it('drops the sustain phase for a two-week campaign', () => {
    expect(campaignPlan({ ...INPUT, weeks: 2 }).phases.map((x) => x.name)).toEqual(['Prepare', 'Launch', 'Measure'])
  })

  it('says what is missing or out of range', () => {
    expect(() => campaignPlan({ ...INPUT, goal: 'x' })).toThrow('Pick a goal')
    expect(() => campaignPlan({ ...INPUT, audience: ' ' })).toThrow('Describe who the campaign is for')
    expect(() => campaignPlan({ ...INPUT, message: '' })).toThrow('Write the one thing')
    expect(() => campaignPlan({ ...INPUT, channels: [] })).toThrow('Pick at least one channel')
    expect(() => campaignPlan({ ...INPUT, budget: -5 })).toThrow('budget must be zero or more')
    expect(() => campaignPlan({ ...INPUT, budget: Number.NaN })).toThrow('budget must be a number')
    expect(() => campaignPlan({ ...INPUT, weeks: 30 })).toThrow('weeks must be at most 26')
    expect(() => campaignPlan({ ...INPUT, startDate: 'soon' })).toThrow('startDate must be a date')
  })

  it('exports a Markdown checklist', () => {
    const md = campaignToMarkdown(campaignPlan(INPUT))
    expect(md).toMatch(/^# Campaign plan: Product launch/)
    expect(md).toContain('## Launch (Mon, 21 Dec 2026 – Sun, 27 Dec 2026)')
    expect(md).toContain('- Paid ads: $6,000')
    expect(md).toContain('- [ ] ')
  })

  it.each(['constructor', 'toString', '__proto__'])('refuses the goal %s, which plain objects inherit', (goal) => {
    expect(() => campaignPlan({ ...INPUT, goal } as never)).toThrow('Pick a goal for the campaign.')
  })
  it('ignores channels named like inherited properties', () => {
    expect(campaignPlan({ ...INPUT, channels: ['constructor', 'email'] } as never).budget.map((b) => b.channel)).toEqual(['Email and newsletter'])
  })
})
