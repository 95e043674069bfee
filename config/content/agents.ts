/**
 * The roster of specialist agents as shown to visitors (SPEC §1). Display data only: ids, priorities and routing
 * rules live with the agents themselves (lib/agents).
 */

export type AgentProfile = { name: string; description: string; specialties: readonly string[] }

export const AGENTS_INTRO = {
  eyebrow: 'Coming soon',
  title: 'Agentic AI workflows are coming',
  lead: 'We are building a team of specialist AI agents to help founders research markets, prepare for investment and plan their launch. They are in testing with our studio team today and will open to founders in stages.',
}

export const AGENT_ROSTER: readonly AgentProfile[] = [
  {
    name: 'Studio Assistant',
    description: 'Your first point of contact: answers questions about the studio and points you to the right place.',
    specialties: ['Company information', 'Navigation', 'Contact and next steps'],
  },
  {
    name: 'Investment Specialist',
    description: 'Explains our investment criteria and process and helps you judge whether you are ready to apply.',
    specialties: ['Investment criteria', 'Funding process', 'Valuation', 'Due diligence'],
  },
  {
    name: 'Market Research Analyst',
    description: 'Sizes markets, maps trends and summarises the landscape for an industry or idea.',
    specialties: ['Market sizing', 'Industry trends', 'Customer segments'],
  },
  {
    name: 'Competitive Intelligence',
    description: 'Maps competitors and alternatives and helps you sharpen your positioning.',
    specialties: ['Competitor analysis', 'SWOT', 'Positioning'],
  },
  {
    name: 'Venture Launch Builder',
    description: 'Turns an idea into a plan: business model, MVP scope and the first market tests.',
    specialties: ['Business plans', 'MVP scoping', 'Market validation'],
  },
  {
    name: 'Financial Analyst',
    description: 'Works through financial models, unit economics, runway and fundraising scenarios with you.',
    specialties: ['Financial modelling', 'Unit economics', 'Cash flow', 'Fundraising'],
  },
  {
    name: 'Marketing Strategist',
    description: 'Helps plan growth: brand, content, campaigns and customer acquisition.',
    specialties: ['Growth', 'Acquisition', 'Brand', 'Content and campaigns'],
  },
  {
    name: 'Legal Guide',
    description: 'Explains common early-stage legal topics in plain English, such as term sheets and incorporation. Not legal advice.',
    specialties: ['Term sheets', 'Incorporation', 'Founder agreements'],
  },
  {
    name: 'Local Market Specialist',
    description: 'Helps you take a company to a new country, region or city: market entry, local permits and rules, regional programmes, hiring and business culture.',
    specialties: ['Market entry', 'Local permits and compliance', 'Regional programmes', 'Hiring abroad'],
  },
  {
    name: 'Support Specialist',
    description: 'Helps with questions about your application, the site or your account.',
    specialties: ['Application status', 'Site help', 'Troubleshooting'],
  },
  {
    name: 'General Conversation',
    description: 'Handles quick questions and greetings and hands anything specialised to the right agent.',
    specialties: ['Quick answers', 'Greetings', 'Hand-offs'],
  },
]

export const EARLY_ACCESS = {
  id: 'early-access',
  title: 'Request early access',
  text: 'Tell us who you are and what you would like the agents to help with, and we will add you to the first group of testers.',
  mailSubject: 'Early access to AI agents',
}

export const DEMO = {
  id: 'demo',
  title: 'Book a demo',
  text: 'Investors, partners and founders who would like a walkthrough of the agents: pick a date and we will arrange a session with our applied AI team.',
  mailSubject: 'AI agents demo request',
}

export const AGENTS_PAGE = {
  rosterTitle: 'Meet the specialist agents',
  rosterLead: 'Each agent is focused on one area of building a company and hands questions it cannot answer to the right colleague, or to a person on our team.',
  placeholderBadge: 'Private preview',
}
