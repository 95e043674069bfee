import { PROCESS_STEPS } from '@/config/facts'
import { answer, ask, contactLinks, go, link, type CannedSet } from './shared'

/** How fast the team answers reported site issues (SPEC §9 support claims). */
export const SUPPORT_RESPONSE_TIMES = { critical: '24 hours', high: '3–5 days' } as const

const responseTimes = () =>
  `Critical issues (the site is down, a form loses what you typed) get an answer within **${SUPPORT_RESPONSE_TIMES.critical}**; other high-priority issues within **${SUPPORT_RESPONSE_TIMES.high}**.`

export function supportSpecialistAnswers(): CannedSet {
  const contact = contactLinks()
  const review = PROCESS_STEPS.find((s) => s.id === 'initial-review')!

  const topics = [
    answer(
      'support-urgent',
      ['urgent', 'urgently', 'emergency', 'asap', 'immediately', 'right now', 'critical', 'call you', 'phone', 'phone number', 'speak to someone', 'talk to a person', 'human'],
      `For anything urgent, call us on ${contact.phone}. You can also e-mail ${contact.email} with "Urgent" in the subject.\n\n` +
        `${responseTimes()} Tell us what happened, when, and the page you were on, and the right person picks it up.`,
      [link('Contact us', '/contact'), link(`Call ${contact.name}`, contact.phoneHref)],
      [go('Contact form', '/contact'), ask('How do I report a bug?')],
    ),
    answer(
      'support-bug-report',
      ['bug', 'bugs', 'bug report', 'report a bug', 'error', 'errors', 'broken', 'crash', 'crashed', 'crashes', 'glitch', 'not loading', "doesn't load", 'page not found', '404', 'not working', "doesn't work", 'failed'],
      `Sorry about that. Please report it through the [contact form](/contact) so it reaches the team that runs the site.\n\n` +
        `Include the page address, what you did, what you expected and what happened instead, plus your browser and device; a screenshot helps. ${responseTimes()}`,
      [link('Report an issue', '/contact')],
      [go('Report an issue', '/contact'), ask('It is urgent')],
    ),
    answer(
      'support-account',
      ['account', 'my account', 'login', 'log in', 'logging in', 'sign in', 'signin', 'sign up', 'signup', 'register', 'password', 'reset password', 'forgot password', 'locked out', 'username', 'profile'],
      `Visitors don't need an account: you can browse, apply for funding, contact us and subscribe to the newsletter without signing in. ` +
        `The only sign-in on this site is for the studio's own administrators.\n\n` +
        `Want to change something you sent us, such as an application? E-mail ${contact.email} from the address you used and we will update it.`,
      [link('Apply for funding', '/apply'), link('Contact us', '/contact')],
      [ask('What happens after I apply?'), go('Contact us', '/contact')],
    ),
    answer(
      'support-application-status',
      ['my application', 'application status', 'status of my application', 'applied', 'submitted', 'heard back', "haven't heard", 'no reply', 'no response', 'follow up on'],
      `A partner reads every application personally, and the initial review takes **${review.duration}** from the day it arrives. You hear yes or no at the end, with the reasons either way.\n\n` +
        `If that time has passed, or you want to add something (new traction, a changed round), e-mail ${contact.email} from the address you applied with.`,
      [link('Our investment process', '/process'), link('Contact us', '/contact')],
      [ask('How long does your process take?'), go('Contact us', '/contact')],
    ),
    answer(
      'support-api',
      ['api', 'apis', 'api key', 'integration', 'integrations', 'integrate', 'developer', 'developers', 'webhook', 'sdk'],
      `The site has one public API: its forms accept JSON at \`POST /api/forms/{type}\`. Applications, contact, newsletter and the other enquiries are documented in the [forms API reference](/docs/api). There are no API keys or other developer integrations.\n\n` +
        `If you are a technology partner interested in working with our portfolio, the [partners page](/partners) explains how, or [contact us](/contact).`,
      [link('Forms API reference', '/docs/api'), link('Partner with us', '/partners')],
      [go('Forms API reference', '/docs/api'), go('Contact us', '/contact')],
    ),
    answer(
      'support-general',
      ['support', 'help', 'problem', 'problems', 'issue', 'issues', 'trouble', 'troubleshoot', 'stuck', 'confused', "can't find", 'cannot find'],
      `I can help with the site, your application or this chat. Tell me what you were trying to do and what happened instead.\n\n` +
        `Most visitors are looking for [how to apply](/apply), [our services](/services) or [a way to reach the team](/contact). ` +
        `If something on the site is broken, report it through the [contact form](/contact). ${responseTimes()}`,
      [link('Help and support', '/support'), link('Contact us', '/contact')],
      [ask('How do I report a bug?'), ask('What happens after I apply?'), go('Help and support', '/support')],
    ),
  ]

  const fallback = answer(
    'support-default',
    [],
    `I'm here to help with anything on the site: applications, forms, links that don't behave, or finding the right person.\n\n` +
      `Describe the problem in a sentence or two, or reach the team directly at ${contact.email} or ${contact.phone}.`,
    [link('Help and support', '/support'), link('Contact us', '/contact')],
    [ask('How do I report a bug?'), ask('It is urgent'), go('Contact us', '/contact')],
  )

  return { topics, fallback }
}
