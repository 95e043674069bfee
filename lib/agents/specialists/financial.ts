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
})
