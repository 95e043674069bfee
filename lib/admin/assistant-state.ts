import { FORM_MESSAGES } from '@/lib/forms/form-state'
import type { AgentTestView } from './assistant-view'

/**
 * The agent test box's action state. Only a type import and import-free messages: the client leaf that shows it must not pull the markdown
 * renderer or zod into the browser bundle.
 */
export type AgentTestState = { status: 'idle' } | { status: 'result'; view: AgentTestView }

export const AGENT_TEST_IDLE: AgentTestState = { status: 'idle' }
/** The page came from an earlier build of the site (lib/forms/client/use-action-state-across-builds.ts). */
export const AGENT_TEST_SITE_UPDATED: AgentTestState = { status: 'result', view: { kind: 'error', message: FORM_MESSAGES.siteUpdated } }
