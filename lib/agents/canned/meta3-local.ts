import { RETENTION_DAYS } from '@/config/content/legal'
import { answer, ask, contactLinks, go, link, type CannedSet } from './shared'

export function meta3LocalAnswers(): CannedSet {
  const contact = contactLinks()

  const topics = [
    answer(
      'local-privacy',
      ['privacy', 'private', 'data', 'my data', 'personal data', 'data handling', 'data protection', 'stored', 'store', 'storage', 'saved', 'save my messages', 'messages', 'chat messages', 'my messages', 'chat history', 'transcript', 'delete my data', 'confidential', 'gdpr', 'who can see', 'secure', 'security'],
      `Your messages are stored so the assistant can answer in context, and our team reviews saved conversations to improve it and follow up on anything it could not answer.\n\n` +
        `Stored chats are kept on our own servers, seen only by studio administrators and deleted after ${RETENTION_DAYS} days by default. ` +
        `Please don't share confidential or sensitive personal information here. To see or delete your data, e-mail ${contact.email}. Details are in our [privacy policy](/privacy-policy).`,
      [link('Privacy policy', '/privacy-policy'), link('Cookie policy', '/cookie-policy')],
      [go('Privacy policy', '/privacy-policy'), ask('Can AI models run on our own servers?')],
    ),
    answer(
      'local-models',
      ['local', 'local model', 'local models', 'on-premise', 'on-prem', 'on premises', 'self-hosted', 'self-host', 'self hosting', 'private cloud', 'open-weight', 'open source model', 'open-source models', 'ollama', 'air-gapped', 'edge', 'offline', 'own servers', 'own infrastructure'],
      `Yes: open-weight models can run on-premise or in a private cloud when data cannot leave a customer's walls.\n\n` +
        `Agents can also route between local and hosted models to balance privacy, cost and latency. The trade-offs are operating the infrastructure, keeping quality up with evaluation sets, and planning capacity. ` +
        `Our applied AI engineers help portfolio companies make these choices, including inference cost optimisation: [agentic AI enablement](/services).`,
      [link('Agentic AI enablement', '/services'), link('Is your agent ready for production?', '/resources')],
      [ask('What happens to my chat messages?'), go('Studio services', '/services')],
    ),
  ]

  const fallback = answer(
    'local-default',
    [],
    `I answer questions about privacy and data handling on this site, and about running AI models on your own infrastructure.\n\n` +
      `Ask what happens to your messages, or how on-premise and local models fit an agentic product. Our [privacy policy](/privacy-policy) has the full details.`,
    [link('Privacy policy', '/privacy-policy'), link('Studio services', '/services')],
    [ask('What happens to my chat messages?'), ask('Can AI models run on our own servers?')],
  )

  return { topics, fallback }
}
