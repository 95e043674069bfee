import type { AgentTestView } from './assistant-view'

/**
 * The agent test box's action state. Only a type import: the client leaf that shows it must not pull the markdown
 * renderer or zod into the browser bundle.
 */
export type AgentTestState = { status: 'idle' } | { status: 'result'; view: AgentTestView }

export const AGENT_TEST_IDLE: AgentTestState = { status: 'idle' }
