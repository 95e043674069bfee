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
  'good morning', 'good afternoon', 'good evening', 'good day', 'good night', 'goodnight', 'morning', 'evening',
  'talk tomorrow', 'talk later', 'catch you later',
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
  /^\s*(and|also|but|so|then|ok(ay)?,?\s+(so|and|but|then|how|what|why|when|which|who|where|can|could|should|do|does|is|are)|what about|how about|tell me more|more|go on|why|why not|how so|really|what do you mean|meaning|such as|for example|like what|what else|anything else|what if|same|elaborate|explain that|can you (elaborate|expand|explain that|say more)|could you (elaborate|expand|explain that|say more))\b/i

/**
 * Thanks and goodbyes close an exchange rather than continue it ("that was really helpful, cheers"): without a
 * question they are pleasantries for the general agent, even when they point back with 'that'.
 */
const CLOSING = keywordMatcher([
  'thanks', 'thank you', 'thank u', 'thx', 'ty', 'cheers', 'appreciate it', 'appreciated', 'much appreciated', 'bye',
  'goodbye', 'see you', 'see ya', 'talk soon', 'have a nice day', 'have a good day', 'good night', 'goodnight',
  'talk tomorrow', 'talk later',
])

/** Pronouns pointing back at the previous answer ("how long does that take?", "which one is faster?"). */
const ANAPHORA = keywordMatcher(['that', 'it', 'those', 'them', 'they', 'these', 'one', 'which one', 'that one', 'this one', 'the other one', 'the first one', 'the second one', 'either', 'both'])

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
  const last = input.history.findLast((h) => h.role === 'assistant')?.content ?? ''
  // A reply of a few words to the assistant's question ("partnerships" after "Which team did you select?").
  if (last.trim().endsWith('?') && wordCount(text) <= 3 && !hasGreeting(text)) return true
  return wordCount(text) <= 8 && (ANAPHORA.test(text) || echoes(text, last))
}

/** Words too common to tie a message to the previous answer. */
const COMMON = new Set([
  'about', 'there', 'their', 'which', 'would', 'could', 'should', 'these', 'those', 'where', 'what', 'other', 'usually',
  'really', 'typically', 'that', 'this', 'with', 'have', 'does', 'take', 'long', 'your', 'from', 'they', 'them', 'need',
  'will', 'much', 'when', 'then', 'also', 'just', 'more', 'like', 'some', 'many', 'make', 'want', 'been', 'were', 'here',
  'know', 'good', 'best', 'well', 'very', 'only', 'into', 'over', 'than', 'most', 'each', 'such', 'even', 'both',
])
const contentWords = (text: string) => (text.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []).filter((w) => !COMMON.has(w))

/** A short question that takes up a word of the previous answer ("how much do you usually reserve?" after "we reserve…"). */
function echoes(text: string, previous: string): boolean {
  if (!text.includes('?')) return false
  const before = new Set(contentWords(previous))
  return contentWords(text).some((w) => before.has(w))
}

/** The previous agent keeps a follow-up unless another agent's own topic takes it (scored in select.ts). */
export function continuesWith(input: RoutingInput, agentId: string): boolean {
  return input.lastAgentId === agentId && isFollowUp(input)
}

/**
 * Questions about the studio as a whole — what sets it apart, what founders get beyond the money. They belong to
 * meta3-primary (company information), whose priority 10 can never outscore a specialist, so specialists
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
 * Navigation belongs to meta3-primary, whose priority 10 can never outscore a specialist: so specialists
 * step aside for navigation questions, even when the page's name is their topic ("where is the apply page").
 */
export function isNavigation(text: string): boolean {
  return (NAVIGATION_OPENER.test(text) && SITE_THING.test(text)) || whoToContact.test(text)
}

/** "Who do I talk to about a press interview?": finding the right person is navigation too (the contact hub). */
const whoToContact = keywordMatcher([
  'who do i talk to', 'who should i talk to', 'who can i talk to', 'who do i contact', 'who should i contact', 'who can i contact',
  'who do i speak to', 'who can i speak to', 'who should i speak to', 'who do i email', 'who should i email', 'who do i write to',
  'best email', 'best e-mail', 'best email address', 'right email', 'which email', 'best way to reach', 'best way to contact',
  'email address for', 'e-mail address for',
])

/**
 * A problem with a page or tool of the site ("page 404s when I click the term sheet guide", "the cash flow calculator
 * won't let me type"): the topic word names the broken thing, not the question, so specialists step aside for support.
 */
const PROBLEM = keywordMatcher([
  'error', 'errors', '404', '404s', '500', 'not found', "won't let me", "doesn't let me", 'does not let me', "can't type",
  'not working', "isn't working", "doesn't work", 'does not work', "won't load", "doesn't load", 'not loading', 'broken',
  'crash', 'crashes', 'crashed', 'bug', 'buggy', 'glitch', 'stuck', 'blank', 'frozen', 'freezes', 'nothing happens',
  'does nothing', 'spins', 'greyed out', 'grayed out',
])
const SITE_OBJECT = keywordMatcher([
  'page', 'guide', 'calculator', 'tool', 'tools', 'form', 'button', 'builder', 'site', 'website', 'link', 'click', 'clicked',
  'submit', 'download', 'the chat', 'widget',
])

export function isSiteProblem(text: string): boolean {
  return PROBLEM.test(text) && SITE_OBJECT.test(text)
}

/**
 * What happens to data a visitor typed into the site ("where is the data I enter into your model tool stored?"): the
 * privacy policy answers it (the legal agent), whatever tool it names.
 */
export const OWN_DATA_PHRASES = [
  'data i enter', 'data i entered', 'data i type', 'data i typed', 'data i put', 'data i submit', 'data i submitted',
  'data i share', 'request deletion', 'deletion of my', 'deletion of all', 'delete my data', 'where is my data',
  'is my data stored', 'my data stored', 'data stored', 'who can see my', 'sell my data', 'my data sold',
] as const
const OWN_DATA = keywordMatcher(OWN_DATA_PHRASES)

export function asksAboutOwnData(text: string): boolean {
  return OWN_DATA.test(text)
}

/**
 * Messages another agent owns whatever topic word they carry: navigation and the studio overview (meta3-primary),
 * a broken page or tool (support), the visitor's own data (legal). Specialists step aside for them.
 */
export function belongsElsewhere(text: string, agentId: string): boolean {
  if (isNavigation(text) || isStudioOverview(text)) return true
  if (agentId !== 'support-specialist' && isSiteProblem(text)) return true
  return agentId !== 'meta3-legal' && asksAboutOwnData(text)
}
