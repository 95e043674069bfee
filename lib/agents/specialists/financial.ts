import { CHECK_SIZE, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { KPI_THRESHOLDS } from '@/lib/tools/kpi'
import { answer, ask, go, link, lowerFirst, type CannedSet } from '../canned/shared'
import { pricingAnswer } from '../canned/shared-topics'
import { defineAgent } from './define'

export const FINANCIAL_KEYWORDS = [
  'financial model', 'financial modelling', 'financial modeling', 'financial models', 'financials', 'finance', 'finances',
  'unit economics', 'burn', 'burn rate', 'burning', 'runway', 'cash flow', 'cashflow', 'ltv', 'cac', 'ltv to cac',
  'ltv:cac', 'gross margin', 'contribution margin', 'margin', 'margins', 'projections', 'projection', 'revenue',
  'arr', 'mrr', 'p&l', 'profit and loss', 'break-even', 'breakeven', 'budget', 'fundraising', 'fundraise',
  'how much should i raise', 'how much should we raise', 'how much to raise', 'dilution', 'cap table', 'churn', 'kpi',
  'kpis', 'metrics', 'payback', 'ebitda', 'accounting', 'bookkeeping', 'profitability', 'profitable',
  // Spending, costs and how far the money goes.
  'payback period', 'customer acquisition cost', 'acquisition cost', 'cost per acquisition', 'spend', 'spending',
  'monthly spend', 'costs', 'cut costs', 'expenses', 'overhead', 'payroll', 'last us', 'money last', 'cash last',
  'how much money', 'how much do i need', 'how much do we need', 'need to raise', 'how much capital', 'bridge',
  'bridge round', 'pricing model', 'lifetime value', 'default alive', 'profit',
  'cash', 'runs out', 'run out', 'running out', 'out of money', 'out of cash', 'burn multiple', 'per user', 'arpu',
  'price per', 'hire now', 'afford', 'option pool',
] as const

export const financial = defineAgent({
  id: 'financial',
  name: 'Financial Analyst',
  description: 'Works through financial models, unit economics, runway and fundraising scenarios with founders.',
  specialties: ['financial modelling', 'financial model', 'unit economics', 'cash flow', 'fundraising', 'runway', 'burn rate'],
  tools: ['funding-calculator', 'kpi-analysis', 'valuation', 'burn-runway', 'cash-flow', 'unit-economics', 'roi'],
  priority: 76,
  mentions: ['financial agent', 'financial analyst', 'finance agent'],
  boostKeywords: [
    'burn', 'burn rate', 'runway', 'cash flow', 'cashflow', 'unit economics', 'financial model', 'ltv', 'cac',
    'projections', 'fundraising', 'how much should i raise', 'how much should we raise', 'how much to raise',
    'gross margin', 'contribution margin', 'churn', 'kpi', 'kpis', 'break-even', 'p&l', 'dilution', 'cap table',
    'margin', 'margins', 'payback', 'customer acquisition cost', 'acquisition cost', 'lifetime value', 'last us',
    'how much money', 'how much do i need', 'how much do we need', 'need to raise', 'how much capital', 'cut costs',
    'expenses', 'spend', 'spending', 'bridge round', 'cash', 'runs out', 'run out', 'running out', 'out of money',
    'burn multiple', 'afford',
    'option pool',
  ],
  keywords: FINANCIAL_KEYWORDS,
  role: 'You help founders with their own numbers: financial models, unit economics, burn and runway, cash flow and how much to raise.',
  guidance: [
    'Work from the figures the visitor gives; when a figure is missing, ask for it rather than assuming one.',
    'Use the funding calculator for "how much should we raise" and the KPI tool for growth, churn, CAC and runway figures.',
    'Explain formulas in one line (e.g. LTV = margin per customer per month ÷ monthly churn) before applying them.',
    'Point to the founder tools for the sums: /tools/burn-calculator (burn and runway), /tools/cash-flow-planner, /tools/funding-calculator, /tools/unit-economics, /tools/financial-model; to /resources/financial-model-template for a template; and to /apply when they are ready to raise from us.',
  ],
  answers: financialAnswers,
  emergencyLink: { title: 'Founder guides', url: '/resources' },
  clarify: { topic: 'your numbers (runway, burn, unit economics)', title: 'Burn and runway calculator', url: '/tools/burn-calculator' },
  profile: {
    order: 6,
    description: 'Works through financial models, unit economics, runway and fundraising scenarios with you.',
    specialties: ['Financial modelling', 'Unit economics', 'Cash flow', 'Fundraising'],
  },
})

/** Runway below this many months is a warning sign (KPI threshold, shared with the kpi-analysis tool). */
export const RUNWAY_WARNING_MONTHS = KPI_THRESHOLDS.shortRunwayMonths

function financialAnswers(): CannedSet {
  const runway = answer(
      'financial-runway',
      ['runway', 'burn', 'burn rate', 'burning', 'monthly burn', 'net burn', 'months of cash', 'run out of money', 'running out'],
      `Runway = cash in the bank ÷ net monthly burn.\n\n` +
        `**Under ${RUNWAY_WARNING_MONTHS} months is a warning sign**: a round takes longer than founders expect (ours alone runs ${PROCESS_TOTAL_DISPLAY} from application to funds), so start raising, cut burn or both well before then. ` +
        `Recalculate every month with actual numbers, not the plan: the [burn and runway calculator](/tools/burn-calculator) does the sums.`,
      [link('Burn and runway calculator', '/tools/burn-calculator'), link('Cash-flow planner', '/tools/cash-flow-planner')],
      [ask('When should I start fundraising?'), ask('How do I manage cash flow?')],
  )

  const topics = [
    runway,
    answer(
      'financial-modelling',
      ['financial model', 'financial modelling', 'financial modeling', 'model', 'modelling', 'modeling', 'forecast', 'projections', 'budget', 'spreadsheet', 'p&l', 'revenue projections'],
      `Build a monthly, driver-based model for the next 18–24 months. Customers, price, churn and hires drive revenue and costs, so you can change one assumption and see runway move.\n\n` +
        `Keep three scenarios (base, slow, fast) and compare the model with actuals every month. ` +
        `Investors test the assumptions, not the totals, so write down where each one comes from.\n\n` +
        `Our studio reviews the model and unit economics with portfolio founders before every round: [studio services](/services). To start from a structure, use our [financial model](/tools/financial-model).`,
      [link('Financial model', '/tools/financial-model'), link('Financial model template', '/resources/financial-model-template')],
      [ask('How do I work out my unit economics?'), ask('How much runway do I need?')],
    ),
    answer(
      'financial-unit-economics',
      ['unit economics', 'ltv', 'lifetime value', 'cac', 'ltv/cac', 'payback', 'gross margin', 'margin', 'margins', 'contribution margin', 'churn', 'arpu', 'cost per customer'],
      `Unit economics answer one question: does each customer earn back what it costs to win and serve them?\n\n` +
        `Track acquisition cost (CAC), gross margin per customer, payback period and lifetime value (LTV). A common benchmark is LTV of at least three times CAC. ` +
        `For AI products, count model and inference costs in gross margin: they grow with usage, and investors will ask how they fall at scale.\n\n` +
        `Work out yours with the [unit economics calculator](/tools/unit-economics).`,
      [link('Unit economics calculator', '/tools/unit-economics'), link('CAC calculator', '/tools/cac-calculator')],
      [ask('How do I build a financial model?'), ask('How much runway do I need?')],
    ),
    pricingAnswer(),
    answer(
      'financial-fundraising',
      ['fundraising', 'fundraise', 'raise', 'raising', 'round', 'how much to raise', 'start fundraising', 'investors', 'pitch investors', 'bridge'],
      `Raise enough to reach the milestones that make your next round easy: usually 18–24 months of runway. Start while you still have time to walk away from a bad deal.\n\n` +
        `Know your number, what it buys and what the next round will prove. ` +
        `We invest ${CHECK_SIZE.display} from ${lowerFirst(STAGE_RANGE_DISPLAY)}, and our process takes ${PROCESS_TOTAL_DISPLAY} from application to funds.\n\n` +
        `When you are ready to talk, [apply for funding](/apply).`,
      [link('Funding calculator', '/tools/funding-calculator'), link('Apply for funding', '/apply')],
      [ask('How much runway do I need?'), ask('How does your funding process work?'), go('Apply for funding', '/apply')],
    ),
    answer(
      'financial-cash-flow',
      ['cash flow', 'cashflow', 'cash', 'cash management', 'working capital', 'invoices', 'invoicing', 'payment terms', 'receivables', 'collections'],
      `Cash flow is about timing: profitable on paper can still mean empty in the bank if customers pay in 60 days and salaries leave every month.\n\n` +
        `Forecast cash weekly for the next quarter, invoice promptly, ask for annual prepayment where customers will accept it, and match big commitments to cash already received. ` +
        `Keep a buffer for surprises and know your runway at all times: the [cash-flow planner](/tools/cash-flow-planner) shows 24 months ahead.`,
      [link('Cash-flow planner', '/tools/cash-flow-planner'), link('Burn and runway calculator', '/tools/burn-calculator')],
      [ask('How much runway do I need?'), ask('How do I build a financial model?')],
    ),
  ]

  const fallback = answer(
    'financial-default',
    [],
    `I help founders with the numbers: financial models, unit economics, cash flow, burn and runway, and planning a raise.\n\n` +
      `Tell me your stage and the question on your mind, or start with one below. Our studio also reviews models and metrics with every portfolio company: [studio services](/services).`,
    [link('Founder tools', '/tools'), link('Studio services', '/services')],
    [ask('How much runway do I need?'), ask('How do I work out my unit economics?'), ask('When should I start fundraising?')],
  )

  return { topics, fallback }
}
