import { stemmer } from 'stemmer'

/**
 * What the routing classifier sees of a message: its words, with texting spelled out ('u' → 'you', 'pls' →
 * 'please') and stemmed ('investing', 'invested', 'investments' → 'invest'); numbers and money or percent signs as
 * tokens of their own ('$400k', '12%' say "someone's figures" whatever the figure); optionally pairs of neighbouring
 * words; and the agent that answered the previous turn, so a follow-up without topic words ("and in Spain?") leans to
 * it. Measured by leave-one-batch-out (docs/measurements/routing-round-3.md): spelling out texting and the number
 * tokens gained a little (the router with logistic regression 87.3 → 88.1 %, with both classifiers 89.1 → 89.3 %);
 * character 3–5-grams lost one to three points for both classifiers and made training several times slower, so they
 * are not used. Word pairs help the regression, not naive Bayes (naive-bayes.ts ignores them).
 */

const WORD = /[\p{L}\p{N}]+|[$€£%]/gu

/** Texting and contractions written without an apostrophe, as the words they stand for. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  u: 'you', ur: 'your', r: 'are', y: 'why', n: 'and', pls: 'please', plz: 'please', thx: 'thanks', thanx: 'thanks',
  ty: 'thanks', abt: 'about', wat: 'what', wht: 'what', whats: 'what is', hw: 'how', ppl: 'people', cuz: 'because',
  bc: 'because', coz: 'because', im: 'i am', dont: 'do not', cant: 'cannot', doesnt: 'does not', wont: 'will not',
  isnt: 'is not', didnt: 'did not', b4: 'before', gonna: 'going to', wanna: 'want to', gotta: 'have to',
  msg: 'message', info: 'information', yr: 'year', yrs: 'years', mo: 'month', mos: 'months', govt: 'government',
  biz: 'business', co: 'company', tho: 'though',
}

/** The prefix of a word-pair feature. */
export const PAIR = 'b:'

export type FeatureInput = { message: string; lastAgentId?: string | null }

const tokenOf = (word: string) => (/^\d+[km]?$/.test(word) ? '#num' : /^[$€£]$/.test(word) ? '#money' : word === '%' ? '#pct' : stemmer(word))

// The stemmer is the costly part of training and routing (most words are repeats): each word is turned into its
// tokens once.
const known = new Map<string, readonly string[]>()
function tokensOfWord(word: string): readonly string[] {
  let tokens = known.get(word)
  if (tokens === undefined) {
    tokens = (SPELLED_OUT[word] ?? word).split(' ').map(tokenOf)
    if (known.size < 50_000) known.set(word, tokens)
  }
  return tokens
}

/** The message's words as the classifier counts them, in order. */
function tokensOf(message: string): string[] {
  const out: string[] = []
  for (const word of message.toLowerCase().replace(/['’]/g, '').match(WORD) ?? []) out.push(...tokensOfWord(word))
  return out
}

/** The message's features as strings (repeats kept: the classifiers count them); `pairs` adds neighbouring word pairs. */
export function featuresOf(input: FeatureInput, options: { pairs?: boolean } = {}): string[] {
  const tokens = tokensOf(input.message)
  const out = tokens.map((t) => `w:${t}`)
  if (options.pairs) for (let i = 1; i < tokens.length; i++) out.push(`${PAIR}${tokens[i - 1]} ${tokens[i]}`)
  if (out.length === 0) out.push('empty')
  if (input.lastAgentId) out.push(`last:${input.lastAgentId}`)
  return out
}
