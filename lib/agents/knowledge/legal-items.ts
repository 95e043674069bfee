/**
 * Intellectual-property guidance with typical US costs and durations. These are public figures (USPTO and US Copyright
 * Office fee schedules, statutory terms) rounded for a conversation; every item says they are typical figures and not
 * legal advice. The studio has no legal page, so the items point to the founder resources.
 */
import type { KnowledgeItem } from '@/lib/agents/types'
import { CONTENT_REVIEWED } from './content-items'

export const LEGAL_DISCLAIMER = 'These are typical US figures for orientation, not legal advice: confirm the details with a qualified attorney.'

const legal = (draft: Omit<KnowledgeItem, 'lastUpdated' | 'category' | 'url'>): KnowledgeItem => ({
  ...draft,
  content: `${draft.content} ${LEGAL_DISCLAIMER}`,
  category: 'legal',
  url: '/resources',
  lastUpdated: CONTENT_REVIEWED,
})

export function legalItems(): KnowledgeItem[] {
  return [
    legal({
      id: 'legal-patent',
      title: 'Patents: cost and duration',
      content:
        'A US utility patent lasts 20 years from the filing date of the application. Examination usually takes 2–3 years ' +
        'from filing to grant. Expect a typical total of $15K–$30K including attorney fees for a software or AI patent, ' +
        'more for complex claims or foreign filings. A provisional application is a cheaper first step: it secures a ' +
        'filing date and gives you 12 months to file the full application.',
      tags: ['patent', 'patents', 'utility patent', 'provisional', 'uspto', 'intellectual property', 'ip', 'invention'],
    }),
    legal({
      id: 'legal-trademark',
      title: 'Trademarks: cost and duration',
      content:
        'The USPTO base application fee is $350 per class of goods or services (2025 schedule); attorney fees come on top. ' +
        'Registration typically takes about 12–18 months from filing. A registration can last indefinitely, but it must ' +
        'be renewed every 10 years, with a declaration of continued use between the fifth and sixth year.',
      tags: ['trademark', 'trademarks', 'brand', 'name', 'logo', 'uspto', 'intellectual property', 'ip'],
    }),
    legal({
      id: 'legal-copyright',
      title: 'Copyright: cost and duration',
      content:
        'Copyright exists as soon as a work is created, but registration with the US Copyright Office (typically $45–$65 ' +
        'per application) is needed before suing for infringement in the US. Protection lasts for the life of the author ' +
        'plus 70 years; works made for hire, such as code written by employees, are protected for 95 years from publication.',
      tags: ['copyright', 'copyrights', 'code', 'content', 'software', 'intellectual property', 'ip'],
    }),
    legal({
      id: 'legal-ip-basics',
      title: 'Protecting your startup’s intellectual property',
      content:
        'Patents protect inventions, trademarks protect your name and brand, copyright protects code and content, and trade ' +
        'secrets protect what you keep confidential, such as model weights, data and processes. Before a funding round, ' +
        'make sure every founder, employee and contractor has assigned their IP to the company: investors check the IP ' +
        'assignments in due diligence.',
      tags: ['intellectual property', 'ip', 'ip assignment', 'trade secrets', 'legal', 'due diligence'],
    }),
  ]
}
