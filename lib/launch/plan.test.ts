import { describe, expect, it } from 'vitest'
import { initialAnswers, MODULE_IDS, moduleById, MODULES } from './modules'
import { planToMarkdown } from './markdown'
import { buildSection, type PlanSection } from './plan'

const TODAY = new Date('2026-12-02T12:00:00Z') // a Wednesday

const FILLED: Record<string, Record<string, string>> = {
  strategy: { company: 'Ledgerly', customer: 'finance teams at mid-sized logistics firms', problem: 'Month-end close takes two weeks', alternative: 'Spreadsheets', edge: 'Reconcile every invoice automatically with an agent' },
  validation: { assumption: 'Controllers will trust an agent to match invoices', segment: 'controllers at logistics firms', interviews: '20', price: '2,000', weeks: '4' },
  fundraising: { burn: '80k', runway: '18', buffer: '20', premoney: '8M', milestones: '- $50K MRR\n- Ten paying customers' },
  mvp: { job: 'match invoices to payments', features: 'Invoice import\nMatching agent\nApproval queue\nDashboards\nSSO', start: '', weeks: '8' },
  team: { stage: 'seed', founders: 'Ana: ML\nBo: sales', budget: '450,000' },
  kpis: { stage: 'seed', growth: '5', churn: '25', cac: '', runway: '4' },
}

const build = (id: (typeof MODULE_IDS)[number]) => {
  const r = buildSection(id, { ...initialAnswers(moduleById(id)), ...FILLED[id] }, TODAY)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.section
}
const text = (s: PlanSection) => JSON.stringify(s.blocks)

describe('launch modules', () => {
  it('defines the six modules, each with three to six questions', () => {
    expect(MODULES.map((m) => m.title)).toEqual(['Strategy', 'Market validation', 'Fundraising', 'MVP roadmap', 'Team', 'KPI tracking'])
    for (const m of MODULES) expect(m.questions.length).toBeGreaterThanOrEqual(3)
  })
})

describe('buildSection', () => {
  it('writes a positioning statement from the strategy answers', () => {
    expect(build('strategy').blocks[0]).toEqual({
      type: 'p',
      text: "Ledgerly's first customer: Finance teams at mid-sized logistics firms. The problem they have today: Month-end close takes two weeks. What they use instead: Spreadsheets. Why Ledgerly wins: Reconcile every invoice automatically with an agent.",
    })
  })

  it('sets success lines for validation experiments', () => {
    const t = text(build('validation'))
    expect(t).toContain('At least 8 describe the problem')
    expect(t).toContain('paid pilot at $2,000')
  })

  it('computes the raise and dilution with the funding calculator', () => {
    const t = text(build('fundraising'))
    expect(t).toContain('$1,728,000') // 80,000 × 18 × 1.2
    expect(t).toContain('17.8%') // 1.728M ÷ 9.728M
    expect(t).toContain('Ten paying customers')
  })

  it('dates the MVP milestones from next Monday and cuts features after the first three', () => {
    const s = build('mvp')
    const t = text(s)
    expect(t).toContain('Mon, 7 Dec 2026') // kick-off
    expect(t).toContain('Mon, 1 Feb 2027') // 8 weeks later
    expect(t).toContain('Later (the cut list)')
    expect(t).toMatch(/Dashboards.*SSO/)
  })

  it('counts the hires a budget covers', () => {
    expect(text(build('team'))).toContain('covers 3 hires')
    const none = buildSection('team', { stage: 'pre-seed', founders: 'Ana', budget: '50000' }, TODAY)
    expect(none.ok && JSON.stringify(none.section)).toContain('does not cover a full-time hire yet')
  })

  it('applies the KPI thresholds', () => {
    const t = text(build('kpis'))
    expect(t).toContain('Monthly growth of 5% (about 1.1% a week) is slow')
    expect(t).toContain('Monthly churn of 25% is very high')
    expect(t).toContain('runway of 4 months is short')
    expect(t).not.toMatch(/healthy/)
    // The plan states the thresholds and their sources beside the verdicts they draw.
    expect(t).toContain('How the verdicts are drawn')
    expect(t).toContain('over 20% very high, after the SaaS churn benchmarks')
    const empty = buildSection('kpis', { stage: 'pre-seed' }, TODAY)
    expect(empty.ok && JSON.stringify(empty.section)).toContain('Add your growth')
  })

  it('names missing, non-numeric and negative answers by their question', () => {
    const r = buildSection('fundraising', { burn: 'lots', runway: '-3', milestones: '' }, TODAY)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual({
      burn: 'Monthly burn after the raise (US$) must be a number.',
      runway: 'Target runway (months) cannot be negative.',
      milestones: 'What this round must prove is required.',
    })
    const tooLong = buildSection('fundraising', { ...FILLED.fundraising, runway: '500' }, TODAY)
    expect(!tooLong.ok && tooLong.errors.runway).toMatch(/^Target runway \(months\) must be at most 120/)
    const badDate = buildSection('mvp', { ...FILLED.mvp, start: '2026-13-01' }, TODAY)
    expect(!badDate.ok && badDate.errors.start).toBe('Start date must be a date.')
  })
})

describe('planToMarkdown', () => {
  it('writes a titled document with a section per finished module, tables and reviews', () => {
    const md = planToMarkdown('Ledgerly', [build('strategy'), build('fundraising')], { fundraising: 'Consider a smaller buffer.' })
    expect(md).toMatch(/^# Venture launch plan: Ledgerly\n/)
    expect(md).toContain('## Strategy')
    expect(md).toContain('| Amount to raise | $1,728,000 |')
    expect(md).toContain('**Launch builder review**\n\nConsider a smaller buffer.')
    expect(md).not.toMatch(/\n{3,}/)
  })
})
