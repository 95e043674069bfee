import { amount, burnLine, cacLine, dilutionLine, POST_MONEY, PRE_MONEY, RAISING, SAFE_CAP } from './calculations'
import { GIVEN_CAC, ltvLine, recurringRevenueLine } from './customer-calculations'
import { figuresIn, industryIn, toolCallsFor, type MessageFigures, type ToolCall } from './tool-hints'
import type { HistoryItem, ToolId } from './types'

/**
 * The visitor's figures across the conversation. "$600k in the bank, burn $50k", then "and what if we cut the burn to
 * $40k?", then "how long would the runway be then?": the second and third messages are about the first one's numbers,
 * with the burn changed. Earlier figures carry over only to a message that gives figures or asks for a calculation, so a
 * change of subject ("do I need a GmbH?") is not answered with an old runway. Only the visitor's own messages are read:
 * the assistant's answers contain derived figures (a suggested raise) that are not the visitor's.
 */

/** A message that asks for one of the assistant's calculations, and what that calculation needs. */
const CALCULATIONS = [
  {
    id: 'runway',
    // "how long" only with money lasting: "how long does it take in total?" asks about a process, not the runway.
    asks: /\b(runway|run(s|ning)? out|last(s)? us|how long ((will|would|does|do|can) ((the|our|my|this|that) )?(money|cash|funds?|it|we|us|that)? ?(last|survive|keep going)|until)|months? (of cash|left))\b/i,
    needs: ['cash in the bank', 'net monthly burn'],
    does: 'work out your runway',
  },
  { id: 'raise', asks: /\b(how much (should|to|do|can) (i|we)? ?raise|how (big|large) .{0,20}round|what raise)\b/i, needs: ['net monthly burn'], does: 'work out how much to raise' },
  { id: 'burn', asks: /\b(burn rate|net burn|gross burn|(what|how much) is (our|my) burn|burning)\b/i, needs: ['monthly costs', 'revenue'], does: 'work out your net and gross burn' },
  // Before 'valuation': a post-money question needs the round's figures, not an industry and revenue.
  { id: 'post-money', asks: /\b(post|pre)(-| )?money valuation\b/i, needs: ['pre-money valuation', 'amount you are raising'], does: 'work out the post-money valuation and what the new investors own' },
  { id: 'valuation', asks: /\b(valuation|valued at|value (of )?(my|our) (company|startup)|(are|is) (we|it|my company|our company|my startup|our startup) worth)\b/i, needs: ['industry', 'annual revenue'], does: 'estimate a valuation range' },
  { id: 'cac', asks: /\b(cac|acquisition cost|cost (per|to acquire an?) (customer|acquisition|user))\b/i, needs: ['sales and marketing spend', 'number of new customers it won'], does: 'work out your CAC' },
  { id: 'dilution', asks: /\b(dilution|dilute[ds]?|diluting|how much (equity|of the company)|(new )?investors? (own|owns|get|gets|hold|holds)|what share)\b/i, needs: ['amount you are raising', 'pre-money valuation'], does: 'work out the dilution' },
] as const

/** "cut the burn by $10k", "reduce costs by 20k": a change to an earlier figure rather than a new one. */
const CHANGE_BY = /\b(cut|cutting|reduce|reducing|lower|lowering|drop|dropping|increase|increasing|raise|raising|up)\b[^.?!]{0,30}?\bby\s+(?:another\s+|a further\s+|an extra\s+)?\$?\s?(\d[\d,.]*)\s?(k|m|thousand|million)?\b/i

/** What one message changes: new figures, and "by" changes applied to the figures known so far. */
function applyMessage(known: MessageFigures, message: string): MessageFigures {
  const by = CHANGE_BY.exec(message)
  if (by) {
    const delta = amount(by[2], by[3]) * (/^(increase|increasing|raise|raising|up)$/i.test(by[1]!) ? 1 : -1)
    const role = /\b(cost|costs|spend|spending|expenses)\b/i.test(message) && known.costs !== undefined ? 'costs' : 'burn'
    const base = known[role] ?? (role === 'burn' ? known.costs : undefined)
    if (base !== undefined) return { ...known, [role]: base + delta }
  }
  return { ...known, ...figuresIn(message) }
}

/**
 * Figures that continue the conversation's calculation: a round's ("and if the post-money were $8M instead?", "and with
 * a $4M cap?") and a CAC to weigh an LTV against ("and our CAC is $200").
 */
const CONTINUING_FIGURES = [RAISING, PRE_MONEY, POST_MONEY, SAFE_CAP, GIVEN_CAC]
/** Calculations that need figures only they use: asked for whichever agent answers. */
const OWN_FIGURES: ReadonlySet<string> = new Set(['cac', 'dilution', 'post-money', 'burn'])

const COMPUTING: ReadonlySet<ToolId> = new Set(['burn-runway', 'funding-calculator', 'valuation'])

const asksFor = (message: string) => CALCULATIONS.filter((c) => c.asks.test(message))

/**
 * Words that ask for a result about the visitor's own company ("what is our runway?", "how much dilution will I
 * take?", "calculate my post-money"). Without them, or figures, a calculation's words ask about the concept: "is a
 * pre-money or post-money valuation quoted in term sheets?" wants an explanation, not a request for the round's figures.
 */
const WANTS_RESULT = /\b(calculat\w*|comput\w*|work(?:ing)? (?:it |this |that )?out|figure (?:it )?out|estimate|how much|how long|my|our|ours|mine)\b/i

export type ConversationFigures = { figures: MessageFigures; calls: ToolCall[]; extra: string[]; missing: string | null }

/** The calculations to run for this message, with the visitor's figures from it and, when it continues them, from earlier turns. */
export function conversationFigures(message: string, history: readonly HistoryItem[], tools: readonly ToolId[]): ConversationFigures {
  const own = history.filter((h) => h.role === 'user').map((h) => h.content)
  const continues =
    Object.keys(figuresIn(message)).length > 0 || CHANGE_BY.test(message) || asksFor(message).length > 0 || CONTINUING_FIGURES.some((p) => p.test(message))
  const earlier = continues ? own : []
  const figures = [...earlier, message].reduce(applyMessage, {} as MessageFigures)
  // Reading an industry is the slow part of a message (milliseconds): earlier messages are read for one only when a
  // valuation could use it.
  const wantsIndustry = tools.includes('valuation') && (figures.revenue !== undefined || figures.monthlyRevenue !== undefined)
  // "and how fast is it growing?" after "How big is the market for AI in logistics?" asks about the same market.
  const industry = industryIn(message) ?? (wantsIndustry ? lastIndustry(earlier) : tools.includes('market-data') ? lastIndustry(own) : null)
  const calls = toolCallsFor({ figures, industry, message }, tools)
  // CAC and dilution need figures only they use (a spend and a customer count; a raise and a pre-money valuation), so
  // whichever agent answers, they are worked out when the visitor gave them.
  const said = [...earlier, message]
  const extra = [burnLine(said), dilutionLine(said), cacLine(said), ltvLine(said), recurringRevenueLine(said)].filter((l): l is string => l !== null)
  const done = new Set<string>(calls.map((c) => c.id))
  // Only an agent that calculates asks for a runway, raise or valuation's figures: for the others those words are
  // often about something else ("is it worth getting a lawyer?").
  const calculates = tools.some((t) => COMPUTING.has(t))
  const wantsResult = Object.keys(figures).length > 0 || /\d/.test(message) || WANTS_RESULT.test(message)
  const wanted = wantsResult ? asksFor(message).find((c) => (calculates || OWN_FIGURES.has(c.id)) && !computed(c.id, done, extra)) : undefined
  return { figures, calls, extra, missing: calls.length === 0 && extra.length === 0 && wanted ? askFor(wanted) : null }
}

function lastIndustry(messages: readonly string[]) {
  for (const m of [...messages].reverse()) {
    const industry = industryIn(m)
    if (industry) return industry
  }
  return null
}

function computed(id: string, done: ReadonlySet<string>, extra: readonly string[]): boolean {
  if (id === 'runway') return done.has('burn-runway')
  if (id === 'raise') return done.has('funding-calculator')
  if (id === 'valuation') return done.has('valuation')
  if (id === 'dilution' || id === 'post-money') return extra.some((l) => l.startsWith('**Dilution'))
  if (id === 'burn') return extra.some((l) => l.startsWith('**Burn')) || done.has('burn-runway')
  return extra.some((l) => l.startsWith('**CAC'))
}

/** Asks for the figures a calculation needs, rather than answering with figures the visitor never gave. */
function askFor(c: (typeof CALCULATIONS)[number]): string {
  const [first, second] = c.needs
  return `Tell me your ${second ? `${first} and ${second}` : first}, and I will ${c.does} with your own numbers.`
}
