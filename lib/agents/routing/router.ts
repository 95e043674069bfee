import { agentSelector } from '../select'
import { AGENT_LIST, isAgentId } from '../specialists'
import type { AgentDefinition, AgentId, MessageContext, RoutingInput, Selection } from '../types'
import { probabilities } from './calibration'
import { classifierFrom, type Classifier, type Model } from './classifier'
import MODEL from './model.json'

/**
 * The local router: the agents' keyword scores (select.ts) and the classifier trained on the labelled visitor messages
 * (classifier.ts), added in log space. Keywords alone learn the sentences they were tuned on; the classifier carries
 * what they miss, and the keywords tip the balance where the classifier is unsure.
 *
 * The weights are chosen by leave-one-batch-out (scripts/lib/bench/routing-lobo.ts; docs/measurements/routing-round-3.md):
 * each batch written blind routed by a classifier trained on every other labelled message, 6 batches, 663 messages.
 */
export const ROUTER = {
  /**
   * Log-space weight of one keyword point against the classifier's log-probability (a keyword match is worth 20 points,
   * so 0.08). With the classifier trained on 1,500 messages its margins are wider than the keywords': 0.004 routed 92.3 %
   * by leave-one-batch-out, 0.002 91.9 %, 0.008 and 0.012 91.7 %, keywords ignored (0) 91.3 %.
   */
  keywordWeight: 0.004,
  /**
   * Log-space cost of choosing an agent whose canHandle rule declines the message. The rules are keyword lists tuned on
   * old sets and decline many right answers ("how many developers are there worldwide" names no research keyword), so
   * every agent competes and the classifier can overrule a rule when sure: a cost of 1 routed 92.3 %, 0.5 91.4 %,
   * 1.5 91.4 %.
   */
  gatePenalty: 1,
  /** Calibration temperature (calibration.ts): the least log-loss by leave-one-batch-out; the routing bench refits and prints it. */
  temperature: 0.5,
  /**
   * Below this calibrated probability the primary agent asks which topic the visitor means. At 0.4, by leave-one-batch-out,
   * the router asked about 4 of 663 messages, 2 of which it would have sent to a wrong specialist (in round 2, 0.5 and
   * 0.6 asked about far more messages it had right).
   */
  threshold: 0.4,
} as const

export type Ranked = { agentId: AgentId; probability: number }[]

export type RouteDetail = Selection & { ranked: Ranked }

const FALLBACKS: readonly AgentId[] = ['meta3-primary', 'general-conversation']

const percent = (p: number) => `${Math.round(p * 100)} %`

/**
 * A router for a list of agents and a trained classifier (the product's: localRouter below; tests and the bench build
 * their own). Greetings keep the keyword choice: the classifier adds nothing to "hi" and the clarifying question would
 * be absurd there.
 */
export type RouterParams = { [K in keyof typeof ROUTER]: number }

export function localRouterFor(agents: readonly AgentDefinition[], classifier: () => Classifier, params: RouterParams = ROUTER) {
  const select = agentSelector(agents)
  return (input: RoutingInput, context: MessageContext): RouteDetail => {
    const keyword = select(input, context)
    const predicted = classifier().predict({ message: input.message, lastAgentId: input.lastAgentId })
    const best = Math.max(...keyword.scores.map((s) => s.total))
    // An agent whose canHandle declines still competes, at a cost; the primary agent never pays it.
    const scored = keyword.scores.map((s) => {
      const p = predicted.find((x) => x.label === s.agentId)?.probability ?? 1e-9
      const gate = s.canHandle || s.agentId === 'meta3-primary' ? 0 : params.gatePenalty
      return { id: s.agentId, score: Math.log(Math.max(p, 1e-9)) + params.keywordWeight * (s.total - best) - gate }
    })
    const ranked: Ranked = probabilities(scored, params.temperature).flatMap((x) => (isAgentId(x.id) ? [{ agentId: x.id, probability: x.probability }] : []))
    const top = ranked[0]!
    const confidence = top.probability
    const keywordPart = `Keywords: ${keyword.reason}`
    if (context.messageType === 'greeting')
      return { ...keyword, confidence, ranked, reason: `${keywordPart} A greeting: the keywords decide.` }
    const summary = ranked.slice(0, 3).map((r) => `${r.agentId} ${percent(r.probability)}`).join(', ')
    // Only a doubtful specialist is withheld: the primary and general agents are the fallbacks themselves.
    if (confidence < params.threshold && !FALLBACKS.includes(top.agentId)) {
      const [first, second] = ranked.filter((r) => r.agentId !== 'general-conversation')
      return {
        agentId: 'meta3-primary',
        scores: keyword.scores,
        confidence,
        ranked,
        clarify: [first!.agentId, second?.agentId ?? 'meta3-primary'],
        reason: `Not sure (confidence ${percent(confidence)} < ${percent(params.threshold)}: ${summary}): meta3-primary asks which topic is meant. ${keywordPart}`,
      }
    }
    return {
      agentId: top.agentId,
      scores: keyword.scores,
      confidence,
      ranked,
      reason: `${top.agentId} with confidence ${percent(confidence)} (keywords + classifier: ${summary}). ${keywordPart}`,
    }
  }
}

let shipped: Classifier | undefined
/** The model trained on the labelled batches (model.json, scripts/routing-model.ts), loaded at first use. */
const productClassifier = () => (shipped ??= classifierFrom(MODEL as Model))

/** The registry's agents, routed by keywords and the classifier together. */
export const localRouter = localRouterFor(AGENT_LIST, productClassifier)
