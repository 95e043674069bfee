'use server'

import { guardAdminAction } from '@/lib/admin/action-guard'
import type { AgentTestState } from '@/lib/admin/assistant-state'
import { agentTestView, parseAgentTestForm } from '@/lib/admin/assistant-view'
import { agentMetrics } from '@/lib/agents/metrics'
import { testAgent } from '@/lib/agents/orchestrator'
import { AGENT_IDS } from '@/lib/agents/types'
import { recordAudit } from '@/lib/audit/log'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'

const errorState = (message: string): AgentTestState => ({ status: 'result', view: { kind: 'error', message } })

/**
 * The agent test box (issue 7 item 10): routes the message — or forces the chosen agent — and answers it without
 * touching any visitor's session, then shows the choice, the score breakdown and the reply.
 */
export async function testAgentAction(_prev: AgentTestState, formData: FormData): Promise<AgentTestState> {
  const g = await guardAdminAction('assistant')
  if ('state' in g) return errorState(g.state.status === 'error' ? g.state.message : ADMIN_MESSAGES.failed)
  const parsed = parseAgentTestForm({ message: formData.get('message'), agentId: formData.get('agentId') })
  if (!parsed.ok) return errorState(parsed.error)
  const { message, agentId } = parsed.input

  let state: AgentTestState
  try {
    const result = await testAgent(message, agentId === 'auto' ? undefined : agentId)
    const names = Object.fromEntries(agentMetrics().performance().map((p) => [p.agentId, p.agentName]))
    state = { status: 'result', view: agentTestView(result, names) }
  } catch (err) {
    console.error(`[assistant] the agent test failed: ${err instanceof Error ? err.message : String(err)}`)
    return errorState(ADMIN_MESSAGES.failed)
  }
  const view = state.view
  await recordAudit({
    action: 'assistant.test',
    category: 'llm',
    outcome: view.kind === 'reply' ? 'success' : 'failure',
    // The agent only, never the message: the audit log is not a place for free text.
    details: { requested: agentId, answered: view.kind === 'reply' && AGENT_IDS.includes(view.agentId) ? view.agentId : null },
    userId: g.session.userId,
    sessionId: g.session.jti,
  })
  return state
}
