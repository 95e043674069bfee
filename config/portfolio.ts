import type { Stage } from './facts'

/** Portfolio sectors; the portfolio page filters by these, in this order. */
export const SECTORS = ['Agentic AI', 'Bio + AI', 'Fintech + AI', 'Web3', 'Robotics & Automation'] as const
export type Sector = (typeof SECTORS)[number]

export type PortfolioCompany = {
  name: string
  sector: Sector
  stage: Stage
  /** One line, shown on the card. */
  description: string
  /** The company's own site (reserved .example domains: these companies are illustrative). */
  url: string
  /** Year the studio first invested. */
  since: number
}

export const PORTFOLIO: readonly PortfolioCompany[] = [
  {
    name: 'Relay Agents',
    sector: 'Agentic AI',
    stage: 'Seed',
    description: 'Multi-agent back-office automation that reconciles invoices, contracts and ERP records for mid-market finance teams.',
    url: 'https://relayagents.example',
    since: 2024,
  },
  {
    name: 'Tessellate',
    sector: 'Agentic AI',
    stage: 'Pre-seed',
    description: 'An evaluation and observability layer that replays agent runs, scores tool calls and catches regressions before release.',
    url: 'https://tessellate.example',
    since: 2025,
  },
  {
    name: 'Caseloom',
    sector: 'Agentic AI',
    stage: 'Series A',
    description: 'AI case agents for insurance claims that gather evidence, draft decisions and hand edge cases to human adjusters.',
    url: 'https://caseloom.example',
    since: 2023,
  },
  {
    name: 'Helix Foundry',
    sector: 'Bio + AI',
    stage: 'Seed',
    description: 'Closed-loop protein design: generative models propose candidates and automated wet labs test them overnight.',
    url: 'https://helixfoundry.example',
    since: 2024,
  },
  {
    name: 'Cellwise Diagnostics',
    sector: 'Bio + AI',
    stage: 'Pre-seed',
    description: 'Computer-vision triage for digital pathology slides that flags urgent cases for review within minutes of scanning.',
    url: 'https://cellwise.example',
    since: 2025,
  },
  {
    name: 'Ledgerline',
    sector: 'Fintech + AI',
    stage: 'Seed',
    description: 'Real-time transaction monitoring where AI agents investigate alerts and write audit-ready reports for compliance teams.',
    url: 'https://ledgerline.example',
    since: 2024,
  },
  {
    name: 'Northwind Credit',
    sector: 'Fintech + AI',
    stage: 'Series A',
    description: 'Cash-flow underwriting for small businesses using bank data and explainable models approved by partner lenders.',
    url: 'https://northwindcredit.example',
    since: 2023,
  },
  {
    name: 'Attest Protocol',
    sector: 'Web3',
    stage: 'Pre-seed',
    description: 'Verifiable credentials for AI agents so counterparties can check who an agent acts for before it signs or pays.',
    url: 'https://attestprotocol.example',
    since: 2025,
  },
  {
    name: 'Settle Mesh',
    sector: 'Web3',
    stage: 'Seed',
    description: 'Stablecoin settlement rails that let software agents pay for APIs and data per request, with spending limits built in.',
    url: 'https://settlemesh.example',
    since: 2024,
  },
  {
    name: 'Gantry Robotics',
    sector: 'Robotics & Automation',
    stage: 'Seed',
    description: 'Vision-guided picking arms that learn new warehouse SKUs from a handful of demonstrations instead of weeks of tuning.',
    url: 'https://gantryrobotics.example',
    since: 2024,
  },
  {
    name: 'Benchtop Labs',
    sector: 'Robotics & Automation',
    stage: 'Pre-seed',
    description: 'Scheduling software and low-cost robotic liquid handlers that turn academic labs into around-the-clock automated labs.',
    url: 'https://benchtoplabs.example',
    since: 2025,
  },
]

export function companiesInSector(sector: Sector): PortfolioCompany[] {
  return PORTFOLIO.filter((c) => c.sector === sector)
}

/** A sector as it stands in the portfolio page's address (?sector=bio-ai): 'Robotics & Automation' → 'robotics-automation'. */
export function sectorSlug(sector: Sector): string {
  return sector
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The sector an address names, or undefined for none or one that does not exist (the page then shows every company). */
export function sectorFromSlug(slug: string | undefined): Sector | undefined {
  return SECTORS.find((s) => sectorSlug(s) === slug)
}
