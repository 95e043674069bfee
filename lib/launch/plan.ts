/**
 * Answers → one section of the plan, from templates and the founder tools' math (lib/tools): no language model
 * needed. A module with a missing or impossible answer returns messages keyed by question id instead.
 */
import { readNumber } from '@/lib/tools/parse'
import { ToolInputError } from '@/lib/tools/errors'
import { formatMoney, formatMoneyExact, formatPercent } from '@/lib/tools/format'
import { fundingCalculator } from '@/lib/tools/funding'
import { KPI_GUIDE, kpiAnalysis } from '@/lib/tools/kpi'
import { addDays, displayDate, nextMonday, parseIsoDate } from '@/lib/tools/plan-dates'
import { moduleById, type Answers, type LaunchStage, type ModuleId } from './modules'
import { clause, listItems, sentence } from './sentences'

/** For the builder, which loads this module after hydration and takes its date default from here. */
export { nextMonday }

export type PlanBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; title?: string; items: readonly string[] }
  | { type: 'table'; head: readonly string[]; rows: readonly (readonly string[])[] }
export type PlanSection = { id: ModuleId; title: string; blocks: PlanBlock[] }
export type SectionResult = { ok: true; section: PlanSection } | { ok: false; errors: Record<string, string> }

/** A fully loaded early-stage hire in the US (salary, taxes, benefits, equipment); an illustration, not an offer. */
export const LOADED_COST_PER_HIRE = 150_000
const MVP_BUILD_NOW = 3

const ROLES: Record<LaunchStage, readonly string[]> = {
  'pre-seed': ['Founding engineer (AI/ML): evaluation, model choice and the agent loop', 'Founding engineer (product): the workflow customers touch', 'Design-partner lead (often a founder): five customers who use it weekly'],
  seed: ['Two product engineers to ship on customer feedback weekly', 'First product designer', 'First go-to-market hire, alongside founder-led sales', 'Customer success lead for the first paying accounts'],
  'series-a': ['Engineering manager', 'Account executives to scale what founder-led sales proved', 'Marketing lead', 'Customer success team', 'Finance and operations lead'],
}

const STAGE_KPIS: Record<LaunchStage, readonly string[]> = {
  'pre-seed': ['Problem interviews run and the share who describe the problem unprompted', 'Design partners using the product every week', 'Activation: the share of new users who reach the first real result', 'Burn and runway'],
  seed: ['Monthly recurring revenue and its monthly growth', 'Logo churn and net revenue retention', 'Customer acquisition cost and payback months', 'Gross margin including inference costs', 'Burn and runway'],
  'series-a': ['Annual recurring revenue and growth', 'Net revenue retention', 'CAC payback and LTV:CAC', 'Burn multiple (net burn ÷ net new ARR)', 'Gross margin and sales efficiency'],
}

const stageOf = (v: string): LaunchStage => (v === 'seed' || v === 'series-a' ? v : 'pre-seed')

/** Required answers present, numbers readable and not negative; messages name the question as the visitor sees it. */
function check(id: ModuleId, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const q of moduleById(id).questions) {
    const value = (answers[q.id] ?? '').trim()
    if (q.required && !value) errors[q.id] = `${q.label} is required.`
    else if (value && ['number', 'money', 'percent'].includes(q.kind)) {
      const n = readNumber(value)
      if (n === undefined || Number.isNaN(n)) errors[q.id] = `${q.label} must be a number.`
      else if (n < 0) errors[q.id] = `${q.label} cannot be negative.`
    } else if (value && q.kind === 'date') {
      try {
        parseIsoDate(value, q.label)
      } catch {
        errors[q.id] = `${q.label} must be a date.`
      }
    }
  }
  return errors
}

const num = (answers: Answers, id: string) => readNumber(answers[id] ?? '')

export function buildSection(id: ModuleId, answers: Answers, today: Date = new Date()): SectionResult {
  const errors = check(id, answers)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  try {
    return { ok: true, section: { id, title: moduleById(id).title, blocks: BUILDERS[id](answers, today) } }
  } catch (error) {
    if (error instanceof ToolInputError) return { ok: false, errors: { [FIELD_TO_QUESTION[error.field] ?? error.field]: error.message.replace(error.field, labelFor(id, FIELD_TO_QUESTION[error.field] ?? error.field)) } }
    throw error
  }
}

const FIELD_TO_QUESTION: Record<string, string> = { monthlyBurn: 'burn', runwayMonths: 'runway', buffer: 'buffer', preMoneyValuation: 'premoney', growth: 'growth', churn: 'churn', cac: 'cac' }
const labelFor = (id: ModuleId, q: string) => moduleById(id).questions.find((x) => x.id === q)?.label ?? q

const BUILDERS: Record<ModuleId, (a: Answers, today: Date) => PlanBlock[]> = {
  strategy: (a) => {
    // Each answer stands after a colon or as its own sentence, so a fragment and a full sentence both read well.
    const company = clause(a.company!)
    const customer = clause(a.customer!)
    const positioning = [`${company}'s first customer: ${sentence(customer)}`, `The problem they have today: ${sentence(a.problem!)}`]
    if (clause(a.alternative ?? '')) positioning.push(`What they use instead: ${sentence(a.alternative!)}`)
    positioning.push(clause(a.edge ?? '') ? `Why ${company} wins: ${sentence(a.edge!)}` : `${company} wins by doing the whole job for them, not one step of it.`)
    return [
      { type: 'p', text: positioning.join(' ') },
      { type: 'list', title: 'Ideal first customer', items: [`Who: ${customer}`, 'Feels the problem weekly and already spends time or money on it', 'Can decide to buy, or knows exactly who does', 'Will give feedback every week as a design partner'] },
      { type: 'list', title: 'Next two to four weeks', items: ['Write the positioning above on one page and test it on five prospects', 'List twenty people who fit your first customer and whom you can reach directly', 'Pick the one workflow the product will own first (the wedge) and ignore the rest'] },
    ]
  },
  validation: (a) => {
    const interviews = Math.max(1, Math.round(num(a, 'interviews') ?? 20))
    const weeks = Math.max(1, Math.round(num(a, 'weeks') ?? 4))
    const price = num(a, 'price')
    return [
      { type: 'p', text: `Riskiest assumption: ${sentence(a.assumption!)}` },
      { type: 'p', text: `Test it with: ${sentence(a.segment!)}` },
      {
        type: 'table',
        head: ['Experiment', 'Success looks like'],
        rows: [
          [`${interviews} problem ${interviews === 1 ? 'interview' : 'interviews'} with people from that group`, `At least ${Math.ceil(interviews * 0.4)} describe the problem unprompted and what it costs them`],
          [price ? `Ask five of them for a paid pilot at ${formatMoneyExact(price)}` : 'Ask five of them for a commitment: time, data or a letter of intent', 'At least two say yes'],
          ['A one-page site with a clear offer, shown to that group', 'At least 5% of visitors leave an e-mail or book a call'],
        ],
      },
      { type: 'list', title: `Over ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`, items: ['Week 1: book the interviews and write the one-page offer', `Week ${Math.min(2, weeks)}: run interviews and record the exact words people use`, `Week ${weeks}: compare results with the success lines above and decide: go, change or stop`] },
      { type: 'p', text: 'Decide before you start what result would make you stop or change direction, and write it down.' },
    ]
  },
  fundraising: (a) => {
    const r = fundingCalculator({ monthlyBurn: num(a, 'burn') as number, runwayMonths: num(a, 'runway'), buffer: pct(num(a, 'buffer')), preMoneyValuation: num(a, 'premoney') })
    const rows: string[][] = [
      ['Amount to raise', formatMoneyExact(r.raise)],
      ['Runway it buys', `${r.runwayMonths} months at ${formatMoneyExact(r.monthlyBurn)} a month, plus a ${formatPercent(r.buffer)} buffer`],
    ]
    if (r.dilution !== null) rows.push(['Post-money valuation', formatMoney(r.postMoneyValuation!)], ['Dilution', formatPercent(r.dilution)])
    return [
      { type: 'table', head: ['', 'Plan'], rows },
      { type: 'list', title: 'What this round must prove', items: listItems(a.milestones!) },
      { type: 'list', title: 'Timeline', items: ['Start conversations when about nine months of runway remain: rounds take three to six months', `Start the next raise ${Math.max(1, r.runwayMonths - 6)} months after this one closes`, ...(r.dilution !== null && r.dilution > 0.25 ? ['Dilution above 25% is heavy for one round: raise less or for a higher valuation'] : [])] },
    ]
  },
  mvp: (a, today) => {
    const features = listItems(a.features!)
    const weeks = Math.max(1, Math.round(num(a, 'weeks') ?? 8))
    const start = parseIsoDate(a.start?.trim() || nextMonday(today), 'start')
    const at = (fraction: number) => displayDate(addDays(start, Math.round(weeks * 7 * fraction)))
    return [
      { type: 'p', text: `The one job the MVP does: ${sentence(a.job!)} Everything that does not test that job waits.` },
      { type: 'list', title: 'Build now', items: features.slice(0, MVP_BUILD_NOW) },
      ...(features.length > MVP_BUILD_NOW ? [{ type: 'list' as const, title: 'Later (the cut list)', items: features.slice(MVP_BUILD_NOW) }] : []),
      {
        type: 'table',
        head: ['Milestone', 'Date'],
        rows: [
          ['Kick-off: three design partners agreed', at(0)],
          ['Clickable prototype reviewed with design partners', at(0.25)],
          ['Alpha runs on real customer tasks; evaluation set started', at(0.5)],
          ['Beta with design partners; a person approves risky actions', at(0.75)],
          ['First release', at(1)],
        ],
      },
    ]
  },
  team: (a) => {
    const stage = stageOf(a.stage ?? '')
    const budget = num(a, 'budget') as number
    const hires = Math.floor(budget / LOADED_COST_PER_HIRE)
    const roles = ROLES[stage]
    return [
      { type: 'list', title: 'Founders', items: listItems(a.founders!) },
      { type: 'list', title: `Roles to hire at ${STAGE_LABEL[stage]}, in order`, items: roles },
      {
        type: 'p',
        text:
          hires === 0
            ? `At about ${formatMoney(LOADED_COST_PER_HIRE)} a year per hire (a US benchmark, salary plus costs), ${formatMoneyExact(budget)} does not cover a full-time hire yet: start with contractors or part-time help for the first role.`
            : `At about ${formatMoney(LOADED_COST_PER_HIRE)} a year per hire (a US benchmark, salary plus costs), ${formatMoneyExact(budget)} covers ${hires} ${hires === 1 ? 'hire' : 'hires'}: ${roles.slice(0, hires).map(firstWords).join('; ')}.`,
      },
    ]
  },
  kpis: (a) => {
    const stage = stageOf(a.stage ?? '')
    const metrics = { growth: pct(num(a, 'growth')), churn: pct(num(a, 'churn')), cac: num(a, 'cac'), runwayMonths: num(a, 'runway') }
    const given = Object.values(metrics).some((v) => v !== undefined)
    const blocks: PlanBlock[] = [{ type: 'list', title: `KPIs to track at ${STAGE_LABEL[stage]}`, items: STAGE_KPIS[stage] }]
    if (given) {
      const r = kpiAnalysis(metrics)
      if (r.warnings.length) blocks.push({ type: 'list', title: 'Needs attention', items: r.warnings })
      if (r.insights.length) blocks.push({ type: 'list', title: 'Going well', items: r.insights })
    } else blocks.push({ type: 'p', text: 'Add your growth, churn, acquisition cost or runway to see what they say against the usual thresholds.' })
    // Every verdict above comes from one of these thresholds; the plan says which and where each comes from.
    blocks.push({ type: 'list', title: 'How the verdicts are drawn', items: KPI_GUIDE })
    blocks.push({ type: 'p', text: 'Review these numbers on the same day every month, and share them with your investors in a short update.' })
    return blocks
  },
}

const STAGE_LABEL: Record<LaunchStage, string> = { 'pre-seed': 'pre-seed', seed: 'seed', 'series-a': 'Series A' }
const pct = (n: number | undefined) => (n === undefined ? undefined : n / 100)
const firstWords = (role: string) => role.split(':')[0]!.trim()
