/**
 * The tools agents may call (SPEC §3 tool, §8 texts). runTool never throws: a visitor's chat must go on even when a
 * model asks for something impossible, so every failure becomes { success: false, error }.
 */
import { fundingCalculator } from '@/lib/tools/funding'
import { kpiAnalysis } from '@/lib/tools/kpi'
import { INDUSTRIES, marketData } from '@/lib/tools/market-data'
import { valuation } from '@/lib/tools/valuation'
import type { ToolDefinition, ToolId, ToolResult } from '@/lib/agents/types'
import { TOOL_IDS } from '@/lib/agents/types'
import { describeIssues, TOOL_SCHEMAS } from './schemas'
import { fundingSummary, kpiSummary, marketSummary, valuationSummary } from './summaries'

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
}

export const UNKNOWN_ERROR = 'Unknown error occurred'
export const toolNotFound = (id: string) => `Tool ${id} not found`

function isToolId(id: string): id is ToolId {
  return (TOOL_IDS as readonly string[]).includes(id)
}

function execute(id: ToolId, params: unknown): { data: unknown; summary: string } | { error: string } {
  switch (id) {
    case 'market-data': {
      const p = TOOL_SCHEMAS[id].safeParse(params)
      if (!p.success) return { error: describeIssues(id, p.error, params) }
      const data = marketData(p.data.industry)
      return { data, summary: marketSummary(data) }
    }
    case 'valuation': {
      const p = TOOL_SCHEMAS[id].safeParse(params)
      if (!p.success) return { error: describeIssues(id, p.error, params) }
      const data = valuation(p.data)
      return { data, summary: valuationSummary(data) }
    }
    case 'kpi-analysis': {
      const p = TOOL_SCHEMAS[id].safeParse(params)
      if (!p.success) return { error: describeIssues(id, p.error, params) }
      const data = kpiAnalysis(p.data)
      return { data, summary: kpiSummary(data) }
    }
    case 'funding-calculator': {
      const p = TOOL_SCHEMAS[id].safeParse(params)
      if (!p.success) return { error: describeIssues(id, p.error, params) }
      const data = fundingCalculator(p.data)
      return { data, summary: fundingSummary(data) }
    }
  }
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
