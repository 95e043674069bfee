import { ABOUT_INTRO, PRINCIPLES, TEAM } from '@/config/content/about'
import { REPLY_TIME } from '@/config/content/contact'
import { PARTNER_CATEGORIES } from '@/config/content/partners'
import { CHECK_SIZE, FOCUS_AREAS, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { PUBLIC_ROUTES } from '@/config/routes'
import { siteConfig } from '@/lib/site'
import { APPLY_STEPS } from '@/lib/forms/definitions/apply'
import { applicationEssentialsAnswer, hearingBackAnswer, howToApplyAnswer } from '../canned/how-to-apply'
import { answer, ask, contactLinks, go, link, listOf, lowerFirst, type CannedSet } from '../canned/shared'
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

/** Company information, contact, navigation and plain help (the default agent). */
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
  // Priority 10, the lowest. It wins the company, contact and navigation questions it exists for because the
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
  answers: meta3PrimaryAnswers,
  emergencyLink: { title: 'About the studio', url: '/about' },
  clarify: { topic: 'the studio itself', title: 'About the studio', url: '/about' },
  profile: {
    order: 1,
    description: 'Your first point of contact: answers questions about the studio and points you to the right place.',
    specialties: ['Company information', 'Navigation', 'Contact and next steps'],
  },
})

/** Pages worth pointing a lost visitor to: indexed, not the home page, not the legal small print. */
// The site's sections, not every page under them (single tools and guides are reached from /tools and /resources).
const NAVIGABLE = PUBLIC_ROUTES.filter((r) => r.indexed && r.path !== '/' && r.priority >= 0.5 && r.path.lastIndexOf('/') === 0)

function meta3PrimaryAnswers(): CannedSet {
  const contact = contactLinks()
  const site = siteConfig()
  const mission = PRINCIPLES.find((p) => p.id === 'mission')!

  const topics = [
    howToApplyAnswer('primary-apply'),
    applicationEssentialsAnswer('primary-essentials'),
    hearingBackAnswer('primary-hearing-back'),
    answer(
      'primary-forms',
      ['form', 'forms', 'application form', 'contact form', "where's the form", 'which form', 'fill in', 'fill out'],
      `The [application form](/apply) takes about ten minutes in ${APPLY_STEPS.length} steps; the [quick application](/apply-new) fits on one page. ` +
        `To write to the team, use the [contact form](/contact), or the [contact hub](/contact-hub) for investors, partners and press.`,
      [link('Apply for funding', '/apply'), link('Contact us', '/contact'), link('Quick application', '/apply-new')],
      [go('Apply for funding', '/apply'), go('Contact form', '/contact'), go('Contact hub', '/contact-hub')],
    ),
    answer(
      'primary-contact',
      ['contact', 'contact you', 'get in touch', 'reach you', 'email', 'e-mail', 'phone', 'call', 'address', 'office', 'where are you', 'located', 'location', 'talk to someone', 'speak to'],
      `Thanks for reaching out! E-mail ${contact.email}, call ${contact.phone}, or write to us through the [contact form](/contact). We answer every message ${REPLY_TIME}.\n\n` +
        `Our office: ${site.addressLine}. Investors, partners and press can pick the right team on the [contact hub](/contact-hub).`,
      [link('Contact us', '/contact'), link('Contact hub', '/contact-hub')],
      [go('Contact form', '/contact'), go('Contact hub', '/contact-hub')],
    ),
    answer(
      'primary-team',
      ['team', 'who runs', 'founders of', 'partners at', 'people', 'staff', 'who works', 'leadership', 'who are the partners', 'team members'],
      `${site.name} is run by investors, engineers and operators who have built companies and shipped AI systems themselves. The team:\n\n` +
        TEAM.map((m) => `- **${m.name}**, ${m.role}.`).join('\n') +
        `\n\nRead their backgrounds on the [about page](/about).`,
      [link('Meet the team', '/about')],
      [ask('What does the studio focus on?'), go('About us', '/about')],
    ),
    answer(
      'primary-focus',
      ['focus', 'focus areas', 'thesis', 'what do you invest in', 'invest', 'investment', 'funding', 'how much', 'sectors', 'agentic ai', 'ai', 'robotics', 'automation', 'convergence', 'bio', 'web3', 'specialise', 'specialize'],
      `We focus on three areas: ${listOf(FOCUS_AREAS.map((a) => a.name))}.\n\n` +
        FOCUS_AREAS.map((a) => `- **${a.name}**: ${a.themes.map(lowerFirst).join('; ')}.`).join('\n') +
        `\n\nWe invest ${CHECK_SIZE.display} from ${lowerFirst(STAGE_RANGE_DISPLAY)}. See [the companies we back](/portfolio) or [our services](/services).`,
      [link('Our portfolio', '/portfolio'), link('Studio services', '/services')],
      [ask('How much do you invest?'), go('Portfolio', '/portfolio')],
    ),
    answer(
      'primary-own-models',
      ['local', 'local model', 'local models', 'on-premise', 'on-prem', 'on premises', 'self-hosted', 'self-host', 'self hosting', 'private cloud', 'open-weight', 'open source model', 'open-source models', 'ollama', 'air-gapped', 'offline', 'own servers', 'own infrastructure', 'our network'],
      `Yes: open-weight models can run on-premise or in a private cloud when data cannot leave a customer's walls.\n\n` +
        `Agents can also route between local and hosted models to balance privacy, cost and latency. The trade-offs are operating the infrastructure, keeping quality up with evaluation sets, and planning capacity. ` +
        `Our applied AI engineers help portfolio companies make these choices, including inference cost optimisation: [agentic AI enablement](/services).`,
      [link('Agentic AI enablement', '/services'), link('Is your agent ready for production?', '/resources')],
      [ask('What happens to my chat messages?'), go('Studio services', '/services')],
    ),
    answer(
      'primary-partners',
      ['partner', 'partners', 'partnership', 'partnerships', 'co-invest', 'co-investment', 'collaborate', 'collaboration', 'corporate', 'sponsor'],
      `We work with five kinds of partners. They are ${listOf(PARTNER_CATEGORIES.map((c) => lowerFirst(c.name)))}.\n\n` +
        `Most partnerships start small and grow. The [partners page](/partners) explains each kind and how to start; send your enquiry through the [contact hub](/contact-hub).`,
      [link('Partner with us', '/partners'), link('Contact hub', '/contact-hub')],
      [go('Partners', '/partners'), go('Contact hub', '/contact-hub')],
    ),
    answer(
      'primary-navigation',
      ['where is', 'where can i find', 'where do i find', 'find', 'navigate', 'navigation', 'page', 'pages', 'link', 'website', 'site map', 'sitemap', 'menu', 'go to', 'show me'],
      `Here is where everything lives:\n\n` +
        NAVIGABLE.map((r) => `- [${r.label}](${r.path}).`).join('\n') +
        `\n\nTell me what you are looking for and I will point you to it.`,
      NAVIGABLE.slice(0, 4).map((r) => link(r.label, r.path)),
      [go('Apply for funding', '/apply'), go('Services', '/services'), go('Contact', '/contact')],
    ),
    answer(
      'primary-about',
      ['about', 'about you', 'about the studio', 'who are you', 'what is meta3', 'company', 'studio', 'venture studio', 'firm', 'mission', 'vision', 'story', 'history', 'values'],
      `${ABOUT_INTRO.lead}\n\n` +
        `Our mission: ${lowerFirst(mission.summary)} We invest ${CHECK_SIZE.display} from ${lowerFirst(STAGE_RANGE_DISPLAY)}. [More about us](/about).`,
      [link('About the studio', '/about'), link('Studio services', '/services')],
      [ask('What does the studio focus on?'), ask('Who is on the team?'), go('About us', '/about')],
    ),
  ]

  const fallback = answer(
    'primary-default',
    [],
    // Written to fit the smallest cap, so a message the assistant could not place is never answered with a cut reply.
    `I'm the ${site.name} assistant: ask me about the studio, what we invest in or how to apply. What are you looking for?`,
    [link('About the studio', '/about'), link('Apply for funding', '/apply')],
    [ask('What do you invest in?'), go('Apply for funding', '/apply'), go('Contact us', '/contact')],
  )

  return { topics, fallback }
}
