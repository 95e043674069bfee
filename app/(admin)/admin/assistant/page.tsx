import type { Metadata } from 'next'
import { AssistantBudget } from '@/components/admin/assistant-budget'
import { AssistantFeedback } from '@/components/admin/assistant-feedback'
import { AssistantHealth } from '@/components/admin/assistant-health'
import { AssistantPerformanceTable } from '@/components/admin/assistant-performance-table'
import { AssistantTestBox } from '@/components/admin/assistant-test-box'
import { muted, sectionTitle } from '@/components/admin/styles'
import { healthView, performanceRows } from '@/lib/admin/assistant-view'
import { budgetView } from '@/lib/admin/budget-view'
import { assistantMetrics } from '@/lib/agents/shared-metrics'
import { requirePermission } from '@/lib/auth/guard'
import { getDb, usesPostgres } from '@/lib/db/client'
import { feedbackByAgent, lowestRatedAnswers } from '@/lib/db/queries/chat-feedback'
import { countChatSessions } from '@/lib/db/queries/chat-sessions'
import { llm } from '@/lib/llm/registry'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Assistant' }

/**
 * The chat assistant at a glance: health, conversations, per-agent performance, visitors' feedback
 * and a test box.
 */
export default async function AssistantPage() {
  await requirePermission('assistant')
  const metrics = await assistantMetrics()
  const performance = metrics.performance()
  const db = await getDb()
  const [sessions, ratings, worst] = await Promise.all([countChatSessions(db), feedbackByAgent(db), lowestRatedAnswers(db)])
  const budget = await llm().budgetStatus()

  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Assistant</h1>
        <p className={muted}>How the chat assistant and its specialist agents are doing, and a place to try them.</p>
      </div>
      <AssistantHealth health={healthView(metrics.health())} sessions={sessions} scope={usesPostgres() ? 'site' : 'server'} />
      {budget && <AssistantBudget budget={budgetView(budget)} />}
      <section aria-labelledby="agent-performance-heading" className="space-y-3">
        <h2 id="agent-performance-heading" className={sectionTitle}>
          Agents
        </h2>
        <AssistantPerformanceTable rows={performanceRows(performance)} />
      </section>
      <AssistantFeedback agents={ratings} worst={worst} names={Object.fromEntries(performance.map((p) => [p.agentId, p.agentName]))} />
      <AssistantTestBox agents={performance.map((p) => ({ id: p.agentId, name: p.agentName }))} />
    </div>
  )
}
