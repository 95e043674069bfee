import { defineAgent } from './define'
import { continuesWith, STUDIO_OVERVIEW_PHRASES } from './signals'

/**
 * Running AI inside a visitor's own walls: a question for the studio's services (agentic AI enablement), not about
 * this chat's data. Boosted, since this agent's priority 10 would lose every tie.
 */
const OWN_INFRASTRUCTURE = [
  'on-premise', 'on-prem', 'on premises', 'self-host', 'self-hosted', 'self-hosting', 'run locally', 'runs locally',
  'locally hosted', 'offline', 'air-gapped', 'inside our network', 'our network', 'our infrastructure', 'own infrastructure',
  'private cloud', 'vpc', 'firewall', 'cloud ai', 'to the cloud', 'local llm', 'local ai', 'open-weight', 'ollama',
] as const

/** Company information, contact, navigation and plain help (SPEC §1: the default agent). */
export const PRIMARY_KEYWORDS = [
  ...OWN_INFRASTRUCTURE,
  'meta3', 'meta3 ventures', 'you guys', 'your company', 'your firm', 'the firm', 'your studio', 'the studio',
  'venture studio', 'who are you', 'what do you do', 'what do you guys do', 'what does meta3 do', 'about you',
  'about yourselves', 'services', 'service', 'offer', 'team', 'founded', 'who founded', 'who runs', 'mission', 'vision',
  'values', 'your story', 'history', 'located', 'location', 'based', 'office', 'offices', 'headquarters', 'hq',
  'address', 'contact', 'contact you', 'get in touch', 'reach you', 'reach out', 'email', 'e-mail', 'phone',
  'phone number', 'call', 'talk to a human', 'speak to a human', 'talk to someone', 'speak with someone',
  'speak to someone', 'help', 'help me', 'need help', 'can you help', 'what can you help',
  'what can you do', 'where is', "where's", 'wheres', 'where are', 'where do i find', 'where can i find', 'calculators', 'link', 'page', 'pages', 'website',
  'navigate', 'menu', 'form', 'blog', 'resources', 'guides', 'partners', 'partner', 'partner with', 'partnership',
  'careers', 'jobs', 'hiring', 'work for you', 'newsletter', 'subscribe', 'events', 'faq', 'agents page',
  'focus', 'focus areas', 'focus on', 'agentic ai', 'sectors', 'story behind', 'behind the name', 'why the name', 'demo day', 'demo days',
  'book a call', 'meet the team', 'partnership', 'open positions', 'open roles', 'job openings', 'vacancies',
  'internship', 'internships', ...STUDIO_OVERVIEW_PHRASES,
] as const

export const meta3Primary = defineAgent({
  id: 'meta3-primary',
  name: 'Studio Assistant',
  description: 'The first point of contact: answers questions about the studio and points visitors to the right place.',
  // Running AI in-house is named as a specialty so it outweighs a stray problem word ("we can't send data to the cloud").
  specialties: ['company information', 'contact', 'navigation', 'help', 'on-premise', 'self-hosted', 'self-host', 'private cloud', 'own infrastructure', 'inside our network', 'cloud ai'],
  tools: [],
  // SPEC §1: 10, the lowest. It wins the company, contact and navigation questions it exists for because the
  // other agents do not claim them (general-conversation steps aside for these topics, support ignores bare 'help').
  priority: 10,
  mentions: ['studio assistant', 'meta3 assistant', 'front desk'],
  boostKeywords: [
    'meta3', 'contact', 'email', 'phone', 'address', 'office', 'located', 'team', 'services', 'mission', "where's",
    'where is', 'where can i find', 'help', 'blog', 'partners', 'partner with', ...OWN_INFRASTRUCTURE,
  ],
  keywords: PRIMARY_KEYWORDS,
  role: 'You are the first point of contact: you answer questions about the studio, help visitors find the right page, and connect them with the team.',
  guidance: [
    'Answer company questions from the facts above; for anything else about the studio, point to /about or /services.',
    'For navigation, give the one page that answers the question as a link.',
    'For contact, give the e-mail and phone above and the /contact form; applications go through /apply.',
    'When a question needs a specialist (investment, markets, legal, finance, marketing), answer in one line and suggest asking about it directly.',
  ],
  // Navigation is this agent's own job: unlike the specialists it does not step aside for it.
  canHandle: (input, topic) => topic.test(input.message) || continuesWith(input, 'meta3-primary'),
})
