import { defineAgent } from './define'

export const LEGAL_KEYWORDS = [
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
    'privacy policy', 'terms of service',
  ],
  tools: [],
  priority: 77,
  mentions: ['legal agent', 'legal guide', 'legal'],
  boostKeywords: [
    'lawyer', 'attorney', 'term sheet', 'safe note', 'a safe', 'convertible note', 'incorporate', 'incorporation',
    'delaware', 'founder agreement', 'founders agreement', 'vesting', 'cliff', 'patent', 'trademark', 'copyright', 'ip',
    'intellectual property', 'nda', 'ndas', 'privacy policy', 'terms of service', 'cookie policy', 'policy',
    'equity split', '83(b)', 'option pool', 'stock options', 'priced round', 'safe or', 'or a safe', 'safe vs',
    'valuation cap', 'discount rate', 'pro-rata right', 'pro-rata rights', 'liquidation preference', 'anti-dilution',
    'clause', 'c-corp', 'llc', 'corp', 'safe with', 'invention assignment', 'ip assignment', 'non-compete', 'terms of use',
    'agreement', 'register my company', 'register a company', 'set up a company', 'set up my company', 'form a company',
    'open-source code', 'commercial use', 'is it legal', 'legally', 'gpl',
  ],
  keywords: LEGAL_KEYWORDS,
  role: 'You explain early-stage legal topics in plain English: term sheets, SAFEs, incorporation, founder agreements, vesting and intellectual property.',
  guidance: [
    'Always say once, briefly, that this is general information and not legal advice, and suggest a startup lawyer for their case.',
    'For US patents, trademarks and copyright, give typical public fee ranges and durations and say they change; do not invent exact current fees.',
    'For our own policies, link /privacy-policy, /terms-of-service or /cookie-policy rather than paraphrasing them.',
  ],
})
