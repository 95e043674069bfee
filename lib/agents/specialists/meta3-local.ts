import { answer, ask, contactLinks, go, link, type CannedSet } from '../canned/shared'
import type { RoutingInput } from '../types'
import { marketPrepared } from '../canned/prepared'
import { defineAgent } from './define'
import { PLACE_BUSINESS, places } from './places'
import { belongsElsewhere, continuesWith, isFollowUp } from './signals'

/**
 * The Local Market Specialist: taking a company to a new country, region or city. Word classes, not phrases from any
 * test set: expansion and market entry, setting up abroad, local permits and rules, public programmes, hiring by
 * country, choosing a location and local business culture.
 */
const EXPANSION = [
  'expand', 'expands', 'expanding', 'expansion', 'expand into', 'expand to', 'international expansion', 'go international',
  'going international', 'internationally', 'international markets', 'abroad', 'overseas', 'cross-border', 'cross border',
  'new country', 'another country', 'other countries', 'new countries', 'new city', 'another city', 'new cities',
  'new region', 'new regions', 'market entry', 'enter a new market', 'entering a new market',
  'launch in', 'launching in', 'foreign market', 'foreign markets', 'local market', 'local markets',
  'regional market', 'regional markets', 'regional', 'regionally', 'geographic', 'geographical', 'geography', 'geographies',
] as const
const SETTING_UP = [
  'subsidiary', 'subsidiaries', 'branch office', 'local office', 'open an office', 'opening an office', 'set up an office',
  'setting up an office', 'office abroad', 'second office', 'new office', 'local entity', 'foreign entity', 'local branch',
  'legal presence', 'relocate', 'relocating', 'relocation', 'move the company', 'move our company', 'move our hq',
  'move our headquarters', 'redomicile', 'set up shop', 'register a business in', 'incorporate in', 'incorporating in',
] as const
const LOCAL_RULES = [
  'permit', 'permits', 'zoning', 'zoned', 'business license', 'business licence', 'operating license', 'operating licence',
  'trade license', 'trade licence', 'local license', 'local licence', 'local licensing', 'food license', 'liquor license',
  'health permit', 'building permit', 'planning permission', 'local regulations', 'local regulation', 'local rules',
  'local law', 'local laws', 'local compliance', 'municipal', 'municipality', 'city council', 'city hall', 'county',
  'town hall', 'local authority', 'local authorities', 'council', 'state registration', 'vat registration',
  'licence do i need', 'license do i need', 'need a licence', 'need a license', 'licence to operate', 'license to operate',
  'licence to run', 'license to run', 'licensed in', 'licence in', 'license in',
] as const
const PROGRAMMES = [
  'grant', 'grants', 'government grant', 'government grants', 'government programme', 'government programmes',
  'government program', 'government programs', 'government support', 'public funding', 'public money', 'subsidy',
  'subsidies', 'subsidised', 'subsidized', 'incentive', 'incentives', 'tax credit', 'tax credits', 'tax break',
  'tax breaks', 'r&d tax', 'innovation agency', 'eu funding', 'horizon europe', 'eic', 'sbir', 'innovate uk', 'bpifrance',
  'economic development', 'free zone', 'free trade zone', 'special economic zone', 'enterprise zone', 'local accelerator',
  'regional programme', 'regional program', 'regional programmes', 'regional programs',
] as const
const HIRING = [
  'hiring in', 'hire in', 'hire abroad', 'hiring abroad', 'employer of record', 'eor', 'local hires', 'local hire',
  'local talent', 'talent pool', 'hire locally', 'hiring locally', 'work permit', 'work permits', 'work visa', 'work visas',
  'visa', 'visas', 'startup visa', 'payroll in', 'employment law', 'employment laws', 'labor law', 'labour law',
  'labor laws', 'labour laws', 'contractors abroad', 'remote team in', 
] as const
const LOCATION = [
  'where to set up', 'where should we set up', 'where should i set up', 'where to base', 'where should we base',
  'best city', 'best country', 'best cities', 'best countries', 'which city', 'which country', 'what city', 'what country',
  'choose a location', 'choosing a location', 'pick a location', 'site selection', 'cost of living', 'tech hub',
  'startup hub', 'startup ecosystem', 'ecosystem in', 'local ecosystem', 
] as const
const CULTURE = [
  'business culture', 'local culture', 'cultural', 'culturally', 'culture in', 'etiquette', 'business etiquette',
  'customs', 'local customs', 'negotiation style', 'doing business in', 'do business in', 'language barrier',
  'localize', 'localise', 'localized', 'localised', 'localization', 'localisation', 'local partner', 'local partners',
  'local distributor', 'local distributors', 'regional partner', 'regional partners', 'local bank', 'local banks',
] as const

/** "Is your office in San Francisco?", "are you based in Berlin": the studio's own place, meta3-primary's question. */
const STUDIO_PLACE = /\byou(r)?\b[^.?!]{0,25}\b(office|offices|hq|headquarters|based|located|team)\b/i
const asksAboutStudioPlace = (text: string) => STUDIO_PLACE.test(text)

/**
 * A place makes a message local when a business word goes with it ('we're a Spanish startup, how do we enter the
 * Mexican market?'; not 'how's the weather in Lisbon'), and it is not a follow-up to another agent's answer ('and for
 * the EU?' after a GDPR answer stays legal).
 */
function placeQuestion(input: RoutingInput): boolean {
  if (!places.test(input.message) || !PLACE_BUSINESS.test(input.message)) return false
  return !(isFollowUp(input) && input.lastAgentId && input.lastAgentId !== 'meta3-local')
}

export const LOCAL_KEYWORDS = [...EXPANSION, ...SETTING_UP, ...LOCAL_RULES, ...PROGRAMMES, ...HIRING, ...LOCATION, ...CULTURE] as const

export const meta3Local = defineAgent({
  id: 'meta3-local',
  name: 'Local Market Specialist',
  description: 'Helps founders take a company to a new country, region or city: market entry, local permits and rules, regional programmes, hiring and business culture.',
  specialties: [
    'market entry', 'international expansion', 'local compliance', 'business license', 'permits', 'zoning',
    'government grants', 'employer of record', 'business culture',
  ],
  tools: ['market-data'],
  priority: 74,
  mentions: ['local agent', 'meta3-local', 'local market specialist', 'local specialist', 'local expert', 'local market expert'],
  // Every word class boosts; a place name does not ('market size of edtech in India' stays research).
  boostKeywords: LOCAL_KEYWORDS,
  keywords: LOCAL_KEYWORDS,
  // A place is not a topic of its own for the classifier ('Hola from Madrid!' stays a greeting), only a reason this
  // agent can handle a question.
  canHandle: (input, topic) =>
    !belongsElsewhere(input.message, 'meta3-local') &&
    !asksAboutStudioPlace(input.message) &&
    (topic.test(input.message) || placeQuestion(input) || continuesWith(input, 'meta3-local')),
  role: 'You help founders take a company to a new country, region or city: regional market analysis, market entry, local compliance, permits and zoning, municipal requirements, regional grants and programmes, hiring by country, choosing a location and local business culture.',
  guidance: [
    'Name the few questions that decide the case (where customers are, what the rules require, what it costs to operate there) before any list of options.',
    'Licences, permits, visas and employment rules differ by country and city and change often: give the usual shape of the process, point to the official agency by name, and suggest a local accountant or lawyer before committing.',
    'Never state exact current fees, grant amounts or deadlines as facts; say they change and where to check them.',
    'For market size or growth of an industry, use the market-data tool and say plainly when a region is outside it.',
  ],
  answers: meta3LocalAnswers,
  emergencyLink: { title: 'Founder guides', url: '/resources' },
  clarify: { topic: 'entering a local market', title: 'Founder resources', url: '/resources' },
  profile: {
    order: 9,
    description: 'Helps you take a company to a new country, region or city: market entry, local permits and rules, regional programmes, hiring and business culture.',
    specialties: ['Market entry', 'Local permits and compliance', 'Regional programmes', 'Hiring abroad'],
  },
})

/**
 * The Local Market Specialist's answers: the shape of each decision, never a country's current fees or deadlines
 * (they change, and a wrong figure costs a founder more than none).
 */
function meta3LocalAnswers(): CannedSet {
  const contact = contactLinks()
  const research = link('Market research guides', '/resources')
  const team = go('Contact the team', '/contact')

  // The country answers come first: on a tie they answer for the country asked about rather than in general.
  const topics = [
    ...marketPrepared(),
    answer(
      'local-market-entry',
      ['expand', 'expanding', 'expansion', 'market entry', 'new market', 'new country', 'abroad', 'overseas', 'international', 'internationally', 'go international', 'launch in', 'foreign market', 'local market', 'regional market'],
      `Enter one new market at a time, and test demand before you set anything up.\n\n` +
        `Sell there remotely first: a few paying customers tell you more than a market report. Then check what the rules require (licences, data, tax) and what it costs to operate. ` +
        `Set up an entity only once revenue justifies it. Our [guides](/resources) cover market research.`,
      [research],
      [ask('Do I need a local company to sell there?'), ask('How do I hire in another country?')],
    ),
    answer(
      'local-entity',
      ['subsidiary', 'local entity', 'foreign entity', 'branch office', 'local office', 'open an office', 'office abroad', 'set up an office', 'relocate', 'relocation', 'move our company', 'incorporate in'],
      `You can often sell abroad without a local company; an entity becomes necessary when you hire employees, hold stock or pass a tax threshold there.\n\n` +
        `A subsidiary keeps liability local but adds accounting, tax filings and a bank account to run. A branch is lighter but exposes the parent. ` +
        `A local accountant can tell you which fits, and what it costs, in a short call.`,
      [research],
      [ask('How do I hire in another country?'), team],
    ),
    answer(
      'local-permits',
      ['permit', 'permits', 'zoning', 'business license', 'business licence', 'operating license', 'local license', 'local licence', 'planning permission', 'municipal', 'city council', 'local regulations', 'local rules', 'local compliance', 'county'],
      `Licences and permits depend on the activity and the place. The city or county usually issues business licences and zoning approvals; the state or country regulates specific trades.\n\n` +
        `Start with the municipality's business office, which lists what your activity needs. Allow for weeks, not days, and check fees on the official site: they change.`,
      [link('Founder guides', '/resources')],
      [ask('Are there grants for opening in a new region?'), team],
    ),
    answer(
      'local-programmes',
      ['grant', 'grants', 'government grant', 'government program', 'government programme', 'subsidy', 'subsidies', 'incentive', 'incentives', 'tax credit', 'tax credits', 'public funding', 'economic development', 'free zone', 'innovation agency'],
      `Most countries and many regions fund startups without taking equity. Look for innovation grants, R&D tax credits, regional development programmes and startup visas.\n\n` +
        `Find the national innovation agency and the region's economic development office; both list current calls. Grants take months to pay out, so treat them as a bonus, not runway.`,
      [research, link('Funding calculator', '/tools')],
      [ask('How much runway do we need?'), team],
    ),
    answer(
      'local-hiring',
      ['hiring in', 'hire in', 'hire abroad', 'hiring abroad', 'employer of record', 'eor', 'local hires', 'local talent', 'work permit', 'work visa', 'visa', 'visas', 'employment law', 'labor law', 'labour law', 'payroll in'],
      `To hire in a country where you have no company, use an employer of record: it employs the person for you under local law, for a monthly fee.\n\n` +
        `Contractors are cheaper but risk being treated as employees. Set up your own entity once you have several people there. Work visas and notice rules differ by country: check with a local adviser.`,
      [research],
      [ask('Do I need a local company to sell there?'), team],
    ),
    answer(
      'local-location',
      ['where to set up', 'where to base', 'best city', 'best country', 'which city', 'which country', 'choose a location', 'choosing a location', 'site selection', 'cost of living', 'tech hub', 'startup hub', 'ecosystem'],
      `Choose a location by three things, in this order. First where your customers are, then where you can hire the people you need, then what it costs to operate.\n\n` +
        `Tax incentives and programmes matter less than talent and customers. Visit before you commit, and talk to founders already there.`,
      [research],
      [ask('Are there grants for opening in a new region?'), ask('How do I hire in another country?')],
    ),
    answer(
      'local-culture',
      ['business culture', 'local culture', 'cultural', 'culture', 'etiquette', 'customs', 'negotiation', 'doing business in', 'do business in', 'language', 'localize', 'localise', 'localization', 'localisation', 'local partner', 'local partners', 'distributor'],
      `Business culture changes how fast deals close, who signs and how directly people say no.\n\n` +
        `Localise more than the language: pricing, payment methods and references from local customers. A local partner or early hire who knows the market usually pays for itself.`,
      [research],
      [ask('How do I enter a new market?'), team],
    ),
  ]

  const fallback = answer(
    'local-default',
    [],
    `I help founders take a company to a new country, region or city. Ask me about market entry, local permits and rules, regional programmes, hiring abroad or business culture.\n\n` +
      `Tell me where you want to go and what you sell. For a specific case, e-mail the team at ${contact.email}.`,
    [research, link('Contact the team', '/contact')],
    [ask('How do I enter a new market?'), ask('How do I hire in another country?')],
  )

  return { topics, fallback }
}
