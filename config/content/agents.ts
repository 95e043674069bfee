import type { PageSummary } from './page-summary'

/**
 * The copy of /agents. The roster of specialist agents is not here: each agent's public profile lives in its own
 * module (lib/agents/specialists/<id>.ts), and the page reads them as AGENT_ROSTER from lib/agents/specialists.
 */

export const AGENTS_INTRO = {
  eyebrow: 'Coming soon',
  title: 'Agentic AI workflows are coming',
  lead: 'We are building a team of specialist AI agents to help founders research markets, prepare for investment and plan their launch. They are in testing with our studio team today and will open to founders in stages.',
}

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
  /** The list of an agent's specialties, for screen readers. */
  specialtiesLabel: (agent: string) => `${agent} specialties`,
}

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const AGENTS_SUMMARY = {
  path: '/agents',
  title: 'AI Agents',
  summary: 'Agentic AI workflows are coming: meet the specialist agents we are building for founders and request early access or a demo.',
} as const satisfies PageSummary
