import { keywordMatcher } from '@/lib/text/keywords'

/**
 * Places a company expands into: countries, regions and the business cities founders name. A word class for the
 * Local Market Specialist — a place alone does not make a message local ('market size of edtech in India' is
 * research), but with an expansion or set-up word it does. Ambiguous names are left out ('us', 'nice', 'reading',
 * 'turkey', 'chile'), and so is 'delaware', which founders name for incorporation (the legal agent's).
 */
export const PLACE_NAMES = [
  // Regions
  'europe', 'european', 'eu', 'emea', 'apac', 'asia', 'asian', 'southeast asia', 'latam', 'latin america', 'south america',
  'north america', 'middle east', 'mena', 'gcc', 'gulf', 'africa', 'african', 'nordics', 'nordic', 'scandinavia', 'dach', 'benelux',
  'baltics', 'balkans', 'oceania', 'caribbean',
  // Countries
  'uk', 'united kingdom', 'britain', 'england', 'scotland', 'wales', 'ireland', 'usa', 'u.s.', 'united states', 'america',
  'canada', 'mexico', 'brazil', 'argentina', 'colombia', 'peru', 'germany', 'france', 'spain', 'portugal', 'italy',
  'netherlands', 'holland', 'belgium', 'luxembourg', 'switzerland', 'austria', 'poland', 'czechia', 'czech republic',
  'romania', 'bulgaria', 'hungary', 'greece', 'croatia', 'serbia', 'ukraine', 'estonia', 'latvia', 'lithuania', 'sweden',
  'norway', 'denmark', 'finland', 'iceland', 'türkiye', 'israel', 'egypt', 'morocco', 'nigeria', 'kenya', 'ghana',
  'south africa', 'rwanda', 'uae', 'emirates', 'dubai', 'abu dhabi', 'saudi', 'saudi arabia', 'qatar', 'india', 'pakistan',
  'bangladesh', 'sri lanka', 'china', 'hong kong', 'taiwan', 'japan', 'korea', 'south korea', 'singapore', 'malaysia',
  'indonesia', 'thailand', 'vietnam', 'philippines', 'australia', 'new zealand',
  // Business cities
  'london', 'manchester', 'dublin', 'berlin', 'munich', 'hamburg', 'paris', 'lyon', 'madrid', 'barcelona', 'lisbon',
  'porto', 'milan', 'rome', 'amsterdam', 'rotterdam', 'brussels', 'zurich', 'geneva', 'vienna', 'warsaw', 'krakow',
  'prague', 'budapest', 'bucharest', 'athens', 'stockholm', 'oslo', 'copenhagen', 'helsinki', 'tallinn', 'tel aviv',
  'istanbul', 'cairo', 'lagos', 'nairobi', 'cape town', 'johannesburg', 'riyadh', 'doha', 'mumbai', 'bangalore',
  'bengaluru', 'delhi', 'new delhi', 'hyderabad', 'shanghai', 'beijing', 'shenzhen', 'tokyo', 'osaka', 'seoul', 'jakarta',
  'bangkok', 'manila', 'sydney', 'melbourne', 'auckland', 'toronto', 'vancouver', 'montreal', 'new york', 'nyc',
  'san francisco', 'bay area', 'silicon valley', 'los angeles', 'boston', 'chicago', 'seattle', 'austin', 'miami', 'denver',
  'atlanta', 'mexico city', 'são paulo', 'sao paulo', 'buenos aires', 'bogotá', 'bogota', 'santiago', 'lima',
  // US states and provinces founders set up in
  'texas', 'california', 'florida', 'new york state', 'ontario', 'quebec', 'bavaria',
] as const

/** Adjectives of place, as in 'the Mexican market' or 'a Spanish startup'. */
export const PLACE_ADJECTIVES = [
  'american', 'canadian', 'mexican', 'brazilian', 'argentinian', 'colombian', 'british', 'english', 'irish', 'scottish',
  'german', 'french', 'spanish', 'portuguese', 'italian', 'dutch', 'belgian', 'swiss', 'austrian', 'polish', 'czech',
  'romanian', 'greek', 'swedish', 'norwegian', 'danish', 'finnish', 'estonian', 'ukrainian', 'israeli', 'egyptian',
  'nigerian', 'kenyan', 'south african', 'emirati', 'saudi', 'indian', 'pakistani', 'chinese', 'japanese', 'korean',
  'singaporean', 'indonesian', 'vietnamese', 'thai', 'filipino', 'australian', 'kiwi', 'latin american',
] as const

export const places = keywordMatcher([...PLACE_NAMES, ...PLACE_ADJECTIVES])

/** Words that make a place a business question: a company, a market, customers, people or premises there. */
export const PLACE_BUSINESS = keywordMatcher([
  'company', 'companies', 'startup', 'business', 'office', 'offices', 'market', 'markets', 'customers', 'clients', 'sell',
  'selling', 'sales', 'hire', 'hiring', 'hires', 'employees', 'staff', 'team', 'launch', 'launching', 'open', 'opening',
  'operate', 'operating', 'move', 'moving', 'set up', 'setting up', 'register', 'registering', 'entity', 'tax', 'taxes',
  'expand', 'enter', 'entering', 'shop', 'store', 'restaurant', 'warehouse', 'factory', 'lab', 'base', 'headquarters',
  'distribution', 'distributor', 'partners', 'regulations', 'rules', 'requirements', 'bank account',
])
