import type { PageSummary } from './page-summary'

/** Copy for /about and the vision/mission/purpose/approach summary on the home page. */

export type Principle = { id: 'vision' | 'mission' | 'purpose' | 'approach'; name: string; summary: string; detail: string }

export const PRINCIPLES: readonly Principle[] = [
  {
    id: 'vision',
    name: 'Vision',
    summary: 'A world where autonomous AI systems multiply what small, determined teams can build.',
    detail:
      'We believe the next generation of enduring companies will be built by small teams working with fleets of AI agents, and that the biggest opportunities sit where AI meets biology, finance and decentralised infrastructure.',
  },
  {
    id: 'mission',
    name: 'Mission',
    summary: 'To co-build and fund the companies that make agentic AI useful, safe and trusted.',
    detail:
      'We back technical founders early, with capital and with a studio team that writes code, closes customers and prepares the next round alongside them.',
  },
  {
    id: 'purpose',
    name: 'Purpose',
    summary: 'To shorten the distance between a breakthrough and a business that lasts.',
    detail:
      'Research moves faster than ever, yet most breakthroughs never reach customers. We exist to turn frontier technology into products people rely on, and to do it responsibly.',
  },
  {
    id: 'approach',
    name: 'Approach',
    summary: 'Hands-on, evidence-led and founder-first, with every lesson fed back into the studio.',
    detail:
      'We commit a small number of investments each year and go deep on each one. Our engineers, operators and agents work inside portfolio companies, and what we learn becomes shared tooling and playbooks.',
  },
]

export const ABOUT_INTRO = {
  title: 'About the studio',
  lead: 'We are a venture studio and early-stage investor for founders building with agentic AI and convergence technology. We invest capital and put an experienced team to work alongside you.',
}

export const PROCESS_INTRO = {
  title: 'Our investment process',
  lead: 'From application to funds in the bank, the process is predictable and transparent. You always know which step you are in and what comes next.',
}

export const VALUES: readonly { name: string; description: string }[] = [
  { name: 'Clear answers, quickly', description: 'You hear yes or no within two weeks of applying, with the reasons either way.' },
  { name: 'Standard, founder-friendly terms', description: 'No exotic clauses, no hidden fees, no taking control away from founders.' },
  { name: 'Builders, not spectators', description: 'Everyone on our team has shipped products or built companies themselves.' },
  { name: 'Responsible by design', description: 'We expect and help our companies to build AI that is safe, auditable and fair.' },
]

export type TeamMember = { name: string; role: string; bio: string; initials: string }

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Maya Okafor',
    role: 'Founding Partner',
    bio: 'Previously co-founded a machine-learning infrastructure company acquired by a public cloud provider. Leads investments in agentic AI.',
    initials: 'MO',
  },
  {
    name: 'Daniel Reyes',
    role: 'Partner, Convergence',
    bio: 'Fifteen years across computational biology and fintech, including as CTO of a lending platform. Leads bio + AI and fintech + AI.',
    initials: 'DR',
  },
  {
    name: 'Priya Natarajan',
    role: 'Head of Applied AI',
    bio: 'Built and ran production LLM and agent systems at scale. Leads the studio engineers who work inside portfolio companies.',
    initials: 'PN',
  },
  {
    name: 'Tom Lindqvist',
    role: 'Venture Lead, Robotics & Automation',
    bio: 'Former robotics engineer and operations lead at a warehouse automation company. Works with founders from first pilot to fleet.',
    initials: 'TL',
  },
  {
    name: 'Aisha Bello',
    role: 'Head of Platform & Community',
    bio: 'Runs our partner and co-investor network, founder programmes and the playbooks shared across the portfolio.',
    initials: 'AB',
  },
]

export const ABOUT_PAGE = {
  checkSizeLabel: 'Check size',
  stagesLabel: 'Stages',
  principlesTitle: 'What drives us',
  principlesLead: 'Four statements we hold ourselves to, and that founders can hold us to.',
  valuesTitle: 'How we work with founders',
  valuesLead: 'The commitments every founder gets from us, whether or not we invest.',
  teamTitle: 'The team',
  teamLead: 'Investors, engineers and operators who have built companies and shipped AI systems themselves.',
  ctaTitle: 'Let’s build what comes next',
  ctaText: 'If you are building at the frontier of agentic AI or convergence technology, we would like to meet you.',
}

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const ABOUT_SUMMARY = {
  path: '/about',
  title: 'About',
  summary: 'Our vision, mission, purpose and approach, the team behind the studio, and our investment process from first review to closing.',
} as const satisfies PageSummary
