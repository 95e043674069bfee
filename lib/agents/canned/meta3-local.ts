import { answer, ask, contactLinks, go, link, type CannedSet } from './shared'

/**
 * The Local Market Specialist's answers: the shape of each decision, never a country's current fees or deadlines
 * (they change, and a wrong figure costs a founder more than none).
 */
export function meta3LocalAnswers(): CannedSet {
  const contact = contactLinks()
  const research = link('Market research guides', '/resources')
  const team = go('Contact the team', '/contact')

  const topics = [
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
