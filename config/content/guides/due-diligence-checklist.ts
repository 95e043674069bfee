import { PROCESS_STEPS } from '@/config/facts'
import type { Guide } from './types'

const diligence = PROCESS_STEPS.find((s) => s.id === 'due-diligence')!

export const DUE_DILIGENCE_CHECKLIST: Guide = {
  slug: 'due-diligence-checklist',
  path: '/resources/due-diligence-checklist',
  title: 'Due-diligence checklist',
  description: 'What investors ask for in due diligence, grouped the way a data room is: corporate, cap table, financials, product and AI, legal and IP, team, customers.',
  lead: 'A tidy data room shortens every step of a round. This is what investors ask for, grouped the way to organise the folders.',
  sections: [
    {
      id: 'corporate',
      title: 'Corporate',
      blocks: [{ type: 'checklist', items: ['Certificate of incorporation and any amendments', 'Bylaws or articles and shareholder agreements', 'Board and shareholder minutes and written consents', 'List of subsidiaries and where each is registered', 'Good-standing certificate from the state or registry'] }],
    },
    {
      id: 'cap-table',
      title: 'Cap table and previous rounds',
      blocks: [{ type: 'checklist', items: ['A fully diluted cap table that ties to the signed documents', 'Every SAFE, convertible note and priced-round agreement', 'Option plan, grants, vesting schedules and board approvals for each grant', 'Founder share purchase agreements with vesting', '409A or other valuation reports, if any'] }],
    },
    {
      id: 'financials',
      title: 'Financials',
      blocks: [
        { type: 'checklist', items: ['Monthly income statement and balance sheet for the last 24 months (or since founding)', 'Bank statements that match the cash in the model', 'The financial model with its assumptions written down', 'Revenue by customer, with contract start dates and terms', 'Burn, runway and the plan for this round’s money'] },
        { type: 'p', text: 'Investors test assumptions, not totals: note where each comes from, and keep the model monthly.' },
      ],
    },
    {
      id: 'product',
      title: 'Product, technology and AI',
      blocks: [
        { type: 'checklist', items: ['Architecture overview and the main technical risks', 'Where training and evaluation data come from, and the rights to use it', 'Which models you use, under which licences and terms of service', 'Your evaluation set, how it is built from real tasks, and results over time', 'How the agent handles uncertainty, approvals and recovery from errors', 'Security practices: access control, secrets, incident history, any audits (e.g. SOC 2 progress)', 'Inference and hosting costs per customer or per task'] },
      ],
    },
    {
      id: 'legal-ip',
      title: 'Legal and intellectual property',
      blocks: [{ type: 'checklist', items: ['IP assignment agreements from every founder, employee and contractor', 'Patents, applications and trademarks', 'Open-source licences used in the product, and how you comply', 'Material contracts: customers, suppliers, partners, leases', 'Privacy policy, data processing agreements and any regulatory filings', 'Any litigation, threatened claims or regulatory correspondence'] }],
    },
    {
      id: 'team',
      title: 'Team',
      blocks: [{ type: 'checklist', items: ['Organisation chart and hiring plan for the round', 'Employment and contractor agreements, with IP and confidentiality clauses', 'Founder backgrounds and references investors may call', 'Compensation and equity for each role'] }],
    },
    {
      id: 'customers',
      title: 'Customers and market',
      blocks: [
        { type: 'checklist', items: ['Customer list with revenue, start date and status', 'Three to five customers who have agreed to take a reference call', 'Pipeline with stage and expected close dates', 'Retention or cohort data and churn reasons', 'Market sizing, built bottom-up'] },
      ],
    },
    {
      id: 'how-we-work',
      title: 'How our due diligence runs',
      blocks: [
        { type: 'p', text: `Our due diligence takes ${diligence.duration}. ${diligence.description} We share what we need up front, so you can prepare once.` },
      ],
    },
  ],
  related: [
    { label: 'Our investment process, step by step', href: '/process' },
    { label: 'Term-sheet basics', href: '/resources/term-sheet-basics' },
    { label: 'Financial model template', href: '/resources/financial-model-template' },
    { label: 'Apply for funding', href: '/apply' },
  ],
}
