/**
 * Definitions of the terms founders ask about ('what is a SAFE?'), each pointing to the guide or tool page that
 * explains it at length. The assistant answers a definition question with one of these and its link, not
 * with the studio's focus list; a model is given the definition as grounding for the same question (run-agent.ts). Wording follows the guides in
 * config/content/guides so the chat and the pages say the same thing.
 */
import type { KnowledgeItem } from '@/lib/agents/types'
import { CONTENT_REVIEWED } from './content-items'

type Term = { id: string; title: string; content: string; terms: readonly string[]; url: string }

const TERM_SHEET = '/resources/term-sheet-basics'
const DILIGENCE = '/resources/due-diligence-checklist'
const MODEL = '/resources/financial-model-template'

const TERMS: readonly Term[] = [
  {
    id: 'agentic-ai',
    title: 'Agentic AI',
    content: 'Agentic AI is software that works toward a goal on its own. It plans steps, calls tools and data, checks its results and acts, instead of only answering a prompt. Multi-agent systems split that work between specialised agents.',
    terms: ['agentic ai', 'agentic', 'ai agent', 'ai agents', 'multi-agent system', 'multi-agent systems', 'multi agent'],
    url: '/services',
  },
  {
    id: 'safe',
    title: 'SAFE',
    content: 'A SAFE (simple agreement for future equity) is an investment that converts into shares at your next priced round. It usually has a valuation cap and sometimes a discount, but no interest or maturity date.',
    terms: ['safe', 'a safe', 'safes', 'safe note', 'simple agreement for future equity'],
    url: TERM_SHEET,
  },
  {
    id: 'convertible-note',
    title: 'Convertible note',
    content: 'A convertible note is a loan that converts into shares at your next priced round, usually with a valuation cap and a discount. Unlike a SAFE it carries interest and a maturity date.',
    terms: ['convertible note', 'convertible notes', 'convertible'],
    url: TERM_SHEET,
  },
  {
    id: 'term-sheet',
    title: 'Term sheet',
    content: 'A term sheet sets out the terms of a round before the legal documents are drafted. It covers the economics (valuation, option pool, liquidation preference) and the control (board seats, protective provisions).',
    terms: ['term sheet', 'term sheets', 'termsheet'],
    url: TERM_SHEET,
  },
  {
    id: 'cap-table',
    title: 'Cap table',
    content: 'A cap table (capitalisation table) lists who owns what in your company. It shows every shareholder, option and SAFE or note, and how ownership changes with each round.',
    terms: ['cap table', 'cap tables', 'capitalization table', 'capitalisation table'],
    url: DILIGENCE,
  },
  {
    id: 'valuation-cap',
    title: 'Valuation cap',
    content: 'A valuation cap is the highest valuation at which a SAFE or convertible note converts into shares. If the next round is priced higher, early investors convert at the cap and get more shares.',
    terms: ['valuation cap', 'cap on a safe'],
    url: TERM_SHEET,
  },
  {
    id: 'liquidation-preference',
    title: 'Liquidation preference',
    content: 'A liquidation preference says who is paid first when the company is sold. A 1× non-participating preference, the common standard, returns the investors\' money before everyone else shares the rest.',
    terms: ['liquidation preference', 'liquidation preferences', 'liq pref'],
    url: TERM_SHEET,
  },
  {
    id: 'pre-post-money',
    title: 'Pre-money and post-money valuation',
    content: 'Pre-money valuation is what the company is worth before the new money comes in; post-money is pre-money plus the round. New investors own their investment divided by the post-money valuation.',
    terms: ['pre-money', 'post-money', 'pre money', 'post money', 'pre-money valuation', 'post-money valuation'],
    url: TERM_SHEET,
  },
  {
    id: 'option-pool',
    title: 'Option pool',
    content: 'An option pool is the share of the company set aside for future employees\' stock options. Created before a round, inside the pre-money, it dilutes the existing shareholders only.',
    terms: ['option pool', 'esop', 'employee option pool'],
    url: TERM_SHEET,
  },
  {
    id: 'dilution',
    title: 'Dilution',
    content: 'Dilution is the drop in your ownership when the company issues new shares, in a round or to an option pool. You own a smaller share of a company that is, ideally, worth more.',
    terms: ['dilution', 'diluted', 'dilute'],
    url: TERM_SHEET,
  },
  {
    id: 'vesting',
    title: 'Vesting',
    content: 'Vesting means founders and employees earn their shares over time, commonly four years with a one-year cliff. Someone who leaves early keeps only what has vested.',
    terms: ['vesting', 'vesting schedule', 'cliff', 'vest'],
    url: TERM_SHEET,
  },
  {
    id: 'due-diligence',
    title: 'Due diligence',
    content: 'Due diligence is the investor\'s check of a company before investing. It covers corporate records, the cap table, financials, product and technology, legal and IP, team and customers.',
    terms: ['due diligence', 'diligence', 'dd'],
    url: DILIGENCE,
  },
  {
    id: 'data-room',
    title: 'Data room',
    content: 'A data room is the shared folder of documents investors check in due diligence. Group it as corporate, cap table, financials, product, legal, team and customers.',
    terms: ['data room', 'dataroom'],
    url: DILIGENCE,
  },
  {
    id: 'pitch-deck',
    title: 'Pitch deck',
    content: 'A pitch deck is the short presentation founders use to raise money. It covers problem, solution, market, product, traction, business model, team and the ask, usually in 10–15 slides.',
    terms: ['pitch deck', 'deck', 'pitch decks'],
    url: '/resources/pitch-deck-guide',
  },
  {
    id: 'burn-rate',
    title: 'Burn rate',
    content: 'Burn rate is how much cash a company loses each month. Gross burn is everything it spends; net burn is what is left after revenue comes in.',
    terms: ['burn rate', 'burn', 'net burn', 'gross burn'],
    url: '/tools/burn-calculator',
  },
  {
    id: 'runway',
    title: 'Runway',
    content: 'Runway is how many months the cash in the bank lasts at the current net burn: cash divided by net monthly burn.',
    terms: ['runway'],
    url: '/tools/burn-calculator',
  },
  {
    id: 'mrr-arr',
    title: 'MRR and ARR',
    content: 'MRR (monthly recurring revenue) is the subscription revenue a company earns each month. ARR, annual recurring revenue, is MRR times twelve.',
    terms: ['mrr', 'arr', 'monthly recurring revenue', 'annual recurring revenue', 'recurring revenue'],
    url: MODEL,
  },
  {
    id: 'cac',
    title: 'Customer acquisition cost (CAC)',
    content: 'Customer acquisition cost (CAC) is what it costs to win one new customer: sales and marketing spend for a period divided by the customers won in it.',
    terms: ['cac', 'customer acquisition cost', 'acquisition cost'],
    url: '/tools/cac-calculator',
  },
  {
    id: 'ltv',
    title: 'Lifetime value (LTV)',
    content: 'Lifetime value (LTV) is the gross profit a customer brings over the time they stay. It is monthly revenue per customer times gross margin, divided by monthly churn.',
    terms: ['ltv', 'lifetime value', 'customer lifetime value', 'clv', 'ltv:cac', 'ltv to cac'],
    url: '/tools/unit-economics',
  },
  {
    id: 'unit-economics',
    title: 'Unit economics',
    content: 'Unit economics are the revenue and costs of one customer. They cover what it costs to win (CAC), what it earns over its life (LTV) and how many months it takes to earn the cost back.',
    terms: ['unit economics'],
    url: '/tools/unit-economics',
  },
  {
    id: 'mvp',
    title: 'MVP',
    content: 'An MVP (minimum viable product) is the smallest version of a product that real customers can use and pay for. Build it to test your riskiest assumption in weeks, not quarters.',
    terms: ['mvp', 'minimum viable product'],
    url: '/launch',
  },
  {
    id: 'product-market-fit',
    title: 'Product-market fit',
    content: 'Product-market fit is when a clear group of customers keeps buying and using your product without being pushed. Retention holds, and demand pulls harder than your sales effort.',
    terms: ['product-market fit', 'product market fit', 'pmf'],
    url: '/launch',
  },
  {
    id: 'tam-sam-som',
    title: 'TAM, SAM and SOM',
    content: 'TAM is the total market for your kind of product. SAM is the part your product can serve, and SOM the share you can realistically win in the next few years.',
    terms: ['tam', 'sam', 'som', 'total addressable market', 'serviceable addressable market', 'tam sam som'],
    url: '/resources',
  },
]

export function glossaryItems(): KnowledgeItem[] {
  return TERMS.map((t) => ({
    id: `glossary-${t.id}`,
    title: t.title,
    content: t.content,
    category: 'resources',
    tags: ['definition', ...t.terms],
    url: t.url,
    lastUpdated: CONTENT_REVIEWED,
  }))
}
