import { defineAgent } from './define'
import { OWN_DATA_PHRASES } from './signals'

/**
 * How the studio handles a visitor's data: what is kept, who sees it, whether it trains a model. Answered from the
 * privacy policy, so it is the legal agent's (it was meta3-local's before that agent became the Local Market Specialist).
 */
export const PRIVACY_KEYWORDS = [
  'confidential', 'confidentiality', 'private', 'privately', 'privacy', 'in private', 'privacy-first', 'my data', 'our data',
  'data handling', 'handle my data', 'data protection', 'stored', 'store my', 'do you store', 'do you keep', 'do you save',
  'storing', 'storing this', 'saving this', 'data retention', 'retention', 'train on', 'used to train', 'train your',
  'training data', 'third party', 'third-party', 'share my data', 'shared with', 'data shared',
  'encrypted', 'encryption', 'anonymous', 'anonymously', 'delete my data', 'delete my', 'delete this', 'erase',
  'forget what', 'recorded', 'logged', 'logging', 'tracked', 'tracking', 'who can see', 'who can read', 'who reads',
  'who sees', 'who else sees', 'anyone else see', 'anyone see', 'visible to', 'who has access', 'access to my',
  'read my messages', 'these messages', 'my messages', 'chat history', 'this conversation', 'what i write', 'what i type',
  'what i say', 'anything i say', 'nothing i say', 'personal data', 'sensitive', 'secret', 'is it safe', 'safe to share',
  'safe to paste', 'data safe', 'leave your servers', 'your servers',
  'own hardware', 'own servers', 'in the cloud', 'local model', 'gdpr', 'deletion', ...OWN_DATA_PHRASES,
] as const

export const LEGAL_KEYWORDS = [
  ...PRIVACY_KEYWORDS,
  'legal', 'lawyer', 'lawyers', 'attorney', 'law', 'safe note', 'safe notes', 'a safe', 'safes', 'post-money safe',
  'convertible note', 'convertible notes', 'term sheet', 'term sheets', 'incorporate', 'incorporation', 'incorporating',
  'delaware', 'c-corp', 'c corp', 'llc', 'founder agreement', 'founders agreement', 'founder agreements',
  "founders' agreement", 'shareholder agreement', 'vesting', 'vest', 'cliff', 'equity split', 'patent', 'patents',
  'trademark', 'trademarks', 'copyright', 'copyrighted', 'ip', 'intellectual property', 'nda', 'ndas',
  'non-disclosure', 'contract', 'contracts', 'terms of service', 'privacy policy', 'cookie policy', 'cookies',
  'liability', 'license', 'licence', 'licensing', 'open source license', '83(b)', '83b', 'stock options', 'option pool',
  'regulation', 'regulatory', 'sec', 'policy', 'policies', 'protected', 'protect my', 'priced round', 'safe or',
  'or a safe', 'safe vs',
  // Clauses of SAFEs and term sheets, entity types and who owns what.
  'valuation cap', 'discount rate', 'mfn', 'pro-rata right', 'pro-rata rights', 'pro rata right', 'liquidation preference',
  'anti-dilution', 'drag-along', 'tag-along', 'protective provisions', 'clause', 'clauses', 'a safe with', 'safe with',
  'corp', 'corporation', 'entity', 'legal entity', 'employer', 'claim my', 'owns my', 'who owns', 'ownership of',
  'invention assignment', 'ip assignment', 'non-compete', 'terms of use', 'terms and conditions', 'tos', 'gdpr compliance',
  'agreement', 'agreements', 'compliance',
  // Who owns work others did for you.
  'contractor', 'contractors', 'freelancer wrote', 'agency wrote', 'do we own', 'do i own', 'we own it', 'own the code',
  'own the ip', 'owns the code', 'work for hire', 'work-for-hire',
  'register my company', 'register a company', 'register the company', 'registering', 'set up a company',
  'set up my company', 'form a company', 'company registration', 'open-source code', 'open source code', 'gpl',
  'mit license', 'commercial use', 'commercial product', 'is it legal', 'legal to', 'legally', 'allowed to use',
] as const

export const meta3Legal = defineAgent({
  id: 'meta3-legal',
  name: 'Legal Guide',
  description: 'Explains common early-stage legal topics in plain English, such as term sheets and incorporation. Not legal advice.',
  specialties: [
    'term sheet', 'incorporation', 'founder agreement', 'intellectual property', 'patent', 'trademark', 'copyright',
    'privacy policy', 'terms of service', 'data privacy',
  ],
  tools: [],
  priority: 77,
  // Not bare 'legal': 'Grammarly for legal contracts' names a market, not this agent.
  mentions: ['legal agent', 'legal guide', 'legal question', 'legal questions', 'legal advice', 'legal side'],
  boostKeywords: [
    'lawyer', 'attorney', 'term sheet', 'safe note', 'a safe', 'convertible note', 'incorporate', 'incorporation',
    'delaware', 'founder agreement', 'founders agreement', 'vesting', 'cliff', 'patent', 'trademark', 'copyright', 'ip',
    'intellectual property', 'nda', 'ndas', 'privacy policy', 'terms of service', 'cookie policy', 'policy',
    'equity split', '83(b)', 'option pool', 'stock options', 'priced round', 'safe or', 'or a safe', 'safe vs',
    'valuation cap', 'discount rate', 'pro-rata right', 'pro-rata rights', 'liquidation preference', 'anti-dilution',
    'clause', 'c-corp', 'llc', 'corp', 'safe with', 'invention assignment', 'ip assignment', 'non-compete', 'terms of use',
    'agreement', 'register my company', 'register a company', 'set up a company', 'set up my company', 'form a company',
    'open-source code', 'commercial use', 'is it legal', 'legally', 'gpl', 'do we own', 'do i own', 'own the code', 'own the ip', 'work for hire',
    'confidential', 'privacy', 'private', 'privately', 'my data', 'personal data', 'data handling', 'stored', 'do you store',
    'do you keep', 'used to train', 'train your', 'third party', 'encrypted', 'who can see',
    'who can read', 'who sees', 'anyone else see', 'who has access', 'is it safe', 'safe to share', 'safe to paste',
    'chat history', 'these messages', 'my messages', 'what i write', 'what i type', 'what i say', 'nothing i say',
    'delete my', 'retention', 'storing', 'gdpr', 'data safe', 'own hardware', 'your servers', 'in the cloud', 'local model',
  ],
  keywords: LEGAL_KEYWORDS,
  role: 'You explain early-stage legal topics in plain English: term sheets, SAFEs, incorporation, founder agreements, vesting and intellectual property; and how the studio handles visitors\' data.',
  guidance: [
    'Always say once, briefly, that this is general information and not legal advice, and suggest a startup lawyer for their case.',
    'For US patents, trademarks and copyright, give typical public fee ranges and durations and say they change; do not invent exact current fees.',
    'For our own policies, link /privacy-policy, /terms-of-service or /cookie-policy rather than paraphrasing them.',
    'On privacy: chat messages may be answered by a model the studio runs or by a provider bound not to train on them, and transcripts are kept as the privacy policy says; do not promise more, and suggest keeping sensitive details for a call with the team.',
  ],
})
