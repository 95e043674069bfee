/**
 * Copy for /tools and the "How it works" text of each founder tool. The tools' titles and summaries are in the
 * catalogue (config/tools.ts), which the pages, the footer and the assistant's knowledge read.
 */
import { AUDIT_SCORING } from './audits'
import { FUNDING_VERDICT_GUIDE, KPI_GUIDE_LINES, UNIT_ECONOMICS_VERDICT_GUIDE, VALUATION_VERDICT_GUIDE } from './benchmarks'
import type { ToolEntry } from '@/config/tools'
import type { PageSummary } from './page-summary'

export const TOOLS_PAGE = {
  path: '/tools',
  title: 'Founder tools',
  summary: 'Free calculators and guided checklists for founders: how much to raise, valuation, runway, cash flow, unit economics, growth and brand.',
  eyebrow: 'Founder tools',
  /** Its name in the breadcrumb trail. */
  crumb: 'Tools',
  heading: 'Tools for the numbers investors ask about',
  lead: 'Free calculators and guided checklists we use with our own founders. Everything runs in your browser: nothing you enter is sent to us, and every result has a link you can share.',
  ctaTitle: 'Want a second pair of eyes on your numbers?',
  ctaText: 'We invest in agentic AI and convergence technology from pre-seed to Series A, and review models and metrics with every founder we back.',
} as const satisfies PageSummary & Record<string, string>

/** The frame every founder tool's page shares (components/tools/kit/tool-page.tsx). */
export const TOOL_PAGE_FRAME = {
  eyebrow: 'Founder tools',
  privacy: 'Free to use; what you enter stays in your browser.',
  methodHeading: 'How it works',
  ctaTitle: 'Building something we should see?',
  ctaText: 'We invest in agentic AI and convergence technology from pre-seed to Series A, and help founders with exactly these numbers.',
}

/** The card on /tools that leads to the venture launch builder. */
export const LAUNCH_BUILDER_CARD = {
  path: '/launch',
  title: 'Venture launch builder',
  text: 'A guided plan from strategy and market validation to fundraising, MVP roadmap, team and KPIs, built from your answers and the tools below. Download it as Markdown or print it.',
}

/** The lead under each category heading on /tools, in the order the sections appear. */
export const TOOL_CATEGORY_LEADS = [
  { id: 'Fundraising', lead: 'How much to raise, what it costs you in ownership and what the company may be worth.' },
  { id: 'Finance', lead: 'Burn, runway and cash: how long the money lasts and what the next three years look like.' },
  { id: 'Growth', lead: 'What a customer costs, what they earn you and which investments pay back.' },
  { id: 'Marketing', lead: 'Guided checklists and templates for growth, brand, content and campaigns.' },
] as const satisfies readonly { id: ToolEntry['category']; lead: string }[]

/** Each tool's "How it works" section, one string per paragraph, keyed by the tool's slug in config/tools.ts. */
export const TOOL_METHODS = {
  'funding-calculator': [
    'The amount to raise is your monthly burn × the runway you want × (1 + buffer). Eighteen months of runway is what most early-stage investors expect a round to buy: enough to hit the milestones that make the next round easy, with six months left to raise it.',
    'With a pre-money valuation, the dilution is the raise ÷ (pre-money + raise), the share of the company the new investors own after the round. Option-pool top-ups and converting SAFEs dilute you further, so model them before you sign.',
    FUNDING_VERDICT_GUIDE,
  ],
  'valuation-calculator': [
    "The midpoint is annual revenue × the industry's revenue multiple × (1 + annual growth); the range runs from 0.8× to 1.2× of it. Multiples used: AI 10×, fintech 12×, healthcare 8×, gaming 7× and blockchain 15×. Market sizes and growth rates: AI $207B growing 20%, fintech $162B growing 16%, healthcare $125B growing 12%, gaming $185B growing 9%, blockchain $19B growing 58%.",
    'Revenue multiples are a benchmark for a first conversation, not a price. Investors also weigh gross margin, retention, the team, the size of the round and its terms; pre-revenue companies are valued on those alone.',
    VALUATION_VERDICT_GUIDE,
  ],
  'burn-calculator': [
    'Gross burn is everything that leaves the bank in a month. Net burn is gross burn minus the revenue that comes in. Runway is cash in the bank ÷ net burn: the months until the money runs out if nothing changes.',
    `${KPI_GUIDE_LINES.runway} Start raising, or cut burn, before then, and recalculate every month with actual numbers.`,
  ],
  'cash-flow-planner': [
    "Each month's revenue and costs grow by the monthly rates you enter, compounding. Net cash flow is revenue minus costs, and each month's closing cash is the previous month's plus that net flow.",
    'The plan shows the first month cash falls below zero and the first month revenue covers costs. It assumes customers pay in the month you bill them; if they pay in 30 or 60 days, your real cash position lags the plan.',
    KPI_GUIDE_LINES.runway,
  ],
  'financial-model': [
    "The model runs month by month for three years. Revenue grows from today's monthly recurring revenue at your monthly rate; the cost of revenue follows from the gross margin; operating expenses grow at their own rate. Net income is gross profit minus operating expenses.",
    'Cash starts with what is in the bank, moves with net income and jumps with the funding in the month it arrives; the model starts with no funding, so the first answer is how long the company lasts on the cash it has. Cash never goes below zero: what the company would still need is the funding gap. Equity is paid-in capital (cash at the start plus funding) plus retained earnings (net income to date), and cash less the funding gap equals it, which checks the statements; the model leaves out tax, receivables and debt on purpose. The CSV holds your inputs, all 36 months and the yearly totals, in whole dollars, ready for a spreadsheet.',
  ],
  'unit-economics': [
    'Lifetime value (LTV) is monthly revenue per customer × gross margin ÷ monthly churn: the gross profit a customer brings over their lifetime. With churn near zero, the lifetime is capped at five years. LTV:CAC compares that with what the customer cost to win; 3:1 or better is healthy, under 1:1 loses money on every customer.',
    `CAC payback is the acquisition cost ÷ monthly gross profit per customer: the months before a customer has paid back what they cost. Monthly churn above 5% is a warning sign: fix retention before buying growth. ${KPI_GUIDE_LINES.churn} For AI products, count model and inference costs in the gross margin.`,
    UNIT_ECONOMICS_VERDICT_GUIDE,
  ],
  'cac-calculator': [
    'Customer acquisition cost (CAC) is what you spent on sales and marketing in a period ÷ the new customers you won in that period. Count salaries of sales and marketing staff, tools and agencies, not just ads. Per channel, the same sum shows which channel wins customers most cheaply; the blended CAC covers them all.',
    `${KPI_GUIDE_LINES.cac} Compare it with what a customer earns you in the unit economics calculator.`,
  ],
  'roi-calculator': [
    'Return on investment (ROI) is (value gained − amount invested) ÷ amount invested. The annualised return compounds it to a yearly rate, so projects of different lengths can be compared. The break-even month assumes the value arrives evenly over the period.',
    'For a campaign, count the gross profit it brings, not the revenue; for a hire or a tool, the cost it saves or the revenue it unlocks.',
  ],
  'growth-audit': [
    "The audit follows a customer's path through your business: how they find you (acquisition), first get value (activation), stay (retention), pay (revenue) and bring others (referral). A weak early stage caps every stage after it, so fix the weakest first.",
    AUDIT_SCORING,
  ],
  'brand-audit': [
    'An early brand is a promise you can keep. The audit checks whether buyers understand it (positioning and message), recognise it (visual identity), believe it (proof and trust) and hear the same thing everywhere (consistency).',
    AUDIT_SCORING,
  ],
  'content-calendar': [
    'Posts are spread evenly over the working week (weekends only when you plan more than five a week). Themes and channels take turns, so each theme appears on each channel over the month, and each channel gets a format that suits it: articles for the blog, short posts for LinkedIn and X, a monthly update for the newsletter.',
    'Publish what only you can write: what you learn from customers, how your product handles real work and honest numbers from pilots. One useful piece every week beats daily filler.',
  ],
  'campaign-planner': [
    'A campaign is planned backwards from one measurable goal. Preparation takes about a quarter of the campaign (at least a week), the launch one week, and the last week is for measuring; the weeks between sustain what works. Tasks come from what works for the goal you pick and the channels you use.',
    'The budget is split across channels by how much each usually needs: paid ads three shares, events two, the rest one each. Set a stop rule before you spend, review results weekly, and move money to the channel that brings results at the lowest cost.',
  ],
} as const satisfies Record<string, readonly string[]>
