import { CHECK_SIZE, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { GREETING_KEYWORDS, greetingAnswer } from './greeting'
import { answer, ask, contactLinks, go, link, lowerFirst, type CannedSet } from './shared'

/** The general agent's greeting topic; index.ts swaps in greetingAnswer(message) so the reply matches the language. */
export const GREETING_ANSWER_ID = 'general-greeting'

export function generalConversationAnswers(): CannedSet {
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
      `Thanks for reaching out! If anything else comes up, I'm here, and the team is one message away through the [contact page](/contact).`,
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
    `I'm here to help! What would you like to know about the firm?\n\n` +
      `I can explain what we invest in, how our process works and how to apply, or help with founder topics such as markets, financials and marketing.`,
    [link('About the studio', '/about'), link('Apply for funding', '/apply')],
    [ask('What do you invest in?'), ask('What can you do?'), go('Contact us', '/contact')],
  )

  return { topics, fallback }
}
