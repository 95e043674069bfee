import { CHECK_SIZE, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { GREETING_KEYWORDS, greetingAnswer } from '../canned/greeting'
import { answer, ask, contactLinks, go, link, lowerFirst, type CannedSet } from '../canned/shared'
import type { RoutingInput } from '../types'
import { defineAgent } from './define'
import { hasGreeting, isFollowUp, wordCount } from './signals'

/** Small talk, questions about the assistant itself and the question words the specification gives the general agent. */
export const GENERAL_KEYWORDS = [
  'question', 'questions', 'quick question', 'ask you', 'can i ask', 'joke', 'bot', 'robot', 'chatbot', 'are you human',
  'are you real', 'real person', 'are you an ai', 'your name', 'who made you', 'weather', 'lol', 'haha', 'cool', 'nice',
  'ok', 'okay', 'great', 'awesome', 'interesting', 'got it', 'makes sense', 'good to know', 'how are you', 'bored',
] as const

/** Under 100 characters and at most 10 words. */
const isShort = (text: string) => text.trim().length < 100 && wordCount(text) <= 10

/** Whether a message names a specialised agent's topic; the registry (./index.ts) knows the agents, so it passes this. */
export type TopicCheck = (input: Pick<RoutingInput, 'message'>) => boolean

export const generalConversationAgent = (hasSpecialisedTopic: TopicCheck) => defineAgent({
  id: 'general-conversation',
  name: 'General Conversation assistant',
  description: 'Handles quick questions and greetings and hands anything specialised to the right agent.',
  specialties: ['greetings', 'small talk', 'quick answers'],
  tools: [],
  priority: 80,
  mentions: ['general agent', 'general assistant'],
  boostKeywords: [],
  keywords: GENERAL_KEYWORDS,
  // Small talk is no specialised topic: a message with these words may still be a specialist's.
  specialised: false,
  role: 'You greet visitors, handle small talk and quick questions, and guide them toward what the studio can help with.',
  guidance: [
    'Keep it to one to three sentences, warm and plain; answer in the visitor\'s language when they greet you in it.',
    'After a greeting, offer the three most useful directions: what we invest in (/services), applying (/apply), contacting the team (/contact).',
    'You are an AI assistant; say so if asked. Decline off-topic tasks politely and steer back to founders and the studio.',
  ],
  // Short messages or greeting/question words, "unless about a specialised topic". Company, contact,
  // navigation and bare 'help' count as a topic here (meta3-primary's), otherwise priority 80 would always beat
  // the primary agent's 10. A follow-up to another agent's answer stays with that agent.
  canHandle: (input, topic) => {
    if (hasSpecialisedTopic(input)) return false
    if (isFollowUp(input) && input.lastAgentId && input.lastAgentId !== 'general-conversation') return false
    return isShort(input.message) || hasGreeting(input.message) || topic.test(input.message)
  },
  answers: generalConversationAnswers,
  emergencyLink: { title: 'About the studio', url: '/about' },
  clarify: { topic: 'a chat with the assistant', title: 'Our AI agents', url: '/agents' },
  profile: {
    order: 11,
    name: 'General Conversation',
    description: 'Handles quick questions and greetings and hands anything specialised to the right agent.',
    specialties: ['Quick answers', 'Greetings', 'Hand-offs'],
  },
})

/** The general agent's greeting topic; index.ts swaps in greetingAnswer(message) so the reply matches the language. */
export const GREETING_ANSWER_ID = 'general-greeting'

function generalConversationAnswers(): CannedSet {
  const { name } = contactLinks()

  const topics = [
    answer(
      'general-capabilities',
      ['what can you do', 'what do you do', 'what can i ask', 'how can you help', 'can you help', 'capabilities', 'what are you for', 'options', 'menu', 'help me', 'what else'],
      `I can answer questions about ${name} and point you to the right page:\n\n` +
        `- What we invest in (${CHECK_SIZE.display}, ${lowerFirst(STAGE_RANGE_DISPLAY)}) and how to apply.\n` +
        `- Our process, timelines and what we look for.\n` +
        `- Founder topics: markets, competitors, financials, marketing and legal basics.\n` +
        `- Privacy, site help and how to reach the team.\n\n` +
        `What would you like to start with?`,
      [link('Apply for funding', '/apply'), link('Studio services', '/services')],
      [ask('What do you invest in?'), ask('How does your process work?'), go('Contact us', '/contact')],
    ),
    answer(
      'general-thanks',
      ['thanks', 'thank you', 'thank u', 'thx', 'ty', 'cheers', 'appreciate it', 'much appreciated', 'gracias', 'merci', 'danke', 'grazie', 'obrigado', 'obrigada', 'great', 'awesome', 'perfect', 'helpful'],
      `You're welcome! Is there anything else you'd like to know about funding, the studio or how to reach the team?`,
      [],
      [ask('How do I apply?'), go('Contact us', '/contact')],
    ),
    answer(
      'general-goodbye',
      ['bye', 'goodbye', 'good bye', 'see you', 'see ya', "that's all", 'that is all', 'talk later', 'have a nice day', 'adios', 'au revoir', 'tschüss'],
      `Goodbye, and good luck! If anything else comes up, I'm here, and the team is one message away through the [contact page](/contact).`,
      [link('Contact us', '/contact')],
      [go('Apply for funding', '/apply'), go('Back to home', '/')],
    ),
    answer(
      'general-small-talk',
      ['how are you', "how's it going", 'how is it going', "what's up", 'whats up', 'who are you', 'are you a bot', 'are you human', 'are you real', 'are you ai', 'your name', 'joke', 'weather', 'nice to meet you'],
      `I'm doing well, thanks for asking! I'm the ${name} assistant, an AI that answers questions about the studio and its founders' questions.\n\n` +
        `I can make mistakes, so please check anything important with the team. What can I help you with?`,
      [],
      [ask('What can you do?'), ask('What do you invest in?')],
    ),
    answer(GREETING_ANSWER_ID, GREETING_KEYWORDS, greetingAnswer('').content, [], greetingAnswer('').quickActions),
  ]

  const fallback = answer(
    'general-default',
    [],
    // What a message the assistant could not place gets (nonsense too): short enough for the smallest cap, never cut.
    `I'm not sure I understood. Ask me what we invest in, how our process works or how to apply, or about markets, financials and marketing.`,
    [link('About the studio', '/about'), link('Apply for funding', '/apply')],
    [ask('What do you invest in?'), ask('What can you do?'), go('Contact us', '/contact')],
  )

  return { topics, fallback }
}
