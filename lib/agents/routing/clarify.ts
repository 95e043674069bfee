import { AGENTS } from '../specialists'
import type { AgentId, Attachment, QuickAction } from '../types'

/**
 * When the router is not sure which specialist a message is for, the primary agent asks instead of guessing: a wrong
 * specialist answers confidently about the wrong thing, while a question costs the visitor one click.
 */

export type Clarification = { content: string; attachments: Attachment[]; quickActions: QuickAction[] }

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * "Do you mean X or Y?" for the two most likely agents, with a page for each and a button per topic that asks the
 * visitor's question again with the topic named, so the router has what it lacked.
 */
export function clarifyingQuestion([first, second]: readonly [AgentId, AgentId], message: string): Clarification {
  // Each agent's topic is declared with it (its `clarify` field, ../specialists/define.ts).
  const a = AGENTS[first].clarify
  const b = AGENTS[second].clarify
  const content =
    `I want to send your question to the right specialist. Do you mean ${a.topic} ([${a.title}](${a.url})) or ` +
    `${b.topic} ([${b.title}](${b.url}))? Tell me a little more, or pick one below.`
  return {
    content,
    attachments: [a, b].map((t) => ({ type: 'link' as const, title: t.title, url: t.url })),
    quickActions: [a, b].map((t) => ({ label: capitalised(t.topic), value: `About ${t.topic}: ${message}` })),
  }
}
