import { defineAgent } from './define'
import { hasGreeting, isFollowUp, wordCount } from './signals'
import { hasSpecialisedTopic } from './topics'

/** Small talk, questions about the assistant itself and the question words SPEC §5 gives the general agent. */
export const GENERAL_KEYWORDS = [
  'question', 'questions', 'quick question', 'ask you', 'can i ask', 'joke', 'bot', 'robot', 'chatbot', 'are you human',
  'are you real', 'real person', 'are you an ai', 'your name', 'who made you', 'weather', 'lol', 'haha', 'cool', 'nice',
  'ok', 'okay', 'great', 'awesome', 'interesting', 'got it', 'makes sense', 'good to know', 'how are you', 'bored',
] as const

/** SPEC §5: under 100 characters and at most 10 words. */
const isShort = (text: string) => text.trim().length < 100 && wordCount(text) <= 10

export const generalConversation = defineAgent({
  id: 'general-conversation',
  name: 'General Conversation assistant',
  description: 'Handles quick questions and greetings and hands anything specialised to the right agent.',
  specialties: ['greetings', 'small talk', 'quick answers'],
  tools: [],
  priority: 80,
  mentions: ['general agent', 'general assistant'],
  boostKeywords: [],
  keywords: GENERAL_KEYWORDS,
  role: 'You greet visitors, handle small talk and quick questions, and guide them toward what the studio can help with.',
  guidance: [
    'Keep it to one to three sentences, warm and plain; answer in the visitor\'s language when they greet you in it.',
    'After a greeting, offer the three most useful directions: what we invest in (/services), applying (/apply), contacting the team (/contact).',
    'You are an AI assistant; say so if asked. Decline off-topic tasks politely and steer back to founders and the studio.',
  ],
  // SPEC §5: short messages or greeting/question words, "unless about a specialised topic". Company, contact,
  // navigation and bare 'help' count as a topic here (meta3-primary's), otherwise priority 80 would always beat
  // the primary agent's 10. A follow-up to another agent's answer stays with that agent.
  canHandle: (input, topic) => {
    if (hasSpecialisedTopic(input)) return false
    if (isFollowUp(input) && input.lastAgentId && input.lastAgentId !== 'general-conversation') return false
    return isShort(input.message) || hasGreeting(input.message) || topic.test(input.message)
  },
})
