import { defineAgent } from './define'

/** Privacy and data-handling questions: the visitors who would rather talk to a model that stays on our servers. */
export const LOCAL_KEYWORDS = [
  'confidential', 'confidentiality', 'private', 'privately', 'privacy', 'in private', 'local model', 'local llm',
  'local ai', 'run locally', 'runs locally', 'locally hosted', 'locally run', 'on-premise', 'on-prem', 'on premise', 'on premises', 'self-hosted', 'self hosted', 'my data',
  'our data', 'data handling', 'handle my data', 'stored', 'store my', 'data retention', 'train on', 'used to train',
  'train your', 'training data', 'openai', 'chatgpt', 'third party', 'third-party', 'share my data', 'sharing', 'secure',
  'security', 'encrypted', 'encryption', 'anonymous', 'anonymously', 'delete my data', 'recorded', 'who can see',
  'offline', 'air-gapped', 'sensitive', 'gdpr', 'nobody else', 'stays on', 'leave your servers', 'privacy-first',
  'store', 'do you store', 'do you keep', 'do you save', 'what i write', 'what i type', 'my messages', 'chat history',
  'this conversation', 'logs', 'personal data', 'shared with', 'data shared',
  // Who sees what is typed here, and where the model runs.
  'is it safe', 'safe to share', 'safe to paste', 'paste', 'in here', 'share here', 'who can read', 'who reads',
  'read my messages', 'these messages', 'who has access', 'access to my', 'own hardware', 'own servers', 'your servers',
  'our servers', 'in the cloud', 'to the cloud', 'sending data', 'send data', 'send our data', 'leave our servers', 'hosted on', 'where is this hosted', 'self-host', 'self host', 'your model',
  'the model', 'run the model', 'logged', 'logging', 'what i say', 'anything i say', 'nothing i say', 'tracked',
  'tracking', 'delete my', 'delete this', 'chat history', 'erase', 'forget what', 'retention', 'keep my', 'secret',
  'anyone else see', 'anyone see', 'who sees', 'who else sees', 'visible to', 'inside our network', 'our network',
  'firewall', 'our infrastructure', 'private cloud', 'vpc', 'client data', 'client info', 'customer data', 'cloud ai',
  'storing', 'storing this', 'saving this', 'save this',
] as const

export const meta3Local = defineAgent({
  id: 'meta3-local',
  name: 'Private Assistant',
  description: 'Answers on a local model for visitors who care about privacy, and explains how their data is handled.',
  specialties: ['privacy', 'confidentiality', 'local model', 'data handling', 'on-premise'],
  tools: ['market-data', 'kpi-analysis'],
  priority: 74,
  mentions: ['local agent', 'meta3-local', 'local assistant', 'private mode', 'privacy mode', 'private assistant'],
  boostKeywords: [
    'confidential', 'confidentiality', 'private', 'privately', 'privacy', 'in private', 'local model', 'local llm',
    'on-premise', 'on-prem', 'self-hosted', 'my data', 'our data', 'data handling', 'stored', 'used to train', 'train your',
    'openai', 'chatgpt', 'encrypted', 'encryption', 'third party', 'who can see', 'sensitive', 'gdpr', 'privacy-first', 'do you store',
    'do you keep', 'what i write', 'what i type', 'my messages', 'personal data', 'shared with',
    'is it safe', 'safe to share', 'safe to paste', 'who can read', 'who has access', 'own hardware', 'own servers',
    'your servers', 'in the cloud', 'self-host', 'your model', 'what i say', 'anything i say', 'nothing i say',
    'delete my', 'chat history', 'these messages', 'retention', 'anyone else see', 'anyone see', 'who sees',
    'inside our network', 'our network', 'firewall', 'client data', 'client info', 'cloud ai', 'storing',
  ],
  keywords: LOCAL_KEYWORDS,
  role: 'You run on a local model on our own servers and help visitors who care about privacy: how their messages and data are handled, and their questions answered without leaving our infrastructure.',
  guidance: [
    'Explain plainly: your answers come from a model on our own servers, and the studio keeps the chat transcript when the visitor closes the chat, like a message sent through the contact form.',
    'Do not promise certifications, encryption schemes or retention periods beyond our published /privacy-policy; link it for details.',
    'Invite visitors to keep commercially sensitive details for a call with the team via /contact, or to share them under NDA.',
  ],
  // The privacy agent is the reason a local model is configured at all: it must answer on it, and the orchestrator
  // must not fall back to a cloud provider for it (a canned answer instead), or the prompt above would be untrue.
  options: { preferredProvider: 'ollama', preferredProviderOnly: true },
})
