import { keywordMatcher } from '@/lib/text/keywords'
import type { RoutingInput } from '../types'

/**
 * Conversational signals shared by the classifier and the agents' canHandle rules: whether a message is a greeting
 * or pleasantry, and whether it continues the previous answer. Kept here (not in classify.ts) so agents can use them
 * without importing the classifier, which itself reads the agents' topic lists.
 */

/** Greeting and pleasantry words, English and the languages visitors actually write in, plus waving emoji. */
export const GREETING_WORDS = [
  'hi', 'hii', 'hiya', 'hello', 'helo', 'hello there', 'hey', 'heya', 'hey there', 'yo', 'sup', 'howdy', 'greetings',
  'good morning', 'good afternoon', 'good evening', 'good day', 'morning', 'evening',
  'how are you', 'how r u', "how's it going", 'hows it going', "how's your day", 'nice to meet you', 'anyone there',
  'thanks', 'thank you', 'thx', 'ty', 'cheers', 'bye', 'goodbye', 'see you', 'have a nice day',
  'hola', 'buenos días', 'buenos dias', 'buenas', 'bonjour', 'salut', 'coucou', 'hallo', 'guten tag', 'servus', 'moin',
  'ciao', 'buongiorno', 'olá', 'ola', 'oi', 'bom dia', 'tudo bem', 'namaste', 'namaskar', 'hej', 'hei', 'hoi', 'merhaba',
  'salaam', 'salam', 'shalom', 'privet', 'привет', 'здравствуйте', 'こんにちは', 'こんばんは', 'おはよう', '你好', '您好',
  '안녕하세요', '안녕', 'مرحبا', 'नमस्ते', 'γεια σας', 'γεια', 'xin chào', 'sawasdee', 'selamat pagi', 'wie gehts', "wie geht's",
] as const

const GREETING_EMOJI = /[\u{1F44B}\u{1F64B}\u{1F91D}\u{1F642}\u{1F600}\u{1F60A}\u{1F44D}\u{1F64F}]/u

export const greetingWords = keywordMatcher(GREETING_WORDS)

/** Non-Latin scripts have no word boundaries around their greetings ('こんにちは!'), so check them as substrings too. */
const CJK_GREETINGS = ['こんにちは', 'こんばんは', 'おはよう', '你好', '您好', '안녕']

export function hasGreeting(text: string): boolean {
  return greetingWords.test(text) || GREETING_EMOJI.test(text) || CJK_GREETINGS.some((g) => text.includes(g))
}

/** Words that open a question; a short opener with one of these is a question, not a greeting ("Where's the form?"). */
export const QUESTION_OPENER =
  /^\s*(what|what's|whats|where|where's|wheres|when|why|who|who's|whos|which|how|can|could|do|does|did|is|are|will|would|should|may|i need|i want|need)\b/i

/** Openers that only make sense as a continuation of the previous answer. */
const CONTINUATION_OPENER =
  /^\s*(and|also|but|so|then|ok(ay)?,?\s+(so|and|but|then)|what about|how about|tell me more|more|go on|why|why not|how so|really|what do you mean|meaning|such as|for example|like what|what else|anything else|what if|same for|elaborate|explain that|can you (elaborate|expand|explain that|say more)|could you (elaborate|expand|explain that|say more))\b/i

/** Pronouns pointing back at the previous answer ("how long does that take?"). */
const ANAPHORA = keywordMatcher(['that', 'it', 'those', 'them', 'they', 'these'])

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w))

export function wordCount(text: string): number {
  return words(text).length
}

/**
 * A follow-up needs a conversation to follow; then either a continuation opener or a short message that points back
 * at the last answer with a pronoun.
 */
export function isFollowUp(input: Pick<RoutingInput, 'message' | 'history'>): boolean {
  if (input.history.length === 0) return false
  const text = input.message.trim()
  if (CONTINUATION_OPENER.test(text)) return true
  return wordCount(text) <= 8 && ANAPHORA.test(text)
}

/** The previous agent keeps a follow-up unless another agent's own topic takes it (scored in select.ts). */
export function continuesWith(input: RoutingInput, agentId: string): boolean {
  return input.lastAgentId === agentId && isFollowUp(input)
}

/** "Where is the apply page?", "link to the form": a question about finding a place on the site. */
const NAVIGATION_OPENER = /^\s*(where('s| is| are| can i| do i)|wheres|link to|which page|take me to|go to|how do i (get|go) to|how do i find)\b/i
const SITE_THING = keywordMatcher(['page', 'pages', 'form', 'forms', 'link', 'section', 'menu', 'button', 'website', 'site', 'tab'])

/**
 * Navigation belongs to meta3-primary (SPEC §1), whose priority 10 can never outscore a specialist: so specialists
 * step aside for navigation questions, even when the page's name is their topic ("where is the apply page").
 */
export function isNavigation(text: string): boolean {
  return NAVIGATION_OPENER.test(text) && SITE_THING.test(text)
}
