import { ABOUT_INTRO, PRINCIPLES, TEAM } from '@/config/content/about'
import { PARTNER_CATEGORIES } from '@/config/content/partners'
import { CHECK_SIZE, FOCUS_AREAS, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { PUBLIC_ROUTES } from '@/config/routes'
import { siteConfig } from '@/lib/site'
import { APPLY_STEPS } from '@/lib/forms/schemas'
import { howToApplyAnswer } from './how-to-apply'
import { answer, ask, contactLinks, go, link, listOf, lowerFirst, type CannedSet } from './shared'

/** Pages worth pointing a lost visitor to: indexed, not the home page, not the legal small print. */
// The site's sections, not every page under them (single tools and guides are reached from /tools and /resources).
const NAVIGABLE = PUBLIC_ROUTES.filter((r) => r.indexed && r.path !== '/' && r.priority >= 0.5 && r.path.lastIndexOf('/') === 0)

export function meta3PrimaryAnswers(): CannedSet {
  const contact = contactLinks()
  const site = siteConfig()
  const mission = PRINCIPLES.find((p) => p.id === 'mission')!

  const topics = [
    howToApplyAnswer('primary-apply'),
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
      `Thanks for reaching out! E-mail ${contact.email}, call ${contact.phone}, or write to us through the [contact form](/contact). We answer every message within two business days.\n\n` +
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
    `I'm the ${site.name} assistant. I can tell you about the studio, what we invest in, how to apply, or where to find things on the site.\n\n` +
      `What are you looking for? You can also reach the team at ${contact.email}.`,
    [link('About the studio', '/about'), link('Apply for funding', '/apply')],
    [ask('What do you invest in?'), go('Apply for funding', '/apply'), go('Contact us', '/contact')],
  )

  return { topics, fallback }
}
