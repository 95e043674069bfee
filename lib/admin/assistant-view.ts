import { z } from 'zod'
import { CHAT_LIMITS, CHAT_TEXTS } from '@/lib/agents/errors'
import type { HealthReport } from '@/lib/agents/metrics'
import type { AgentTestResult } from '@/lib/agents/orchestrator'
import { AGENT_IDS } from '@/lib/agents/specialists'
import type { AgentId, AgentPerformance, HealthStatus } from '@/lib/agents/types'
import { renderMarkdown } from '@/lib/content/markdown'

/**
 * What the admin Assistant page shows, as plain data built on the server (tested without a browser): the health
 * summary, the performance table and the agent test box's result. Client components import only the types.
 */

export const AGENT_TEST_AUTO = 'auto'

/** The test box's form for these agents: a message as the chat accepts it, and 'auto' (let routing choose) or an agent's id. */
export function agentTestInputFor(agents: readonly AgentId[]) {
  return z.object({
    message: z.string().trim().min(1, CHAT_TEXTS.blank).max(CHAT_LIMITS.maxMessageChars, CHAT_TEXTS.tooLong),
    agentId: z.union([z.literal(AGENT_TEST_AUTO), z.enum(agents)]),
  })
}

/** The test box's form for the registry's agents. */
export const agentTestInput = agentTestInputFor(AGENT_IDS)

export type AgentTestInput = z.infer<typeof agentTestInput>

/** The test box's form as the schema reads it: an empty message when none came, and 'auto' when no agent was chosen. */
export function agentTestFormInput(form: { message: unknown; agentId: unknown }): { message: unknown; agentId: unknown } {
  return { message: form.message ?? '', agentId: form.agentId ?? AGENT_TEST_AUTO }
}

/**
 * Why agentTestInput refused the form. An id that is not an agent's gets 'Agent {id} not found' (as the
 * orchestrator would say), not a generic refusal, so whoever posted it sees why.
 */
export function agentTestRefusal(error: z.ZodError, input: { agentId?: unknown }): string {
  const agentIssue = error.issues.some((i) => i.path[0] === 'agentId')
  if (agentIssue && typeof input.agentId === 'string') return CHAT_TEXTS.agentNotFound(input.agentId.replace(/[^\w.-]/g, '').slice(0, 60))
  return error.issues[0]?.message ?? CHAT_TEXTS.blank
}

/** Parses the form (agentTestFormInput, then agentTestInput), with agentTestRefusal's message when it is refused. */
export function parseAgentTestForm(form: { message: unknown; agentId: unknown }): { ok: true; input: AgentTestInput } | { ok: false; error: string } {
  const input = agentTestFormInput(form)
  const parsed = agentTestInput.safeParse(input)
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, error: agentTestRefusal(parsed.error, input) }
}

const STATUS_LABELS: Record<HealthStatus, string> = { excellent: 'Excellent', good: 'Good', warning: 'Warning', critical: 'Critical' }

export type HealthView = { status: HealthStatus; label: string; score: number; warnings: string[]; memory: string }

export function healthView(report: HealthReport): HealthView {
  return {
    status: report.status,
    label: STATUS_LABELS[report.status],
    score: report.score,
    warnings: report.warnings,
    memory: `${report.memoryMb} MB heap, ${report.rssMb} MB resident`,
  }
}

export type PerformanceRow = {
  agentId: AgentId
  name: string
  requests: string
  averageTime: string
  successRate: string
  errors: string
  lastUsed: string
  popular: string
}

const DASH = '—'

export function performanceRows(rows: readonly AgentPerformance[]): PerformanceRow[] {
  return rows.map((r) => {
    const used = r.totalRequests > 0
    return {
      agentId: r.agentId,
      name: r.agentName,
      requests: r.totalRequests.toLocaleString('en-US'),
      averageTime: used ? `${r.averageResponseTime.toLocaleString('en-US')} ms` : DASH,
      successRate: used ? `${Math.round(r.successRate * 1000) / 10} %` : DASH,
      errors: r.errorCount.toLocaleString('en-US'),
      lastUsed: r.lastUsed ? `${r.lastUsed.slice(0, 16).replace('T', ' ')} UTC` : DASH, // formatUtc's format, from an ISO string
      popular: r.popularQueries.length > 0 ? r.popularQueries.slice(0, 3).map((q) => `${q.query} (${q.count})`).join(', ') : DASH,
    }
  })
}

export type ScoreRow = {
  agentId: AgentId
  name: string
  chosen: boolean
  canHandle: string
  priority: number
  specialties: string
  lastUsedBonus: number
  mentionBonus: number
  boosts: string
  total: number
}

export type AgentTestView =
  | { kind: 'error'; message: string }
  | {
      kind: 'reply'
      agentId: AgentId
      agentName: string
      reason: string
      /** How sure the router was of the agent (calibrated), or a dash when it gave no figure. */
      routingConfidence: string
      context: { messageType: string; intent: string; complexity: string; conversationLength: number }
      scores: ScoreRow[]
      /** Sanitised HTML from lib/content/markdown.ts. */
      html: string
      /** href is null for an address that is neither a page of the site nor mailto:/tel:/http(s) — shown as text. */
      attachments: { type: string; title: string; url: string; href: string | null }[]
      quickActions: { label: string; value: string }[]
      confidence: string
      fallback: string
      processingTime: string
      toolsUsed: string
      error: string | null
    }

export function safeHref(url: string): string | null {
  return /^\/(?!\/)/.test(url) || /^(mailto|tel|https?):/i.test(url) ? url : null
}

const words = (list: readonly string[]) => (list.length > 0 ? list.join(', ') : DASH)

/** The test box's result; `names` gives display names (from the performance rows), else the id is shown. */
export function agentTestView(result: AgentTestResult, names: Partial<Record<AgentId, string>> = {}): AgentTestView {
  if (!result.ok) return { kind: 'error', message: result.error }
  const { context, selection, reply } = result
  const name = (id: AgentId) => names[id] ?? id
  const scores = [...selection.scores]
    .sort((a, b) => b.total - a.total || a.agentId.localeCompare(b.agentId))
    .map((s) => ({
      agentId: s.agentId,
      name: name(s.agentId),
      chosen: s.agentId === selection.agentId,
      canHandle: s.canHandle ? 'Yes' : 'No',
      priority: s.priority,
      specialties: words(s.specialtyMatches),
      lastUsedBonus: s.lastUsedBonus,
      mentionBonus: s.mentionBonus,
      boosts: words(s.boostMatches),
      total: s.total,
    }))
  return {
    kind: 'reply',
    agentId: reply.agentId,
    agentName: name(reply.agentId),
    reason: selection.reason,
    routingConfidence: selection.confidence === undefined ? DASH : `${Math.round(selection.confidence * 100)} %${selection.clarify ? ' — not sure: asked the visitor' : ''}`,
    context: {
      messageType: context.messageType,
      intent: context.userIntent,
      complexity: context.responseComplexity,
      conversationLength: context.conversationLength,
    },
    scores,
    html: renderMarkdown(reply.content),
    attachments: reply.attachments.map((a) => ({ type: a.type, title: a.title, url: a.url, href: safeHref(a.url) })),
    quickActions: reply.quickActions.map((q) => ({ label: q.label, value: q.value })),
    confidence: reply.confidence.toFixed(2),
    fallback: reply.metadata.fallback ? 'Yes — canned answer' : 'No — a model answered',
    processingTime: `${Math.round(reply.metadata.processingTime)} ms`,
    toolsUsed: words(reply.metadata.toolsUsed),
    error: reply.metadata.error ?? null,
  }
}
