/**
 * The founder tools catalogue: the /tools index, the footer, the assistant's knowledge items and the route registry's
 * tests read this list. Calculators are client components over pure functions in lib/tools/; the others are guided
 * checklists and templates (no calculation to do, but a structure founders reuse).
 */
export type ToolKind = 'calculator' | 'checklist'

export type ToolEntry = {
  slug: string
  /** Always `/tools/${slug}`; spelled out so a grep for a link finds its page. */
  path: string
  title: string
  /** One sentence for the index card and the page description (≤ 160 characters). */
  summary: string
  kind: ToolKind
  category: 'Fundraising' | 'Finance' | 'Growth' | 'Marketing'
}

export const TOOLS: readonly ToolEntry[] = [
  {
    slug: 'funding-calculator',
    path: '/tools/funding-calculator',
    title: 'Funding calculator',
    summary: 'How much to raise from your monthly burn, target runway and buffer, and the dilution at your pre-money valuation.',
    kind: 'calculator',
    category: 'Fundraising',
  },
  {
    slug: 'valuation-calculator',
    path: '/tools/valuation-calculator',
    title: 'Valuation calculator',
    summary: 'A revenue-multiple valuation range for AI, fintech, healthcare, gaming and blockchain companies.',
    kind: 'calculator',
    category: 'Fundraising',
  },
  {
    slug: 'burn-calculator',
    path: '/tools/burn-calculator',
    title: 'Burn and runway calculator',
    summary: 'Your gross and net burn and the months of runway your cash buys, with a warning when it is under six months.',
    kind: 'calculator',
    category: 'Finance',
  },
  {
    slug: 'cash-flow-planner',
    path: '/tools/cash-flow-planner',
    title: 'Cash-flow planner',
    summary: 'A 24-month cash plan from revenue, growth and costs: a monthly table, a chart and the month cash runs out.',
    kind: 'calculator',
    category: 'Finance',
  },
  {
    slug: 'financial-model',
    path: '/tools/financial-model',
    title: 'Financial model',
    summary: 'A simple three-statement projection — income, cash and balance — over three years, downloadable as CSV.',
    kind: 'calculator',
    category: 'Finance',
  },
  {
    slug: 'unit-economics',
    path: '/tools/unit-economics',
    title: 'Unit economics calculator',
    summary: 'Customer lifetime value, the LTV:CAC ratio and the months it takes a customer to pay back what they cost.',
    kind: 'calculator',
    category: 'Growth',
  },
  {
    slug: 'cac-calculator',
    path: '/tools/cac-calculator',
    title: 'CAC calculator',
    summary: 'Customer acquisition cost by channel and blended, from what you spend on sales and marketing and what it brings.',
    kind: 'calculator',
    category: 'Growth',
  },
  {
    slug: 'roi-calculator',
    path: '/tools/roi-calculator',
    title: 'ROI calculator',
    summary: 'The return on an investment or a campaign: ROI, annualised return and the month it breaks even.',
    kind: 'calculator',
    category: 'Growth',
  },
  {
    slug: 'growth-audit',
    path: '/tools/growth-audit',
    title: 'Growth audit',
    summary: 'A guided checklist of acquisition, activation, retention, revenue and referral, with a score and next steps.',
    kind: 'checklist',
    category: 'Growth',
  },
  {
    slug: 'brand-audit',
    path: '/tools/brand-audit',
    title: 'Brand audit',
    summary: 'A guided checklist of positioning, message, visual identity and proof, to see where your brand is weakest.',
    kind: 'checklist',
    category: 'Marketing',
  },
  {
    slug: 'content-calendar',
    path: '/tools/content-calendar',
    title: 'Content calendar',
    summary: 'A four-week content calendar template built from your themes and channels, downloadable to reuse.',
    kind: 'checklist',
    category: 'Marketing',
  },
  {
    slug: 'campaign-planner',
    path: '/tools/campaign-planner',
    title: 'Campaign planner',
    summary: 'Plan a launch or growth campaign step by step: goal, audience, message, channels, budget and measurement.',
    kind: 'checklist',
    category: 'Marketing',
  },
]

export function toolBySlug(slug: string): ToolEntry {
  const tool = TOOLS.find((t) => t.slug === slug)
  if (!tool) throw new Error(`Unknown tool ${slug}`)
  return tool
}
