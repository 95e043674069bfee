import type { AgentId, Attachment, QuickAction } from '../types'

/**
 * When the router is not sure which specialist a message is for, the primary agent asks instead of guessing: a wrong
 * specialist answers confidently about the wrong thing, while a question costs the visitor one click.
 */

const TOPICS: Record<AgentId, { topic: string; title: string; url: string }> = {
  'meta3-primary': { topic: 'the studio itself', title: 'About the studio', url: '/about' },
  'general-conversation': { topic: 'a chat with the assistant', title: 'Our AI agents', url: '/agents' },
  'investment-specialist': { topic: 'funding from the studio', title: 'Investment process', url: '/process' },
  'venture-launch-builder': { topic: 'building and launching your venture', title: 'Venture launch builder', url: '/launch' },
  'meta3-research': { topic: 'market research', title: 'Founder resources', url: '/resources' },
  'competitive-intelligence': { topic: 'your competitors', title: 'Founder resources', url: '/resources' },
  marketing: { topic: 'marketing and growth', title: 'Growth audit', url: '/tools/growth-audit' },
  financial: { topic: 'your numbers (runway, burn, unit economics)', title: 'Burn and runway calculator', url: '/tools/burn-calculator' },
  'meta3-legal': { topic: 'a legal question (SAFEs, contracts, IP, privacy)', title: 'Term-sheet basics', url: '/resources/term-sheet-basics' },
  'meta3-local': { topic: 'entering a local market', title: 'Founder resources', url: '/resources' },
  'support-specialist': { topic: 'a problem with the site', title: 'Help and support', url: '/support' },
}

export type Clarification = { content: string; attachments: Attachment[]; quickActions: QuickAction[] }

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * "Do you mean X or Y?" for the two most likely agents, with a page for each and a button per topic that asks the
 * visitor's question again with the topic named, so the router has what it lacked.
 */
export function clarifyingQuestion([first, second]: readonly [AgentId, AgentId], message: string): Clarification {
  const a = TOPICS[first]
  const b = TOPICS[second]
  const content =
    `I want to send your question to the right specialist. Do you mean ${a.topic} ([${a.title}](${a.url})) or ` +
    `${b.topic} ([${b.title}](${b.url}))? Tell me a little more, or pick one below.`
  return {
    content,
    attachments: [a, b].map((t) => ({ type: 'link' as const, title: t.title, url: t.url })),
    quickActions: [a, b].map((t) => ({ label: capitalised(t.topic), value: `About ${t.topic}: ${message}` })),
  }
}
