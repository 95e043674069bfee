import { keywordMatcher } from '@/lib/text/keywords'
import { defineAgent } from './define'
import { continuesWith, isNavigation, isSiteProblem, isStudioOverview } from './signals'

/** Problems with the site, an account or an application (SPEC §5 help/issue/error/login/api words). */
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

/** SPEC §5 urgency words: on their own they are enough to reach support ("URGENT!!"). */
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
})
