import { keywordMatcher, type KeywordMatcher } from '@/lib/text/keywords'
import { AGENT_LIST } from './specialists'
import type { AgentDefinition, AgentId, MessageContext, RoutingInput, ScoreBreakdown, Selection } from './types'

/** Agent selection score. */
export const SCORE = { specialty: 10, lastUsed: 15, mention: 25, boost: 20 } as const

export const DEFAULT_AGENT: AgentId = 'meta3-primary'

/**
 * Tie-break among equal totals (the specification leaves it undefined; equal priorities make ties common):
 * 1. the agent the visitor was just talking to (continuity beats a coin toss);
 * 2. more keyword evidence (boost keywords + specialties + a mention): the more specific match;
 * 3. the higher priority;
 * 4. specialists before general-conversation, then meta3-primary, otherwise AGENT_IDS order.
 */
const TIE_LAST: readonly AgentId[] = ['general-conversation', 'meta3-primary']

type Compiled = { agent: AgentDefinition; specialties: KeywordMatcher; mentions: KeywordMatcher; boosts: KeywordMatcher }

/** A keyword as its words, padded for whole-word containment tests ('customer acquisition cost' ⊃ 'acquisition'). */
const phraseKey = (keyword: string) => ` ${(keyword.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).join(' ')} `

/**
 * Longest match wins across agents: a keyword that is only part of a longer keyword another agent matched in the
 * same message does not count ("customer acquisition cost" is the financial agent's, not marketing's 'acquisition';
 * "valuation cap" is a SAFE term, not the investment agent's 'valuation'). Scoring only; canHandle is unchanged.
 */
function unshadowed(matches: readonly string[], others: readonly string[]): string[] {
  return matches.filter((k) => {
    const key = phraseKey(k)
    return !others.some((o) => o.length > key.length && o.includes(key))
  })
}

type RawMatches = { specialties: string[]; mentions: string[]; boosts: string[] }

function rawMatches(c: Compiled, text: string): RawMatches {
  return { specialties: c.specialties.matches(text), mentions: c.mentions.matches(text), boosts: c.boosts.matches(text) }
}

function score(c: Compiled, input: RoutingInput, raw: RawMatches, others: readonly string[]): ScoreBreakdown {
  const specialtyMatches = unshadowed(raw.specialties, others)
  const named = unshadowed(raw.mentions, others).length > 0 || specialtyMatches.length > 0
  const boostMatches = unshadowed(raw.boosts, others)
  const lastUsedBonus = input.lastAgentId === c.agent.id ? SCORE.lastUsed : 0
  const mentionBonus = named ? SCORE.mention : 0
  return {
    agentId: c.agent.id,
    canHandle: c.agent.canHandle(input),
    priority: c.agent.priority,
    specialtyMatches,
    lastUsedBonus,
    mentionBonus,
    boostMatches,
    total: c.agent.priority + SCORE.specialty * specialtyMatches.length + lastUsedBonus + mentionBonus + SCORE.boost * boostMatches.length,
  }
}

const evidence = (s: ScoreBreakdown) => s.boostMatches.length + s.specialtyMatches.length + (s.mentionBonus > 0 ? 1 : 0)
const tieRank = (id: AgentId) => TIE_LAST.indexOf(id)

function compare(agents: readonly AgentDefinition[], a: ScoreBreakdown, b: ScoreBreakdown): number {
  return (
    b.total - a.total ||
    b.lastUsedBonus - a.lastUsedBonus ||
    evidence(b) - evidence(a) ||
    b.priority - a.priority ||
    tieRank(a.agentId) - tieRank(b.agentId) ||
    agents.findIndex((x) => x.id === a.agentId) - agents.findIndex((x) => x.id === b.agentId)
  )
}

function explain(s: ScoreBreakdown, competitors: number): string {
  const parts = [`priority ${s.priority}`]
  if (s.specialtyMatches.length) parts.push(`specialties ${s.specialtyMatches.join(', ')} (+${SCORE.specialty * s.specialtyMatches.length})`)
  if (s.lastUsedBonus) parts.push(`last agent used (+${s.lastUsedBonus})`)
  if (s.mentionBonus) parts.push(`named (+${s.mentionBonus})`)
  if (s.boostMatches.length) parts.push(`keywords ${s.boostMatches.join(', ')} (+${SCORE.boost * s.boostMatches.length})`)
  const field = competitors > 1 ? `highest of ${competitors} agents that can handle it` : 'the only agent that can handle it'
  return `${s.agentId} scored ${s.total} = ${parts.join(' + ')}; ${field}.`
}

/**
 * Only agents whose canHandle accepts the message compete; the highest score wins; with none,
 * meta3-primary answers. Every agent's breakdown is returned for the admin test box. Built for a list of agents (the
 * registry's, or a test's own).
 */
export function agentSelector(agents: readonly AgentDefinition[]): (input: RoutingInput, context: MessageContext) => Selection {
  const compiled: readonly Compiled[] = agents.map((agent) => ({
    agent,
    specialties: keywordMatcher(agent.specialties),
    mentions: keywordMatcher(agent.mentions),
    boosts: keywordMatcher(agent.boostKeywords),
  }))
  return (input, context) => {
    void context // the score reads the message itself; the context is part of the signature for future rules
    const raw = compiled.map((c) => rawMatches(c, input.message))
    const keys = raw.map((r) => [...r.specialties, ...r.mentions, ...r.boosts].map(phraseKey))
    const scores = compiled.map((c, i) => score(c, input, raw[i]!, keys.filter((_, j) => j !== i).flat()))
    const eligible = scores.filter((s) => s.canHandle).sort((a, b) => compare(agents, a, b))
    const winner = eligible[0]
    if (!winner) return { agentId: DEFAULT_AGENT, scores, reason: `No agent matched the message; ${DEFAULT_AGENT} is the default.` }
    return { agentId: winner.agentId, scores, reason: explain(winner, eligible.length) }
  }
}

/** The registry's agents (specialists/index.ts) choosing among themselves. */
export const selectAgent = agentSelector(AGENT_LIST)
