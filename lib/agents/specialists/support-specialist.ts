import { DECK_MAX_BYTES } from '@/lib/files/deck'
import { PROCESS_STEPS } from '@/config/facts'
import { keywordMatcher } from '@/lib/text/keywords'
import { answer, ask, contactLinks, go, link, type CannedSet } from '../canned/shared'
import { defineAgent } from './define'
import { continuesWith, isNavigation, isSiteProblem, isStudioOverview } from './signals'

/** Problems with the site, an account or an application (help/issue/error/login/api words). */
export const SUPPORT_KEYWORDS = [
  'issue', 'issues', 'error', 'errors', 'login', 'log in', 'logged out', 'sign in', 'signin', 'api', 'bug', 'bugs',
  'broken', 'not working', "doesn't work", 'does not work', "won't", 'wont', "can't", 'cannot', 'cant', 'crash',
  'crashed', 'crashes', 'failed', 'failing', 'fails', 'problem', 'problems', 'trouble', 'password', 'forgot',
  'account', 'locked out', 'lockout', 'application status', 'status of my application', 'status', 'submission',
  'submitted', 'confirmation email', "didn't receive", 'never got', "didn't get", 'upload', 'uploading', "won't load",
  '404', '500', 'glitch', 'stuck', 'tech support', 'technical support', 'technical issue', 'technical problem',
  'technical difficulties', 'support ticket', 'customer support', 'outage', 'disappeared', 'lost', 'timeout',
  'blank page', 'documentation', 'docs', 'button', 'does nothing', 'nothing happens', 'not loading', 'frozen',
  'timing out', 'times out', 'my application', 'did you get my', 'did you receive my', 'heard back', 'hear back',
  "haven't heard", 'slow', 'laggy', 'blank screen', 'white screen', 'expired', 'invalid link',
  // Symptoms, devices and developer words visitors use instead of 'error'.
  'spins', 'spinning', 'forever', 'hangs', 'hanging', 'freezes', 'freezing', 'unresponsive', 'not responding',
  'keeps loading', 'browser', 'chrome', 'safari', 'firefox', 'endpoint', 'endpoints', 'programmatically', 'webhook',
  'webhooks', 'sdk', 'integration', 'integrate', 'rest api', 'json', 'reset email', 'reset link', 'password reset',
  'never received', "haven't received", 'not received', 'wrong file', 'replace my', 'resubmit', 'edit my application',
  'logged out', 'typo', 'broken link', 'dead link', 'redirect', 'redirects', 'captcha',
  'nowhere', 'goes nowhere', 'wrong page', "doesn't open", "won't open", 'not opening', 'dead end', 'by accident',
  'accidentally', 'twice', 'duplicate', 'file size', 'file too big', 'file too large', 'too large',
  'i applied', 'we applied', 'reviewed it', 'anyone reviewed', '404s', "won't let me", "doesn't let me",
] as const

/** Urgency words: on their own they are enough to reach support ("URGENT!!"). */
export const URGENCY_WORDS = ['urgent', 'urgently', 'asap', 'emergency', 'immediately', 'critical'] as const

const urgency = keywordMatcher(URGENCY_WORDS)

export const supportSpecialist = defineAgent({
  id: 'support-specialist',
  name: 'Support Specialist',
  description: 'Helps with questions about an application, the site or an account.',
  specialties: ['application status', 'login', 'troubleshooting', 'account', 'password', 'api'],
  tools: [],
  priority: 85,
  mentions: ['support specialist', 'support team', 'tech support', 'customer support'],
  boostKeywords: [
    'error', 'errors', 'bug', 'broken', 'login', 'log in', 'password', 'api', 'crash', 'not working', 'urgent',
    'urgently', 'asap', 'emergency', 'locked out', 'account', 'submission', 'status of my application', 'application status',
    "won't load", 'glitch', 'confirmation email', 'never got', 'does nothing', 'nothing happens', 'timing out', 'heard back',
    'slow', 'blank screen', 'white screen', 'expired', "didn't receive", "didn't get", 'disappeared',
    'spins', 'spinning', 'forever', 'hangs', 'freezes', 'freezing', 'frozen', 'unresponsive', 'not responding', 'endpoint',
    'endpoints', 'programmatically', 'webhook', 'sdk', 'password reset', 'reset email', 'never received', 'wrong file',
    'logged out', 'broken link', 'crashes', 'goes nowhere', 'nowhere', 'wrong page', 'by accident', 'duplicate',
    'i applied', 'we applied', 'the status', 'reviewed it', 'anyone reviewed', '404s', "won't let me",
  ],
  keywords: SUPPORT_KEYWORDS,
  role: 'You help visitors with problems on the site, their account or the status of an application or message they sent.',
  guidance: [
    'Start with the most likely fix in one or two steps; ask one question if you need the exact error or page.',
    'Applications and messages are answered by the team; for status questions, explain that and offer /contact.',
    'For anything urgent or a problem you cannot solve, give the contact e-mail and phone above.',
    "'help' on its own is not a support problem: answer it by offering the main things you can do.",
  ],
  // 'help' alone is claimed by three agents; a human sends bare "help" to the front desk (meta3-primary) and only
  // "help" with a problem word (error, login, broken…) or an urgency word here, so 'help' is not in the list above.
  // Bare 'support' and 'technical' are not problems either ("what support do founders get", "a technical founder"), and
  // questions about the studio as a whole go to meta3-primary (signals.ts isStudioOverview).
  canHandle: (input, topic) =>
    !isStudioOverview(input.message) &&
    // "link to the process page pls, can't find it" is navigation; "the apply page shows an error" is still ours.
    !(isNavigation(input.message) && !isSiteProblem(input.message)) &&
    (topic.test(input.message) || urgency.test(input.message) || continuesWith(input, 'support-specialist')),
  answers: supportSpecialistAnswers,
  emergencyLink: { title: 'Contact hub', url: '/contact-hub' },
  clarify: { topic: 'a problem with the site', title: 'Help and support', url: '/support' },
  profile: {
    order: 10,
    description: 'Helps with questions about your application, the site or your account.',
    specialties: ['Application status', 'Site help', 'Troubleshooting'],
  },
})

/** How fast the team answers reported site issues (support claims). */
export const SUPPORT_RESPONSE_TIMES = { critical: '24 hours', high: '3–5 days' } as const

const responseTimes = () =>
  `Critical issues (the site is down, a form loses what you typed) get an answer within **${SUPPORT_RESPONSE_TIMES.critical}**; other high-priority issues within **${SUPPORT_RESPONSE_TIMES.high}**.`

/** The deck's size limit as the application form states it. */
const DECK_MAX_MB = DECK_MAX_BYTES / (1024 * 1024)

function supportSpecialistAnswers(): CannedSet {
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
      'support-deck-upload',
      ['upload', 'uploading', 'uploaded', 'deck', 'pdf', 'mb', 'file', 'file size', 'too large', 'too big', 'attach', 'attachment'],
      `A deck uploads when it is a PDF of at most ${DECK_MAX_MB} MB; the form says which of the two a refused file missed. ` +
        `Compress a larger PDF (most PDF tools have a "reduce size" export), or paste a link to the deck in the form instead.\n\n` +
        `If it still fails, try another browser, or e-mail the deck to ${contact.email} with your company's name.`,
      [link('Apply for funding', '/apply'), link('Contact us', '/contact')],
      [go('Apply for funding', '/apply'), ask('How do I report a bug?')],
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
