/**
 * Market size and growth per industry. Sizes are in billions of US dollars, growth is the annual rate as a
 * fraction. Visitors and models spell industries many ways, so names are normalised and a few obvious aliases accepted.
 */
import { ToolInputError } from './errors'

export const INDUSTRIES = ['ai', 'fintech', 'healthcare', 'gaming', 'blockchain'] as const
export type Industry = (typeof INDUSTRIES)[number]

export type MarketFigures = { label: string; sizeBillions: number; growth: number }

export const MARKET_DATA: Readonly<Record<Industry, MarketFigures>> = {
  ai: { label: 'AI', sizeBillions: 207, growth: 0.2 },
  fintech: { label: 'Fintech', sizeBillions: 162, growth: 0.16 },
  healthcare: { label: 'Healthcare', sizeBillions: 125, growth: 0.12 },
  gaming: { label: 'Gaming', sizeBillions: 185, growth: 0.09 },
  blockchain: { label: 'Blockchain', sizeBillions: 19, growth: 0.58 },
}

// Keys are normalised (lower case, single spaces, no dots); each industry's own id is matched separately. A Map, not
// an object: the key is visitor text, and a plain object answers 'constructor' with an inherited function.
const ALIASES: ReadonlyMap<string, Industry> = new Map(
  Object.entries({
    'artificial intelligence': 'ai',
    'agentic ai': 'ai',
    'machine learning': 'ai',
    'financial technology': 'fintech',
    'fin tech': 'fintech',
    'financial services': 'fintech',
    'health care': 'healthcare',
    health: 'healthcare',
    healthtech: 'healthcare',
    'health tech': 'healthcare',
    medtech: 'healthcare',
    games: 'gaming',
    game: 'gaming',
    'video games': 'gaming',
    crypto: 'blockchain',
    cryptocurrency: 'blockchain',
    web3: 'blockchain',
  } satisfies Record<string, Industry>),
)

function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim()
}

/** What a visitor typed, made safe to echo in a reply: no markdown, no markup, bounded length. */
function echo(name: string): string {
  return name.replace(/[^\p{L}\p{N} .'-]/gu, '').trim().slice(0, 40) || '(unreadable)'
}

export class UnknownIndustryError extends ToolInputError {
  constructor(readonly industry: string) {
    super('industry', `Unknown industry: ${echo(industry)}. Known industries: ${INDUSTRIES.join(', ')}.`)
    this.name = 'UnknownIndustryError'
  }
}

/** The industry id for a name or alias ('Artificial Intelligence' → 'ai'); throws UnknownIndustryError otherwise. */
export function resolveIndustry(name: unknown): Industry {
  if (typeof name !== 'string' || name.trim() === '') {
    throw new ToolInputError('industry', `industry is required. Known industries: ${INDUSTRIES.join(', ')}.`)
  }
  const key = normalise(name)
  const direct = INDUSTRIES.find((id) => id === key.replace(/ /g, ''))
  const industry = direct ?? ALIASES.get(key)
  if (!industry) throw new UnknownIndustryError(name)
  return industry
}

export type MarketDataResult = MarketFigures & { industry: Industry }

export function marketData(industry: unknown): MarketDataResult {
  const id = resolveIndustry(industry)
  return { industry: id, ...MARKET_DATA[id] }
}
