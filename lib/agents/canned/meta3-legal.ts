import { RETENTION } from '@/config/retention'
import { PROCESS_STEPS } from '@/config/facts'
import { NOT_LEGAL_ADVICE, answer, ask, contactLinks, go, link, lowerFirst, type CannedSet } from './shared'

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

export function meta3LegalAnswers(): CannedSet {
  const { patent, trademark, copyright } = US_IP_FACTS
  const termSheet = PROCESS_STEPS.find((s) => s.id === 'term-sheet')!

  const topics = [
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
