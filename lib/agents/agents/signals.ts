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
  /^\s*(and|also|but|so|then|ok(ay)?,?\s+(so|and|but|then)|what about|how about|tell me more|more|go on|why|why not|how so|really|what do you mean|meaning|such as|for example|like what|what else|anything else|what if|same|elaborate|explain that|can you (elaborate|expand|explain that|say more)|could you (elaborate|expand|explain that|say more))\b/i

/**
 * Thanks and goodbyes close an exchange rather than continue it ("that was really helpful, cheers"): without a
 * question they are pleasantries for the general agent, even when they point back with 'that'.
 */
const CLOSING = keywordMatcher([
  'thanks', 'thank you', 'thank u', 'thx', 'ty', 'cheers', 'appreciate it', 'appreciated', 'much appreciated', 'bye',
  'goodbye', 'see you', 'see ya', 'talk soon', 'have a nice day', 'have a good day',
])

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
  if (CLOSING.test(text) && !text.includes('?')) return false
  return wordCount(text) <= 8 && ANAPHORA.test(text)
}

/** The previous agent keeps a follow-up unless another agent's own topic takes it (scored in select.ts). */
export function continuesWith(input: RoutingInput, agentId: string): boolean {
  return input.lastAgentId === agentId && isFollowUp(input)
}

/**
 * Questions about the studio as a whole — what sets it apart, what founders get beyond the money. They belong to
 * meta3-primary (SPEC §1: company information), whose priority 10 can never outscore a specialist, so specialists
 * step aside for them, as for navigation, even when they mention a specialist's word ('fund', 'money', 'support').
 */
export const STUDIO_OVERVIEW_PHRASES = [
  'how is your studio', 'how is meta3', 'how are you different', 'how are you guys different', 'what makes you different',
  'what makes meta3 different', 'what makes your studio', 'your studio different', 'meta3 different', 'what sets you apart',
  'what sets meta3 apart', 'why meta3', 'why choose you', 'why choose meta3', 'why work with you', 'why should we work with you',
  'why should i work with you', 'besides money', 'besides capital', 'besides funding', 'beyond money', 'beyond capital',
  'beyond funding', 'other than money', 'other than capital', 'apart from money', 'apart from capital', 'more than money',
  'more than capital', 'in addition to capital', 'in addition to funding', 'what do founders get', 'founders get',
  'how do you help founders', 'what do you do for founders', 'your value add', 'your value-add', 'studio model',
  'venture studio model', 'how does a venture studio work', 'how does your studio work', 'does a venture studio do',
  'what is a venture studio', 'does your studio do',
] as const
const studioOverview = keywordMatcher(STUDIO_OVERVIEW_PHRASES)

export function isStudioOverview(text: string): boolean {
  return studioOverview.test(text)
}

/** "Where is the apply page?", "link to the form": a question about finding a place on the site. */
const NAVIGATION_OPENER = /^\s*(where('s| is| are| can i| do i)|wheres|link to|which page|take me to|go to|how do i (get|go) to|how do i find)\b/i
const SITE_THING = keywordMatcher([
  'page', 'pages', 'form', 'forms', 'link', 'section', 'menu', 'button', 'website', 'site', 'tab', 'blog', 'your blog', 'faq',
  'resources', 'newsletter',
])

/**
 * Navigation belongs to meta3-primary (SPEC §1), whose priority 10 can never outscore a specialist: so specialists
 * step aside for navigation questions, even when the page's name is their topic ("where is the apply page").
 */
export function isNavigation(text: string): boolean {
  return (NAVIGATION_OPENER.test(text) && SITE_THING.test(text)) || whoToContact.test(text)
}

/** "Who do I talk to about a press interview?": finding the right person is navigation too (the contact hub). */
const whoToContact = keywordMatcher([
  'who do i talk to', 'who should i talk to', 'who can i talk to', 'who do i contact', 'who should i contact', 'who can i contact',
  'who do i speak to', 'who can i speak to', 'who should i speak to', 'who do i email', 'who should i email', 'who do i write to',
])
