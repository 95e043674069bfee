import { PROCESS_STEPS } from '@/config/facts'
import { RETENTION } from '@/config/retention'
import { NOT_LEGAL_ADVICE, answer, ask, contactLinks, go, link, lowerFirst, type CannedSet } from '../canned/shared'
import { legalPrepared } from '../canned/prepared'
import { prePostMoneyAnswer } from '../canned/shared-topics'
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
  answers: meta3LegalAnswers,
  emergencyLink: { title: 'Founder guides', url: '/resources' },
  clarify: { topic: 'a legal question (SAFEs, contracts, IP, privacy)', title: 'Term-sheet basics', url: '/resources/term-sheet-basics' },
  profile: {
    order: 8,
    description: 'Explains common early-stage legal topics in plain English, such as term sheets and incorporation. Not legal advice.',
    specialties: ['Term sheets', 'Incorporation', 'Founder agreements'],
  },
})

/**
 * Public US intellectual-property facts (USPTO and US Copyright Office, 2025 fee schedules), written once so the
 * answers can quote them consistently. Typical ranges, not quotes: fees change and attorney costs vary.
 */
export const US_IP_FACTS = {
  patent: { termYears: 20, grantYears: '2–3', totalCost: '$15K–$30K', provisionalMonths: 12 },
  trademark: { feePerClass: '$350', registrationMonths: '12–18', renewalYears: 10 },
  copyright: { registrationFee: '$45–$65', lifePlusYears: 70, workForHireYears: 95 },
} as const

const withDisclaimer = (text: string) => `${text}\n\n${NOT_LEGAL_ADVICE}`

function meta3LegalAnswers(): CannedSet {
  const { patent, trademark, copyright } = US_IP_FACTS
  const termSheet = PROCESS_STEPS.find((s) => s.id === 'term-sheet')!

  // The prepared answers come first: on a tie they answer the question asked rather than the general topic around it.
  const topics = [
    ...legalPrepared(),
    // A term sheet's valuation question lands here as often as with the investment specialist: the same answer.
    prePostMoneyAnswer(),
    answer(
      'legal-patent',
      ['patent', 'patents', 'patentable', 'patent application', 'provisional', 'utility patent', 'uspto patent', 'prior art', 'invention'],
      withDisclaimer(
        `A US utility patent lasts ${patent.termYears} years from the filing date. It typically takes ${patent.grantYears} years or more to be granted and often costs ${patent.totalCost} in total with attorney fees.\n\n` +
          `A provisional application secures a filing date for ${patent.provisionalMonths} months at lower cost while you test the market. ` +
          `File before you disclose the invention publicly: many countries allow no grace period. For software and AI, ask counsel whether a patent or a trade secret protects you better.`,
      ),
      [link('Founder guides', '/resources')],
      [ask('How do trademarks work?'), ask('How does copyright protect my code?')],
    ),
    answer(
      'legal-trademark',
      ['trademark', 'trademarks', 'trade mark', 'brand protection', 'register my brand', 'register a name', 'uspto', 'logo protection'],
      withDisclaimer(
        `A USPTO trademark application costs about ${trademark.feePerClass} per class of goods or services (2025 fee schedule) before attorney fees. Registration typically takes ${trademark.registrationMonths} months.\n\n` +
          `A registration lasts as long as you keep using the mark, renewed every ${trademark.renewalYears} years. ` +
          `Search for conflicting marks before you commit to a name, and file in every class you sell in.`,
      ),
      [link('Founder guides', '/resources')],
      [ask('How do patents work?'), ask('How should I protect my IP?')],
    ),
    answer(
      'legal-copyright',
      ['copyright', 'copyrights', 'copyrighted', 'copyright registration', 'work for hire', 'work made for hire', 'source code ownership'],
      withDisclaimer(
        `Copyright exists as soon as a work is created. Registering it with the US Copyright Office costs ${copyright.registrationFee} and is required before you sue for infringement in the US.\n\n` +
          `It lasts for the author's life plus ${copyright.lifePlusYears} years, or ${copyright.workForHireYears} years from publication for a work made for hire. ` +
          `Code written by contractors belongs to them unless they assign it to the company in writing.`,
      ),
      [link('Founder guides', '/resources')],
      [ask('How should I protect my IP?'), ask('How do patents work?')],
    ),
    answer(
      'legal-ip',
      ['ip', 'intellectual property', 'protect my idea', 'ip assignment', 'ip protection', 'trade secret', 'trade secrets', 'nda', 'open source', 'license', 'licence', 'licensing'],
      withDisclaimer(
        `First make sure the company owns its IP. Every founder, employee and contractor signs an assignment, and you know which open-source licences your product uses.\n\n` +
          `- **Patent** (inventions): ${patent.termYears} years from filing, often ${patent.totalCost}.\n` +
          `- **Trademark** (names, logos): about ${trademark.feePerClass} per class at the USPTO, renewed every ${trademark.renewalYears} years.\n` +
          `- **Copyright** (code, content): automatic; registration ${copyright.registrationFee}.\n\n` +
          `Investors check assignments in due diligence.`,
      ),
      [link('Founder guides', '/resources')],
      [ask('How do patents work?'), ask('How do trademarks work?'), ask('How does copyright protect my code?')],
    ),
    answer(
      'legal-incorporation',
      ['incorporate', 'incorporation', 'incorporating', 'delaware', 'c corp', 'c-corp', 'llc', 'entity', 'legal entity', 'company formation', 'form a company', 'company structure', 'structure', 'founder agreement', 'founders agreement', 'vesting', '83(b)', 'cap table'],
      withDisclaimer(
        `Most US startups that plan to raise venture capital incorporate as a Delaware C corporation, the structure investors know best.\n\n` +
          `Get the basics right early: founder shares with vesting, an 83(b) election filed within 30 days of receiving them, IP assigned to the company and a clean cap table. ` +
          `Founders outside the US often keep a local company or set up a US parent later; that choice has tax consequences.`,
      ),
      [link('Founder guides', '/resources'), link('Apply for funding', '/apply')],
      [ask('What is in a term sheet?'), ask('How should I protect my IP?')],
    ),
    answer(
      'legal-term-sheet',
      ['term sheet', 'term sheets', 'liquidation preference', 'pro rata', 'protective provisions', 'board seat', 'option pool', 'anti-dilution', 'safe', 'convertible note', 'investment agreement'],
      withDisclaimer(
        `A term sheet sets the economics and control of a round. It covers valuation and option pool, liquidation preference, board seats, protective provisions, pro rata rights and founder vesting.\n\n` +
          `Compare offers on all of them, not only on valuation. At the term-sheet stage of our process (${termSheet.duration}) ${lowerFirst(termSheet.description)}`,
      ),
      [link('Term-sheet basics', '/resources/term-sheet-basics'), link('Our investment process', '/process')],
      [ask('How is valuation decided?'), ask('Which company structure should I choose?')],
    ),
    answer(
      'legal-privacy',
      ['privacy', 'private', 'data', 'my data', 'personal data', 'data handling', 'data protection', 'stored', 'store', 'storage', 'saved', 'save my messages', 'messages', 'chat messages', 'my messages', 'chat history', 'transcript', 'delete my data', 'confidential', 'who can see', 'secure', 'security', 'train', 'openai', 'model'],
      `Your messages are stored so the assistant can answer in context. Our team reviews saved conversations to improve it and follow up on anything it could not answer.\n\n` +
        `Stored chats are kept on our own servers, seen only by studio administrators and deleted after ${RETENTION.chatDays} days by default. ` +
        `Please don't share confidential or sensitive personal information here. To see or delete your data, e-mail ${contactLinks().email}. Details are in our [privacy policy](/privacy-policy).`,
      [link('Privacy policy', '/privacy-policy'), link('Cookie policy', '/cookie-policy')],
      [go('Privacy policy', '/privacy-policy'), ask('Can AI models run on our own servers?')],
    ),
    answer(
      'legal-site-policies',
      ['terms of service', 'terms and conditions', 'terms of use', 'privacy policy', 'cookie policy', 'cookies', 'gdpr', 'legal pages', 'disclaimer'],
      `Our policies are on three short pages: [terms of service](/terms-of-service), [privacy policy](/privacy-policy) and [cookie policy](/cookie-policy).\n\n` +
        `Questions about any of them? E-mail ${contactLinks().email} and we will answer.`,
      [link('Terms of service', '/terms-of-service'), link('Privacy policy', '/privacy-policy'), link('Cookie policy', '/cookie-policy')],
      [go('Privacy policy', '/privacy-policy'), ask('What happens to my chat messages?')],
    ),
  ]

  const contact = contactLinks()
  const fallback = answer(
    'legal-default',
    [],
    withDisclaimer(
      `I explain common early-stage legal topics in plain English: incorporation, founder vesting, IP (patents, trademarks, copyright) and term sheets.\n\n` +
        `Ask a specific question, or start below. For anything about an investment from us, e-mail ${contact.email}.`,
    ),
    [link('Founder guides', '/resources'), link('Terms of service', '/terms-of-service')],
    [ask('What is in a term sheet?'), ask('How should I protect my IP?'), go('Contact us', '/contact')],
  )

  return { topics, fallback }
}
