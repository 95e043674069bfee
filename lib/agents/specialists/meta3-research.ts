import { defineAgent } from './define'

export const RESEARCH_KEYWORDS = [
  'market size', 'market sizing', 'size of the market', 'how big is', 'how large is', 'tam', 'sam', 'som',
  'market research', 'research', 'trend', 'trends', 'trending', 'industry', 'industries', 'industry analysis',
  'market data', 'growth rate', 'cagr', 'market', 'markets', 'customer segments', 'segments',
  'customers for', 'target customers', 'outlook', 'demand', 'adoption', 'statistics', 'stats', 'data on', 'report',
  'growing', 'fintech', 'healthcare', 'gaming', 'blockchain', 'biotech', 'edtech', 'insurtech', 'web3',
  // Sectors, adoption and forecasts.
  'verticals', 'vertical', 'disrupt', 'disrupted', 'disruption', 'reports', 'adopting', 'adopt', 'penetration',
  'projected', 'forecasts', 'bubble', 'hype cycle', 'climate tech', 'cleantech', 'proptech', 'legaltech', 'healthtech',
  'medtech', 'agritech', 'telehealth', 'the space', 'this space', 'overview of', 'landscape of', 'economy',
] as const

export const meta3Research = defineAgent({
  id: 'meta3-research',
  name: 'Market Research Analyst',
  description: 'Sizes markets, maps trends and summarises the landscape for an industry or idea.',
  specialties: ['market sizing', 'market size', 'market research', 'industry trends', 'customer segments', 'industry analysis'],
  tools: ['market-data'],
  priority: 70,
  mentions: ['research agent', 'research analyst', 'market research analyst'],
  boostKeywords: [
    'tam', 'sam', 'som', 'market size', 'market sizing', 'how big is', 'how large is', 'trends', 'trend', 'industry',
    'cagr', 'growth rate', 'market data', 'research', 'segments', 'outlook', 'customers for',
    'verticals', 'disrupt', 'reports', 'adoption', 'adopting', 'projected', 'bubble', 'overview of',
  ],
  keywords: RESEARCH_KEYWORDS,
  role: 'You research markets for founders: market size, growth, trends, industry structure and customer segments.',
  guidance: [
    'Use the market-data tool for size and growth of ai, fintech, healthcare, gaming and blockchain; say plainly when an industry is outside it.',
    'Separate figures from the tool from your own reasoning; never present an estimate as a sourced fact.',
    'For sizing, show the top-down and bottom-up logic (TAM, SAM, SOM) in a few lines.',
    'End with the one or two questions the founder should research next.',
  ],
})
