import { describe, expect, it } from 'vitest'
import { initialAnswers, moduleById, type ModuleId } from './modules'
import { buildSection, type PlanBlock } from './plan'
import { clause, listItems, sentence } from './sentences'

/**
 * Founders answer in fragments, full sentences, lists with stops and pasted text; every sentence of
 * the plan built from them must still read as English. Each row is one founder's answers, as people type them.
 */
type Founder = { company: string; customer: string; problem: string; alternative: string; edge: string; assumption: string; segment: string; milestones: string; job: string; features: string; founders: string }

const FOUNDERS: Founder[] = [
  { company: 'Ledgerly', customer: 'Finance controller at a mid-sized logistics firm', problem: 'They match 3,000+ invoices by hand each month and pay late penalties.', alternative: 'Excel and Dynamics..', edge: 'We learn from every correction the controller makes.', assumption: 'Controllers will trust an agent to match invoices.', segment: 'Controllers at logistics firms.', milestones: '- $50K MRR.\n- Ten paying customers.', job: 'Match invoices to payments.', features: 'Invoice import.\nMatching agent.\nApproval queue.\nDashboards.', founders: 'Ana: ML engineering.\nBo: sales.' },
  { company: 'Ledgerly.', customer: 'finance teams at mid-sized logistics firms', problem: 'month-end close takes two weeks', alternative: 'spreadsheets', edge: 'reconcile every invoice automatically with an agent', assumption: 'controllers will trust an agent', segment: 'controllers', milestones: '$50K MRR\nTen paying customers', job: 'match invoices to payments', features: 'Invoice import\nMatching agent', founders: 'Ana: ML\nBo: sales' },
  { company: 'Helix Bio', customer: 'Heads of R&D at biotech startups with 10–50 people.', problem: 'Literature review for each target takes a scientist three weeks...', alternative: 'Junior scientists reading papers', edge: 'Our agents read every paper and cite the exact passage!', assumption: 'Scientists will act on summaries they did not write', segment: 'Heads of R&D', milestones: '1. Five labs using it weekly\n2. One paid pilot', job: 'Summarise the evidence for a drug target.', features: '- Paper search\n- Citation checker\n- Export to slides', founders: 'Mia — computational biology\nTom — product' },
  { company: 'Atlas', customer: 'CFOs', problem: 'Cash forecasts are always wrong.', alternative: 'nothing', edge: 'We connect to the bank and the ERP in ten minutes.', assumption: 'CFOs want a forecast they did not build themselves.', segment: 'CFOs of companies with $5M–$50M revenue.', milestones: 'Twenty customers; $30K MRR.', job: 'Forecast cash for the next 13 weeks', features: 'Bank sync\nERP sync\nForecast view\nAlerts\nScenario planner\nSSO', founders: 'Lena: finance\nOmar: engineering\nJo: design' },
  { company: 'Quill', customer: 'Paralegals in small law firms', problem: 'Drafting routine contracts eats their afternoons', alternative: 'Templates in Word.', edge: 'Clause library trained on 40,000 reviewed contracts', assumption: 'Firms will let an agent draft client documents', segment: 'Small law firms in Texas', milestones: 'Three firms paying\nA SOC 2 report', job: 'Draft an NDA from a short brief', features: 'Brief form\nDraft generator\nRedline view', founders: 'Sam: lawyer\nKit: ML' },
  { company: 'Gridwise', customer: 'Energy managers at factories.', problem: 'Peak tariffs double their electricity bill.', alternative: 'A consultant twice a year.', edge: 'We predict peaks a day ahead and shift loads automatically.', assumption: 'Plants will let software move their loads.', segment: 'Energy managers in Germany.', milestones: 'Two plants saving 10%.\nA utility partnership.', job: 'Shift flexible loads out of peak hours.', features: 'Meter import.\nPeak forecast.\nLoad scheduler.\nReport.', founders: 'Eva: energy.\nLuis: control systems.' },
  { company: 'Tern', customer: 'Ops leads at 3PL warehouses', problem: 'Pickers walk 12 km a shift', alternative: 'Static pick paths', edge: 'Routes re-planned every minute from live orders', assumption: 'Warehouses will change pick paths mid-shift', segment: '3PL ops leads', milestones: '15% fewer km walked', job: 'Plan the next pick route', features: 'WMS connector\nRoute planner', founders: 'Raj: operations research' },
  { company: 'Sable', customer: 'Community banks', problem: 'KYC reviews take 45 minutes per customer.', alternative: 'Manual review by analysts.', edge: 'Explainable decisions a regulator can audit.', assumption: 'Compliance teams accept an agent’s first pass.', segment: 'Compliance officers at community banks.', milestones: 'One bank in production\nA regulator walkthrough', job: 'Prepare a KYC file for review.', features: 'Document intake\nSanctions check\nReview queue\nAudit trail', founders: 'Nia: compliance\nBen: backend' },
  { company: 'Orbit Labs', customer: 'DAO treasurers', problem: 'They cannot see their exposure across chains', alternative: 'Dune dashboards', edge: 'We read every chain the treasury holds assets on.', assumption: 'Treasurers will pay for risk reports', segment: 'DAO treasurers with more than $10M', milestones: 'Ten DAOs\n$20K MRR', job: 'Report treasury exposure every morning', features: 'Wallet import\nExposure report\nAlerts', founders: 'Kai: smart contracts\nIvy: risk' },
  { company: 'Medley', customer: 'Practice managers at dental clinics.', problem: 'No-shows cost each clinic $8,000 a month.', alternative: 'Reminder texts.', edge: 'We talk to patients in their own language and rebook in the same call.', assumption: 'Patients will answer an agent’s call.', segment: 'Dental clinics in Madrid.', milestones: 'No-shows down by a third.', job: 'Rebook patients who cancel.', features: 'Calendar sync.\nVoice agent.\nRebooking.', founders: 'Clara: dentistry.\nDiego: speech AI.' },
]

/** Variants of how an answer arrives: as typed, with stray spaces and stops, shouted, or pasted with line breaks. */
const VARIANTS: ((s: string) => string)[] = [
  (s) => s,
  (s) => `  ${s.replace(/\.?$/, '.')}  `,
  (s) => s.replace(/[.!]*$/, '...'),
]

const CASES = FOUNDERS.flatMap((f, i) => VARIANTS.map((variant, v) => ({ name: `${f.company.trim()} #${i + 1}, variant ${v + 1}`, founder: f, variant })))

const MODULE_ANSWERS: [ModuleId, (f: Founder, v: (s: string) => string) => Record<string, string>][] = [
  ['strategy', (f, v) => ({ company: f.company, customer: v(f.customer), problem: v(f.problem), alternative: v(f.alternative), edge: v(f.edge) })],
  ['strategy', (f, v) => ({ company: f.company, customer: v(f.customer), problem: v(f.problem) })],
  ['validation', (f, v) => ({ assumption: v(f.assumption), segment: v(f.segment), price: '1,500' })],
  ['fundraising', (f) => ({ burn: '80k', milestones: f.milestones })],
  ['mvp', (f, v) => ({ job: v(f.job), features: f.features })],
  ['team', (f) => ({ stage: 'seed', founders: f.founders, budget: '450,000' })],
]

function texts(blocks: readonly PlanBlock[]): { sentences: string[]; phrases: string[] } {
  const sentences: string[] = []
  const phrases: string[] = []
  for (const b of blocks) {
    if (b.type === 'p') sentences.push(b.text)
    else if (b.type === 'list') phrases.push(...(b.title ? [b.title] : []), ...b.items)
    else phrases.push(...b.head, ...b.rows.flat())
  }
  return { sentences, phrases }
}

/** What broken English from pasted answers looks like, one rule each. */
function problems(text: string): string[] {
  const found: string[] = []
  if (/\.\./.test(text) || text.includes('…')) found.push('doubled stop or ellipsis')
  if (/[.!?;:],/.test(text) || /[,;:]\s*[.!?]/.test(text) || /[.!?]\s*[.:;]/.test(text)) found.push('stacked punctuation')
  if (/\s[.,;:!?]/.test(text)) found.push('space before punctuation')
  const doubled = /\b(\w+)\s+\1\b/i.exec(text)
  if (doubled) found.push(`doubled word "${doubled[0]}"`)
  if (/\b(with|unlike|for|to|twenty)\s+(they|we|i|our|their)\b/i.test(text)) found.push('a pronoun where a noun should be')
  if (/\b(twenty|five|ten)\s+[A-Z]/.test(text)) found.push('a capital in mid-sentence')
  if (/undefined|null|NaN|\[object/.test(text)) found.push('a missing value')
  return found
}

describe('launch plan sentences from realistic answers', () => {
  it(`covers at least 30 answer sets`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30)
  })

  for (const c of CASES) {
    it(c.name, () => {
      for (const [id, answersOf] of MODULE_ANSWERS) {
        const r = buildSection(id, { ...initialAnswers(moduleById(id)), ...answersOf(c.founder, c.variant) }, new Date('2026-12-02T12:00:00Z'))
        if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.errors)}`)
        const { sentences, phrases } = texts(r.section.blocks)
        for (const s of sentences) {
          expect(problems(s), `${id}: ${s}`).toEqual([])
          expect(s, `${id}: a sentence starts with a capital`).toMatch(/^[A-Z0-9$]/)
          expect(s, `${id}: a sentence ends with one stop`).toMatch(/[^.!?][.!?]$/)
        }
        for (const p of phrases) {
          expect(problems(p), `${id}: ${p}`).toEqual([])
          expect(p, `${id}: a list item or cell has no closing stop`).not.toMatch(/[.,;:]$/)
        }
      }
    })
  }
})

describe('answer helpers', () => {
  it('drop closing stops, commas and ellipses and collapse spaces', () => {
    expect(clause('  Excel and   Dynamics.. ')).toBe('Excel and Dynamics')
    expect(clause('penalties., ')).toBe('penalties')
    expect(clause('waiting…')).toBe('waiting')
    expect(clause('$2.5M')).toBe('$2.5M')
  })

  it('make a sentence with one closing mark, keeping a question', () => {
    expect(sentence('they match invoices by hand.')).toBe('They match invoices by hand.')
    expect(sentence('Is it worth it?')).toBe('Is it worth it?')
    expect(sentence(' ')).toBe('')
  })

  it('read list lines without bullets, numbers or stops', () => {
    expect(listItems('- $50K MRR.\n\n2) ten customers;\n• SOC 2')).toEqual(['$50K MRR', 'Ten customers', 'SOC 2'])
  })
})
