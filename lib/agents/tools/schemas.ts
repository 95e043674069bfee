/**
 * The JSON a model (or the admin test box) passes to each tool. Models write numbers as strings, with '$', commas or a
 * 'k'/'M'/'B' suffix, so numeric fields accept those; range checks stay in lib/tools so forms get the same rules.
 */
import { z } from 'zod'
import type { ToolId } from '@/lib/agents/types'

const SUFFIX: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 }

/**
 * '$1.2M' → 1200000, '20%' → 0.2 (every rate the tools take is a fraction); anything else is left for zod to reject.
 */
export function parseNumberish(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const m = /^\s*\$?\s*(-?[\d,_]*\.?\d+)\s*([kmb%])?\s*$/i.exec(value)
  if (!m?.[1]) return value
  const n = Number(m[1].replace(/[,_]/g, ''))
  if (m[2] === '%') return n / 100
  return m[2] ? n * (SUFFIX[m[2].toLowerCase()] ?? 1) : n
}

const num = z.preprocess(parseNumberish, z.number())
const optNum = num.optional()

export const TOOL_SCHEMAS = {
  'market-data': z.object({ industry: z.string() }),
  valuation: z.object({ industry: z.string(), revenue: num, growth: optNum }),
  'kpi-analysis': z.object({ growth: optNum, churn: optNum, cac: optNum, runwayMonths: optNum }),
  'funding-calculator': z.object({ monthlyBurn: num, runwayMonths: optNum, buffer: optNum, preMoneyValuation: optNum }),
  'burn-runway': z.object({ cash: num, monthlyCosts: num, monthlyRevenue: optNum }),
  'cash-flow': z.object({ openingCash: num, monthlyRevenue: num, monthlyCosts: num, revenueGrowth: optNum, costGrowth: optNum }),
  'unit-economics': z.object({ arpa: num, grossMargin: num, churn: num, cac: num }),
  roi: z.object({ cost: num, gain: num, months: num }),
} satisfies Record<ToolId, z.ZodType>

/** One readable line from zod's issues: 'Invalid parameters for valuation: revenue is required.' */
export function describeIssues(toolId: ToolId, error: z.ZodError, params: unknown): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.join('.') || 'parameters'
    if (issue.code !== 'invalid_type') return `${field}: ${issue.message}`
    // zod 4 leaves the offending input out of its issues; look it up to tell 'missing' from 'wrong type'.
    const value = issue.path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), params)
    if (value === undefined || value === null) return `${field} is required`
    return `${field} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`
  })
  return `Invalid parameters for ${toolId}: ${parts.join('; ')}.`
}
