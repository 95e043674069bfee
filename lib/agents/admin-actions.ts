'use server'

import { adminAction } from '@/lib/admin/admin-action'
import type { AgentTestState } from '@/lib/admin/assistant-state'
import { agentTestFormInput, agentTestInput, agentTestRefusal, agentTestView } from '@/lib/admin/assistant-view'
import { agentMetrics } from '@/lib/agents/metrics'
import { testAgent } from '@/lib/agents/orchestrator'
import { AGENT_IDS } from '@/lib/agents/specialists'
import { z } from 'zod'
import { SETTINGS_FORM, SETTINGS_MESSAGES as M } from '@/lib/auth/settings-state'
import { getDb } from '@/lib/db/client'
import { CHAT_MODES, setChatMode } from '@/lib/db/queries/settings'

const errorState = (message: string): AgentTestState => ({ status: 'result', view: { kind: 'error', message } })

/**
 * The agent test box: routes the message — or forces the chosen agent — and answers it without touching any
 * visitor's session, then shows the choice, the score breakdown and the reply.
 */
export const testAgentAction = adminAction(
  {
    access: 'assistant',
    schema: agentTestInput,
    input: (formData) => agentTestFormInput({ message: formData.get('message'), agentId: formData.get('agentId') }),
    invalid: agentTestRefusal,
    state: errorState,
    audit: { action: 'assistant.test', category: 'llm' },
  },
  async ({ message, agentId }, { audit }): Promise<AgentTestState> => {
    const result = await testAgent(message, agentId === 'auto' ? undefined : agentId)
    const names = Object.fromEntries(agentMetrics().performance().map((p) => [p.agentId, p.agentName]))
    const view = agentTestView(result, names)
    // The agent only, never the message: the audit log is not a place for free text.
    const answered = view.kind === 'reply' && AGENT_IDS.includes(view.agentId) ? view.agentId : null
    await audit({ requested: agentId, answered }, { outcome: view.kind === 'reply' ? 'success' : 'failure' })
    return { status: 'result', view }
  },
)

const chatModeSchema = z.object({ mode: z.enum(CHAT_MODES) })

/** The chat assistant's mode (coming soon | live), read by the chat widget through getChatMode(). The owner's to set. */
export const setChatModeAction = adminAction(
  { ...SETTINGS_FORM, access: 'settings', schema: chatModeSchema, audit: { action: 'settings.change' } },
  async ({ mode }, { audit }) => {
    await setChatMode(await getDb(), mode)
    await audit({ chatMode: mode })
    return { status: 'done', message: M.chatModeSaved }
  },
)
