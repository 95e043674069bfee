/**
 * What never reaches a log line. Keys holding personal data or secrets are replaced wherever they sit in a logged
 * object, at its top or one level down (`{ submission: { email } }`), and request headers carrying credentials too.
 * An Error's message is logged as text (errorMessage), not as an object, so `message` here is always a visitor's.
 */
const SENSITIVE_KEYS = [
  'email',
  'emails',
  'to',
  'cc',
  'bcc',
  'replyTo',
  'message',
  'body',
  'text',
  'html',
  'content',
  'transcript',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'secret',
  'password',
  'passwordHash',
  'cookie',
  'cookies',
  'authorization',
  '"set-cookie"',
]

const HEADER_KEYS = ['cookie', 'authorization', '"set-cookie"', '"x-api-key"']

const path = (prefix: string, key: string) => (key.startsWith('"') ? `${prefix}[${key}]` : `${prefix}.${key}`)

export const REDACTED_PATHS = [
  ...SENSITIVE_KEYS.map((key) => (key.startsWith('"') ? `[${key}]` : key)),
  ...SENSITIVE_KEYS.map((key) => path('*', key)),
  ...HEADER_KEYS.flatMap((key) => [path('headers', key), path('*.headers', key)]),
]

export const CENSOR = '[redacted]'

// Something@something.tld, as it appears inside free text; the address as a whole goes, so no part of it is left to
// match against a list of visitors.
const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g

/** `text` with every e-mail-shaped string replaced (error messages quote addresses: "Key (email)=(…) exists"). */
export function maskEmails(text: string): string {
  return text.includes('@') ? text.replace(EMAIL_IN_TEXT, '[e-mail]') : text
}
