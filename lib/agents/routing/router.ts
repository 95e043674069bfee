import { agentSelector } from '../select'
import { AGENT_LIST, isAgentId } from '../specialists'
import type { AgentDefinition, AgentId, MessageContext, RoutingInput, Selection } from '../types'
import { probabilities } from './calibration'
import { classifierFrom, type Classifier, type Model } from './classifier'
import MODEL from './model.json'

/**
 * The local router: the agents' keyword scores (select.ts) and a naive Bayes classifier trained on the labelled
 * visitor messages (classifier.ts), added in log space. Keywords alone learn the sentences they were tuned on; the
 * classifier carries what they miss, and the keywords keep deciding where their evidence is strong (a keyword match
 * is worth 20 points, which outweighs the classifier's usual margins).
 *
 * The weights are chosen by 5-fold cross-validation over every labelled batch (the classifier trained on four fifths,
 * the router measured on the fifth): out of fold, the router with canHandle as a hard gate (keywordWeight 0.008,
 * threshold 0.6) routed 88.8 % right; with the gate as a cost and the weights below, 91.5 %.
 */
export const ROUTER = {
  /** Log-space weight of one keyword point against the classifier's log-probability. */
  keywordWeight: 0.012,
  /**
   * Log-space cost of choosing an agent whose canHandle rule declines the message. The rules are keyword lists tuned on
   * old sets: most first-sight misses were messages whose right agent no rule accepted ("how many developers are there
   * worldwide" names no research keyword), so every agent competes and the classifier can overrule a rule when sure.
   */
  gatePenalty: 1.5,
  /** Calibration temperature (calibration.ts): the least log-loss out of fold; the routing bench refits and prints it. */
  temperature: 0.5,
  /**
   * Below this calibrated probability the primary agent asks which topic the visitor means. Chosen with keywordWeight
   * and gatePenalty by 5-fold cross-validation over every labelled batch (926 messages; 0.3–0.6 tried): at 0.4 the
   * router asked about 13 messages out of fold, 10 of which it would have sent to a wrong specialist; at 0.5 it asked
   * about 26, 11 of which it had right, and at 0.6 about 46, 25 right.
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
type RouterParams = { [K in keyof typeof ROUTER]: number }

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
