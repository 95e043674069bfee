import { keywordMatcher } from '@/lib/text/keywords'
import { COMPETITIVE_KEYWORDS } from './specialists/competitive-intelligence'
import { INVESTMENT_KEYWORDS } from './specialists/investment-specialist'
import { RESEARCH_KEYWORDS } from './specialists/meta3-research'
import { hasGreeting, isFollowUp, QUESTION_OPENER, STUDIO_OVERVIEW_PHRASES, wordCount } from './specialists/signals'
import { topicsOf } from './specialists'
import type { Complexity, MessageContext, MessageType, RoutingInput, UserIntent } from './types'

/**
 * Message context: type (greeting → about → complex request → follow-up → simple question), the
 * visitor's intent and how long the answer should be.
 */

/** Questions about the studio itself or the assistant: the 'about' type. */
const ABOUT = keywordMatcher([
  'about you', 'about yourselves', 'about yourself', 'about your company', 'about your firm', 'about your studio',
  'about the studio', 'about the firm', 'about meta3', 'who are you', 'who you are', 'what is meta3', "what's meta3",
  'whats meta3', 'what does meta3', 'what do you do', 'what do you guys do', 'what do you offer', 'what services',
  'your services', 'your mission', 'your vision', 'your values', 'your story', 'your history', 'on your team',
  'about your team', 'meet your team',
  'who founded', 'who runs', 'who is behind', "who's behind", 'what are you', 'what is your firm', 'what is your company',
  'story behind', 'behind the name', 'name meta3', 'the name meta3', 'why the name', 'why are you called', 'origin story',
  ...STUDIO_OVERVIEW_PHRASES,
])
const ABOUT_OPENER = /^\s*about\b/i

/**
 * Complex-topic keywords are requests for work (analyse, compare, plan, draft…), not topic words: "How do I write a
 * business plan?" is a simple question, "Help me write a business plan" a complex request.
 */
const COMPLEX = keywordMatcher([
  'analyze', 'analyse', 'analysis', 'analyzing', 'analysing', 'compare', 'comparison', 'evaluate', 'evaluation',
  'assess', 'assessment', 'calculate', 'estimate', 'forecast', 'strategy', 'strategies', 'step by step',
  'step-by-step', 'in detail', 'detailed', 'deep dive', 'break down', 'breakdown', 'walk me through', 'help me write',
  'write me', 'write my', 'help me create', 'create a', 'create my', 'build me', 'put together', 'draft',
  'summarise', 'summarize', 'help me plan', 'plan the', 'plan a', 'plan my', 'plan our', 'pros and cons', 'review my',
  'feedback on my', 'projections', 'turn my', 'turn this', 'turn it into', 'into a roadmap', 'roadmap for', 'map out',
  'lay out', 'outline', 'benchmark', 'pull together', 'overview of', 'write up', 'make me', 'come up with',
])
/** "What is a SWOT analysis?" asks for a definition, not an analysis. */
const DEFINITION = /^\s*(what is|what's|whats|what are|define|meaning of)\s+(a|an|the)?\s*[\w\s-]{0,30}\?*\s*$/i

/** "How do I calculate unit economics?" asks how, it does not ask for the work: a question, unless it is long. */
const HOW_TO = /^\s*(how (do|can|should|would) (i|we|you)|how to)\b/i

/** Openers of a request: a short one is not a greeting even without a question mark ("tell me a joke"). */
const REQUEST_OPENER = /^\s*(tell|show|give|explain|find|list|send|help|please|looking for|i'm looking|im looking)\b/i

const ACTION = keywordMatcher([
  'apply', 'applying', 'application form', 'sign up', 'signup', 'subscribe', 'contact', 'get in touch', 'reach out',
  'book', 'schedule', 'submit', 'send my deck', 'send you', 'talk to', 'speak to', 'speak with', 'call me', 'meet',
  'meeting', 'register',
])
const INVESTMENT = keywordMatcher(INVESTMENT_KEYWORDS)
const RESEARCH = keywordMatcher([...RESEARCH_KEYWORDS, ...COMPETITIVE_KEYWORDS, 'analysis', 'analyze', 'analyse'])

function messageType(input: RoutingInput, topical: boolean): MessageType {
  const text = input.message.trim()
  const words = wordCount(text)
  // A greeting with a question in it is the question ("Hi, what's your check size?"): only a bare greeting or
  // pleasantry, with no topic, is a greeting — otherwise the early end of a greeting would drop the question.
  if (hasGreeting(text) && !topical && words <= 10) return 'greeting'
  // The rule "any message under 20 characters at conversation start" is a greeting. Read literally "Where's the form?"
  // and "help" become greetings; we keep the rule for what it catches (greetings in languages we do not list, "yo!")
  // and apply it only to openers that carry no topic and are neither a question nor a request.
  if (input.history.length === 0 && text.length < 20 && !topical && !text.includes('?') && !QUESTION_OPENER.test(text) && !REQUEST_OPENER.test(text))
    return 'greeting'
  if (ABOUT.test(text) || ABOUT_OPENER.test(text)) return 'about'
  if ((COMPLEX.test(text) && !DEFINITION.test(text) && !HOW_TO.test(text)) || words > 15) return 'complex_request'
  if (isFollowUp(input)) return 'follow_up'
  return 'simple_question'
}

/** Problems first (a blocked visitor), then what they want to do, then what they ask about. */
function userIntent(text: string, supportTopic: boolean): UserIntent {
  if (supportTopic) return 'support'
  if (ACTION.test(text)) return 'action'
  if (INVESTMENT.test(text)) return 'investment'
  if (RESEARCH.test(text)) return 'research'
  return 'information'
}

function complexity(type: MessageType, intent: UserIntent, conversationLength: number): Complexity {
  if (type === 'greeting' || type === 'follow_up') return 'minimal'
  if (type === 'complex_request' || intent === 'research') return conversationLength < 2 ? 'brief' : 'detailed'
  return 'brief'
}

export function classifyMessage(input: RoutingInput, previousTopics: string[] = []): MessageContext {
  const topics = topicsOf(input.message)
  const type = messageType(input, topics.length > 0)
  const intent = userIntent(input.message, topics.some((a) => a.id === 'support-specialist'))
  return {
    messageType: type,
    conversationLength: input.history.length,
    previousTopics,
    userIntent: intent,
    responseComplexity: complexity(type, intent, input.history.length),
  }
}

/** The topic words of a message (for a session's key topics): each topic agent's keywords found, in order. */
export function messageTopics(message: string): string[] {
  const found = topicsOf(message).flatMap((a) => a.topic.matches(message))
  return [...new Set(found.map((t) => t.toLowerCase()))]
}
