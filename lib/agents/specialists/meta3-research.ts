import { FOCUS_AREAS } from '@/config/facts'
import { MARKET_DATA } from '@/lib/tools/market-data'
import { answer, ask, go, link, listOf, lowerFirst, type CannedSet } from '../canned/shared'
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
  answers: meta3ResearchAnswers,
  emergencyLink: { title: 'Founder guides', url: '/resources' },
  clarify: { topic: 'market research', title: 'Founder resources', url: '/resources' },
  profile: {
    order: 3,
    description: 'Sizes markets, maps trends and summarises the landscape for an industry or idea.',
    specialties: ['Market sizing', 'Industry trends', 'Customer segments'],
  },
})

/**
 * Illustrative market estimates (market data, the same figures the market-data tool serves). Quoted to
 * visitors as rough context, never as the studio's own research.
 */
export const ILLUSTRATIVE_MARKETS = Object.values(MARKET_DATA).map((m) => ({ name: m.label, sizeB: m.sizeBillions, growth: m.growth }))

export const marketLine = (m: (typeof ILLUSTRATIVE_MARKETS)[number]) => `${m.name}: about $${m.sizeB}B, growing ~${Math.round(m.growth * 100)}% a year`

const market = (name: string) => ILLUSTRATIVE_MARKETS.find((m) => m.name === name)!

function meta3ResearchAnswers(): CannedSet {
  const fastest = [...ILLUSTRATIVE_MARKETS].sort((a, b) => b.growth - a.growth)[0]!
  const themes = FOCUS_AREAS.flatMap((a) => a.themes.slice(0, 1)).map(lowerFirst)

  const topics = [
    answer(
      'research-market-sizing',
      ['market size', 'market sizing', 'size the market', 'size my market', 'how big', 'tam', 'sam', 'som', 'addressable market', 'bottom-up', 'top-down', 'market opportunity'],
      `Size your market bottom-up: the number of customers who have the problem × what each would pay per year. Investors can check that number; a top-down percentage of a giant market they cannot.\n\n` +
        `- **TAM**: everyone who could use the product.\n- **SAM**: the part your product and channels can serve today.\n- **SOM**: what you can realistically win in the next few years.\n\n` +
        `Use industry totals only as a sanity check (illustrative: ${marketLine(market('AI'))}).`,
      [link('Founder guides', '/resources'), link('What we look for', '/apply')],
      [ask('What are the biggest trends in AI?'), ask('Which industries are growing fastest?')],
    ),
    answer(
      'research-competitive-landscape',
      ['competitive landscape', 'landscape', 'market map', 'market landscape', 'key players', 'players', 'market leaders', 'who are the leaders', 'ecosystem'],
      `A useful landscape groups players by the customer they serve and how they deliver. Typical groups are incumbents adding AI features, horizontal platforms, vertical specialists and in-house builds.\n\n` +
        `Mark where budgets already flow and where customers are underserved; the white space is usually a vertical workflow that horizontal tools handle badly. ` +
        `Note each player's funding stage and distribution, because those decide who can move fastest.\n\n` +
        `For a head-to-head view of your direct competitors, ask about competitor analysis or a SWOT.`,
      [link('Founder guides', '/resources'), link('Our blog', '/blog')],
      [ask('How do I analyse my competitors?'), ask('How big is my market?')],
    ),
    answer(
      'research-trends',
      ['trend', 'trends', 'trending', 'future', 'outlook', 'emerging', "what's next", 'forecast', 'predictions', 'where is the market going'],
      `The shifts we track most closely: ${listOf(themes)}.\n\n` +
        `The common thread is agents moving from demos to production, where evaluation, guardrails and cost decide who wins. ` +
        `Growth is fastest where AI meets another shift: on illustrative estimates, ${fastest.name.toLowerCase()} grows ~${Math.round(fastest.growth * 100)}% a year from a small base, against ~${Math.round(market('AI').growth * 100)}% for AI overall.\n\n` +
        `Read [our thesis](/about) and the latest thinking on [our blog](/blog).`,
      [link('Our blog', '/blog'), link('About the studio', '/about')],
      [ask('Which industries are growing fastest?'), ask('How big is my market?')],
    ),
    answer(
      'research-industry',
      ['industry', 'industries', 'sector', 'sectors', 'market data', 'fintech', 'healthcare', 'health', 'gaming', 'blockchain', 'crypto', 'ai market', 'growth rate', 'growing fastest'],
      `Illustrative market estimates, useful as context rather than as a forecast:\n\n` +
        ILLUSTRATIVE_MARKETS.map((m) => `- ${marketLine(m)}.`).join('\n') +
        `\n\nFor a pitch, pair a figure like these with your own bottom-up count of customers and price. ` +
        `We invest where these markets meet AI: ${listOf(FOCUS_AREAS.map((a) => lowerFirst(a.name)))}. [See the companies we back](/portfolio).`,
      [link('Our portfolio', '/portfolio'), link('About the studio', '/about')],
      [ask('How big is my market?'), ask('What are the biggest trends in AI?')],
    ),
  ]

  const fallback = answer(
    'research-default',
    [],
    `I research markets for founders: sizing a market bottom-up, mapping the landscape, spotting trends and putting figures in context.\n\n` +
      `Tell me the industry and the customer you have in mind, or pick a question below. For our own investment focus, see [about the studio](/about).`,
    [link('About the studio', '/about'), link('Founder guides', '/resources')],
    [ask('How big is my market?'), ask('What are the biggest trends in AI?'), go('Our portfolio', '/portfolio')],
  )

  return { topics, fallback }
}
