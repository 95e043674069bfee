import { converse, type OrchestratorDeps } from '@/lib/agents/orchestrator'
import { newChatSession } from '@/lib/agents/sessions'
import type { AgentResponse } from '@/lib/agents/types'
import type { AnswerRule, ScriptedConversation } from '@/tests/fixtures/conversations/types'

/**
 * Plays a scripted conversation through the real orchestrator, turn by turn with its history, and checks each answer
 * against the turn's rules and the rules for every answer. The conversation tests and the conversation bench share it.
 */

export type RuleFailure = { turn: number; visitor: string; why: string; excerpt: string }
export type ConversationResult = { name: string; turns: number; failures: RuleFailure[] }

const EXCERPT = 160

/** A rule's verdict on an answer; a global or sticky pattern is tested from the start every time. */
export function keeps(rule: AnswerRule, answer: string): boolean {
  const pattern = 'mustMatch' in rule ? rule.mustMatch : rule.mustNotMatch
  pattern.lastIndex = 0
  return pattern.test(answer) === 'mustMatch' in rule
}

/** The part of the answer a reader needs to see why a rule failed: around the match for a mustNotMatch, else the start. */
function excerpt(rule: AnswerRule, answer: string): string {
  const flat = answer.replace(/\s+/g, ' ').trim()
  if (!('mustNotMatch' in rule)) return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT)}…` : flat
  rule.mustNotMatch.lastIndex = 0
  const at = rule.mustNotMatch.exec(flat)?.index ?? 0
  const start = Math.max(0, at - EXCERPT / 2)
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + EXCERPT)}${start + EXCERPT < flat.length ? '…' : ''}`
}

/** Plays the messages in one conversation, each with the session the one before left; the replies, in order. */
export async function talk(messages: readonly string[], deps: OrchestratorDeps): Promise<AgentResponse[]> {
  let session = newChatSession()
  const replies: AgentResponse[] = []
  for (const message of messages) {
    const turn = await converse(session, message, deps)
    session = turn.session
    replies.push(turn.reply)
  }
  return replies
}

export async function playConversation(conversation: ScriptedConversation, everyAnswer: readonly AnswerRule[], deps: OrchestratorDeps): Promise<ConversationResult> {
  let session = newChatSession()
  const failures: RuleFailure[] = []
  for (const [i, turn] of conversation.turns.entries()) {
    const { reply, session: next } = await converse(session, turn.visitor, deps)
    session = next
    for (const rule of [...turn.rules, ...everyAnswer]) {
      if (!keeps(rule, reply.content)) failures.push({ turn: i + 1, visitor: turn.visitor, why: rule.why, excerpt: excerpt(rule, reply.content) })
    }
  }
  return { name: conversation.name, turns: conversation.turns.length, failures }
}
