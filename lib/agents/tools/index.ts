/**
 * The tools agents may call. runTool never throws: a visitor's chat must go on even when a
 * model asks for something impossible, so every failure becomes { success: false, error }.
 */
import { burnRate } from '@/lib/tools/burn'
import { CASH_FLOW_MONTHS, cashFlowPlan } from '@/lib/tools/cash-flow'
import { fundingCalculator } from '@/lib/tools/funding'
import { kpiAnalysis } from '@/lib/tools/kpi'
import { INDUSTRIES, marketData } from '@/lib/tools/market-data'
import { roiCalculator } from '@/lib/tools/roi'
import { unitEconomics } from '@/lib/tools/unit-economics'
import { valuation } from '@/lib/tools/valuation'
import type { z } from 'zod'
import type { ToolDefinition, ToolId, ToolResult } from '@/lib/agents/types'
import { TOOL_IDS } from '@/lib/agents/types'
import { describeIssues, TOOL_SCHEMAS } from './schemas'
import { burnSummary, cashFlowSummary, fundingSummary, kpiSummary, marketSummary, roiSummary, unitEconomicsSummary, valuationSummary } from './summaries'

const industryParam = {
  type: 'string',
  description: `Industry: ${INDUSTRIES.join(', ')}`,
  required: true,
} as const

export const TOOLS: Readonly<Record<ToolId, ToolDefinition>> = {
  'market-data': {
    id: 'market-data',
    name: 'Market data',
    description: 'Market size (billions of US dollars) and annual growth for an industry.',
    category: 'market',
    parameters: { industry: industryParam },
  },
  valuation: {
    id: 'valuation',
    name: 'Valuation estimate',
    description: 'A low–high valuation range from annual revenue, the industry revenue multiple and growth.',
    category: 'finance',
    parameters: {
      industry: industryParam,
      revenue: { type: 'number', description: 'Annual revenue in US dollars', required: true },
      growth: { type: 'number', description: "Annual growth as a fraction (0.2 = 20%); defaults to the industry's", required: false },
    },
  },
  'kpi-analysis': {
    id: 'kpi-analysis',
    name: 'KPI review',
    description: 'Comments on growth, churn, customer acquisition cost and runway, with warnings where they need attention.',
    category: 'analysis',
    parameters: {
      growth: { type: 'number', description: 'Growth rate as a fraction', required: false },
      churn: { type: 'number', description: 'Churn rate as a fraction', required: false },
      cac: { type: 'number', description: 'Customer acquisition cost in US dollars', required: false },
      runwayMonths: { type: 'number', description: 'Months of cash left', required: false },
    },
  },
  'funding-calculator': {
    id: 'funding-calculator',
    name: 'Funding calculator',
    description: 'How much to raise for a target runway, and the dilution at a given pre-money valuation.',
    category: 'finance',
    parameters: {
      monthlyBurn: { type: 'number', description: 'Monthly net burn in US dollars', required: true },
      runwayMonths: { type: 'number', description: 'Months the round should last (default 18)', required: false },
      buffer: { type: 'number', description: 'Safety buffer as a fraction (default 0.2)', required: false },
      preMoneyValuation: { type: 'number', description: 'Pre-money valuation in US dollars', required: false },
    },
  },
  'burn-runway': {
    id: 'burn-runway',
    name: 'Burn and runway',
    description: 'Net monthly burn and the months of runway the cash in the bank covers.',
    category: 'finance',
    parameters: {
      cash: { type: 'number', description: 'Cash in the bank in US dollars', required: true },
      monthlyCosts: { type: 'number', description: 'Everything spent in a month (gross burn) in US dollars', required: true },
      monthlyRevenue: { type: 'number', description: 'Monthly revenue in US dollars (default 0)', required: false },
    },
  },
  'cash-flow': {
    id: 'cash-flow',
    name: 'Cash-flow plan',
    description: `A ${CASH_FLOW_MONTHS}-month cash plan: the month cash runs out, the month revenue covers costs and the lowest cash.`,
    category: 'finance',
    parameters: {
      openingCash: { type: 'number', description: 'Cash in the bank today in US dollars', required: true },
      monthlyRevenue: { type: 'number', description: 'Monthly revenue today in US dollars', required: true },
      monthlyCosts: { type: 'number', description: 'Monthly costs today in US dollars', required: true },
      revenueGrowth: { type: 'number', description: 'Monthly revenue growth as a fraction (0.05 = 5%)', required: false },
      costGrowth: { type: 'number', description: 'Monthly cost growth as a fraction', required: false },
    },
  },
  'unit-economics': {
    id: 'unit-economics',
    name: 'Unit economics',
    description: 'Customer lifetime value, LTV:CAC and the months to earn back the acquisition cost.',
    category: 'analysis',
    parameters: {
      arpa: { type: 'number', description: 'Average monthly revenue per customer in US dollars', required: true },
      grossMargin: { type: 'number', description: 'Gross margin as a fraction (0.75 = 75%)', required: true },
      churn: { type: 'number', description: 'Monthly churn as a fraction (0.03 = 3%)', required: true },
      cac: { type: 'number', description: 'Customer acquisition cost in US dollars', required: true },
    },
  },
  roi: {
    id: 'roi',
    name: 'Return on investment',
    description: 'ROI, annualised return and break-even month of an investment or campaign.',
    category: 'finance',
    parameters: {
      cost: { type: 'number', description: 'What is invested, in US dollars', required: true },
      gain: { type: 'number', description: 'Total value it brings back over the period, in US dollars', required: true },
      months: { type: 'number', description: 'Length of the period in months', required: true },
    },
  },
}

export const UNKNOWN_ERROR = 'Unknown error occurred'
export const toolNotFound = (id: string) => `Tool ${id} not found`

function isToolId(id: string): id is ToolId {
  return (TOOL_IDS as readonly string[]).includes(id)
}

type Output = { data: unknown; summary: string }

/** Each tool over its parsed parameters: the math from lib/tools and its one-paragraph summary. */
const RUNNERS: { [K in ToolId]: (params: z.infer<(typeof TOOL_SCHEMAS)[K]>) => Output } = {
  'market-data': (p) => {
    const data = marketData(p.industry)
    return { data, summary: marketSummary(data) }
  },
  valuation: (p) => {
    const data = valuation(p)
    return { data, summary: valuationSummary(data) }
  },
  'kpi-analysis': (p) => {
    const data = kpiAnalysis(p)
    return { data, summary: kpiSummary(data) }
  },
  'funding-calculator': (p) => {
    const data = fundingCalculator(p)
    return { data, summary: fundingSummary(data) }
  },
  'burn-runway': (p) => {
    const data = burnRate(p)
    return { data, summary: burnSummary(data, p.cash) }
  },
  'cash-flow': (p) => {
    const data = cashFlowPlan(p)
    return { data, summary: cashFlowSummary(data, CASH_FLOW_MONTHS) }
  },
  'unit-economics': (p) => {
    const data = unitEconomics(p)
    return { data, summary: unitEconomicsSummary(data) }
  },
  roi: (p) => {
    const data = roiCalculator(p)
    return { data, summary: roiSummary(data, Math.round(p.months)) }
  },
}

/** Every tool's parameters pass the same validation (schemas.ts) before its math runs. */
function execute(id: ToolId, params: unknown): Output | { error: string } {
  const parsed = TOOL_SCHEMAS[id].safeParse(params)
  if (!parsed.success) return { error: describeIssues(id, parsed.error, params) }
  return (RUNNERS[id] as (p: unknown) => Output)(parsed.data)
}

export function runTool(id: string, params: unknown): ToolResult {
  if (!isToolId(id)) return { success: false, error: toolNotFound(id) }
  try {
    const result = execute(id, params ?? {})
    return 'error' in result ? { success: false, error: result.error } : { success: true, ...result }
  } catch (err) {
    return { success: false, error: err instanceof Error && err.message ? err.message : UNKNOWN_ERROR }
  }
}

/**
 * The lines an agent's system prompt needs to call its tools: the marker syntax and each tool's parameters. Kept here
 * so the prompt and the parser can never disagree on the format.
 */
export function toolInstructions(ids: readonly ToolId[]): string {
  if (ids.length === 0) return ''
  const lines = ids.map((id) => {
    const t = TOOLS[id]
    const params = Object.entries(t.parameters)
      .map(([name, p]) => `${name} (${p.type}${p.required ? '' : ', optional'}): ${p.description}`)
      .join('; ')
    return `- ${id}: ${t.description} Parameters: ${params}.`
  })
  return [
    'To calculate, write a marker on its own line: [TOOL:id]{"parameter": value}. It is replaced by the result.',
    'Use at most a few markers per answer and only these tools:',
    ...lines,
  ].join('\n')
}
