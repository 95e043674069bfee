import type { Guide } from './types'

export const FINANCIAL_MODEL_TEMPLATE: Guide = {
  slug: 'financial-model-template',
  path: '/resources/financial-model-template',
  title: 'Financial model template',
  description: 'What an early-stage financial model contains, how to set its assumptions, the three statements it ties together, and a CSV template to start from.',
  lead: 'A good early model is monthly, driven by a handful of assumptions you can defend, and simple enough to update every month with actuals.',
  sections: [
    {
      id: 'structure',
      title: 'What the model contains',
      blocks: [
        { type: 'steps', items: [
          { title: 'Assumptions', text: 'One tab or block with every input: starting revenue, growth, price, churn, gross margin, hiring plan, other costs, funding. Nothing else is typed by hand.' },
          { title: 'Revenue build', text: 'Customers × price, month by month: new customers from each channel, minus churn. Avoid a growth percentage on top of a total when you can build it from customers.' },
          { title: 'Costs', text: 'Cost of revenue (hosting, model inference, support) as a share of revenue; operating expenses from the hiring plan plus tools, rent and marketing.' },
          { title: 'The three statements', text: 'Income statement, cash flow and balance sheet, all driven by the lines above.' },
          { title: 'Outputs', text: 'Runway, burn, break-even month, unit economics and the funding need, on one summary block.' },
        ] },
      ],
    },
    {
      id: 'statements',
      title: 'The three statements, simply',
      blocks: [
        { type: 'table', caption: 'The three statements and what each answers', head: ['Statement', 'Answers', 'Key lines'], rows: [
          ['Income statement', 'Does the business make money?', 'Revenue, cost of revenue, gross profit, operating expenses, net income'],
          ['Cash flow', 'How long does the money last?', 'Opening cash, net cash flow, funding, closing cash'],
          ['Balance sheet', 'What does the company own and owe?', 'Cash and other assets; liabilities; equity'],
        ] },
        { type: 'p', text: 'At pre-seed and seed, cash is what matters: if customers pay late or annually up front, model the timing, because profit on paper can still mean an empty bank account.' },
      ],
    },
    {
      id: 'assumptions',
      title: 'Setting assumptions you can defend',
      blocks: [
        { type: 'list', items: ['Start from what you have measured: last quarter’s growth, actual churn, real costs.', 'Write the source next to each assumption; investors test assumptions, not totals.', 'Keep three scenarios (base, slow, fast) by changing assumptions only.', 'Count model and inference costs in gross margin: they grow with usage.', 'Compare the model with actuals every month and update it.'] },
      ],
    },
    {
      id: 'template',
      title: 'The template',
      blocks: [
        { type: 'p', text: 'The CSV below holds an assumptions block and the 36-month projection it produces: revenue, cost of revenue, gross profit, operating expenses, net income, cash and equity for every month, then yearly totals. Open it in any spreadsheet, replace the assumptions with yours, and rebuild the projection, or change the numbers in the financial model tool and download your own.' },
      ],
    },
  ],
  related: [
    { label: 'Financial model tool (three years, CSV download)', href: '/tools/financial-model' },
    { label: 'Cash-flow planner', href: '/tools/cash-flow-planner' },
    { label: 'Burn and runway calculator', href: '/tools/burn-calculator' },
    { label: 'Due-diligence checklist', href: '/resources/due-diligence-checklist' },
  ],
}
