import path from 'node:path'
import { z } from 'zod'
import { PASSWORD_HASH_PATTERN } from '@/lib/auth/password'
import { PROVIDER_MODULES } from '@/lib/llm/providers'
import { envNames } from '@/lib/llm/providers/module'
import { RETENTION } from '@/config/retention'

/**
 * The one place that reads process.env (docs/ARCHITECTURE.md, Layers and imports).
 * A bad value fails at start with a message that names the variable.
 */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true')

/** A whole number of at least `min`; the message names what is wrong. */
const wholeNumber = (min: number) =>
  z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(min, `must be ${min} or more`)

const MAKE_ACTION_KEY = 'make one with `openssl rand -base64 32`'

/** What Next.js accepts as NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: base64 that decodes (atob) to an AES-GCM key. */
export function isAesKeyBase64(value: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) return false
  return [16, 24, 32].includes(Buffer.from(value, 'base64').length)
}

/** Each language-model provider's variables, named after its module in the registry (lib/llm/providers/index.ts). */
const PROVIDER_ENV = PROVIDER_MODULES.map(envNames)
export const KEYLESS_PROVIDER_KEYS = PROVIDER_ENV.flatMap((n) => (n.refusedKey ? [n.refusedKey] : [])) as LocalKeyVariable[]

function llmProviderVariables() {
  const url = optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional())
  const vars: Record<string, typeof optionalString | typeof url> = {}
  for (const names of PROVIDER_ENV) {
    for (const name of [names.key, names.models, names.refusedKey]) if (name) vars[name] = optionalString
    vars[names.url] = url
  }
  return vars as Record<LlmVariable, typeof optionalString>
}

// The same names as types, so env().GROQ_API_KEY is checked by the compiler.
type ProviderModuleOf = (typeof PROVIDER_MODULES)[number]
type VariablesOf<M> = M extends { id: infer I extends string; catalogue: infer C }
  ? C extends { type: 'cloud' }
    ? (C extends { keyVariable: infer K extends string } ? K : `${Uppercase<I>}_API_KEY`) | `${Uppercase<I>}_BASE_URL` | `${Uppercase<I>}_MODELS`
    : `${Uppercase<I>}_URL` | `${Uppercase<I>}_MODELS` | `${Uppercase<I>}_API_KEY`
  : never
type LocalKeyVariable = ProviderModuleOf extends infer M ? (M extends { id: infer I extends string; catalogue: { type: 'local' } } ? `${Uppercase<I>}_API_KEY` : never) : never
type LlmVariable = VariablesOf<ProviderModuleOf>

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    // The key Next.js encrypts server-action data with and salts the actions' ids with; read by Next.js itself at
    // build and at start. Required with DATABASE_URL, so every instance understands every page's forms.
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optionalString.pipe(
      z.string().refine(isAesKeyBase64, `must be an AES key of 16, 24 or 32 bytes in base64 (${MAKE_ACTION_KEY})`).optional(),
    ),
    // The build's deployment and build id (scripts/lib/deployment-id.mjs reads it at build time); checked here so a
    // bad one is named before the build starts.
    DEPLOYMENT_ID: optionalString.pipe(
      z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, '-' or '_' (it goes into URLs)").optional(),
    ),
    // The admin password as a scrypt hash (`npm run admin:set-password` prints one); overrides the stored one.
    ADMIN_PASSWORD_HASH: optionalString.pipe(
      z
        .string()
        .regex(PASSWORD_HASH_PATTERN, 'must be a hash as printed by `npm run admin:set-password` (scrypt:17:8:1:<salt>:<key>)')
        .optional(),
    ),
    SITE_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://studio.example' })
      .default('http://localhost:3000')
      .transform((v) => v.replace(/\/+$/, '')),
    TRUST_PROXY: z.coerce
      .number({ message: 'must be a whole number of proxy hops' })
      .int('must be a whole number of proxy hops')
      .min(0, 'must be 0 or more')
      .max(10, 'must be at most 10')
      .default(0),
    // Contact details and social links shown on the site; config/site.ts holds the defaults.
    SITE_NAME: optionalString,
    CONTACT_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    CONTACT_PHONE: optionalString,
    CONTACT_ADDRESS: optionalString,
    SOCIAL_LINKEDIN: optionalString.pipe(z.url('must be a URL').optional()),
    SOCIAL_X: optionalString.pipe(z.url('must be a URL').optional()),
    SOCIAL_GITHUB: optionalString.pipe(z.url('must be a URL').optional()),
    // Form submissions a minute per client (0 turns the limit off).
    FORM_RATE_LIMIT: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').default(10),
    // Pitch-deck uploads (POST /apply/submit). Uploads being received at once by this instance; the next is answered
    // 503 with Retry-After, so a burst of large bodies cannot take every request's memory and disk bandwidth.
    UPLOADS_IN_PROGRESS: wholeNumber(1).default(4),
    // Uploads with a deck an hour per client, counted apart from FORM_RATE_LIMIT (0 turns the limit off).
    UPLOAD_RATE_LIMIT: wholeNumber(0).default(6),
    // Seconds a client has to send a whole upload; a client that trickles its body is cut off then (at least 10).
    UPLOAD_DEADLINE_SECONDS: wholeNumber(10).default(120),
    // Megabytes all stored decks may take together; past it new decks are refused (a link still works) and the admin
    // dashboard warns from 80 % of it (0 = no budget).
    DECK_STORAGE_MB: wholeNumber(0).default(5_000),
    // Wrong admin passwords from all clients together in 15 minutes before password checks slow to one a second
    // (lib/auth/global-brake.ts); 0 turns the brake off.
    LOGIN_GLOBAL_FAILURES: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').default(100),
    // Where stored submissions are also POSTed (hosted form services); a failure never fails the visitor.
    FORM_FORWARD_NEWSLETTER_URL: optionalString.pipe(z.url('must be a URL').optional()),
    FORM_FORWARD_APPLY_URL: optionalString.pipe(z.url('must be a URL').optional()),
    FORM_FORWARD_CONTACT_URL: optionalString.pipe(z.url('must be a URL').optional()),
    // The key each forward is signed with (X-Signature: sha256=HMAC-SHA256 of the body), one per URL, so the
    // receiver can tell our POSTs from anyone else's.
    // E-mail: an SMTP server (smtp://user:pass@host:587 or smtps://…:465). Unset: each message is written as an .eml
    // file under DATA_DIR/mail/, listed on /admin/mail, so the whole flow works without a mail server.
    SMTP_URL: optionalString.pipe(z.url('must be a URL').refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://').optional()),
    // The sender of the studio's e-mails (default: the site's name at noreply@ the SITE_URL host).
    MAIL_FROM: optionalString,
    // Where the team is told of each new application and message (default: CONTACT_EMAIL, the studio's address).
    TEAM_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    // Uploaded files (the pitch deck) go to this S3-compatible bucket instead of the database; all five or none.
    S3_ENDPOINT: optionalString.pipe(z.url('must be a URL').refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://').optional()),
    S3_REGION: optionalString,
    S3_BUCKET: optionalString.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)').optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    FORM_FORWARD_NEWSLETTER_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    FORM_FORWARD_APPLY_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    FORM_FORWARD_CONTACT_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    // Delete submissions and analytics older than this many days, once a day (unset: never automatically).
    RETENTION_DAYS: optionalString.pipe(
      z.string().regex(/^\d+$/, 'must be a whole number of days').transform(Number).pipe(z.number().min(1, 'must be at least 1')).optional(),
    ),
    // A daily backup archive is written to this folder (unset: no scheduled backup); the newest BACKUP_KEEP are kept.
    BACKUP_DIR: optionalString,
    BACKUP_KEEP: wholeNumber(1).default(7),
    // Analytics events and chat sessions (with their transcripts) are deleted after this many days, once a day —
    // on by default, as the privacy policy promises (config/retention.ts; the policy quotes these values).
    ANALYTICS_RETENTION_DAYS: wholeNumber(1).default(RETENTION.analyticsDays),
    CHAT_RETENTION_DAYS: wholeNumber(1).default(RETENTION.chatDays),
    // Analytics events stored per minute and per UTC day across all clients (0 turns a limit off).
    ANALYTICS_EVENTS_PER_MINUTE: wholeNumber(0).default(3_000),
    ANALYTICS_EVENTS_PER_DAY: wholeNumber(0).default(200_000),
    // Language-model provider calls per minute and per UTC day across all visitors; past them the assistant answers
    // from its canned answers (0 turns a limit off).
    LLM_CALLS_PER_MINUTE: wholeNumber(0).default(60),
    LLM_CALLS_PER_DAY: wholeNumber(0).default(2_000),
    // How long an instance may work on a claimed background job (a webhook, an e-mail) before another instance takes
    // it over: an instance that dies holds its jobs this long. Longer than any one job takes (a send gives up at 20 s).
    JOB_LEASE_SECONDS: wholeNumber(30).default(300),
    // How long a founder's status e-mail waits before it goes, so the team can undo a mis-click (0 sends at once).
    STATUS_MAIL_DELAY_SECONDS: wholeNumber(0).default(300),
    // Language-model providers. Keys and URLs stay on the server; a cloud provider counts as configured
    // once its key is set, a local one once its URL is set. `<ID>_BASE_URL` points a cloud provider at a gateway.
    ...llmProviderVariables(),
    // Abandon a provider call after this many milliseconds and try the next one.
    LLM_TIMEOUT_MS: z.coerce.number({ message: 'must be a whole number of milliseconds' }).int('must be a whole number of milliseconds').min(100, 'must be at least 100').max(600_000, 'must be at most 600000').default(30_000),
    // The built-in keyword agent that answers when no model does (0 turns it off: the first error is then raised).
    // Chat messages per client IP per minute (POST /api/chat); 0 turns the limit off (the bench does).
    CHAT_RATE_LIMIT: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').default(20),
    /**
     * The chat assistant's mode when the admin has not chosen one on /admin/settings (the admin's choice wins: it is
     * the later, explicit decision). Unset → 'coming-soon', the production default.
     */
    CHAT_MODE: z.enum(['coming-soon', 'live'], { message: "must be 'coming-soon' or 'live'" }).optional(),
    LLM_FALLBACK_AGENT: z.enum(['0', '1', 'true', 'false', '']).optional().transform((v) => v === undefined || v === '' || v === '1' || v === 'true'),
    // The least severe log lines written (lib/log): fatal, error, warn, info, debug, trace or silent. Unset: info.
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be one of fatal, error, warn, info, debug, trace, silent' }).optional(),
    // Turns GET /api/metrics on (Prometheus text format), for a scraper that sends `Authorization: Bearer <token>`.
    // Unset: the route answers 404 and requests are not measured at all.
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 24`)').optional()),
    // Serves the /error-preview page used by the browser tests of the error screen; off in real deployments.
    ENABLE_TEST_ROUTES: flag,
    NEXT_PHASE: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    for (const name of KEYLESS_PROVIDER_KEYS) {
      if (env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must not be set: only providers that need an API key may have one (this one is a local server reached by its URL)',
        })
      }
    }
    if (env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'is required when DATABASE_URL is set: every instance sharing the database must sign sessions with the same secret (at least 32 characters, e.g. `openssl rand -base64 48`)',
      })
    }
    const s3Missing = S3_VARIABLES.filter((name) => !env[name])
    if (s3Missing.length > 0 && s3Missing.length < S3_VARIABLES.length) {
      for (const name of s3Missing) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is required when any of ${S3_VARIABLES.join(', ')} is set (all five or none)` })
      }
    }
    if (env.DATABASE_URL && !env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY'],
        message: `is required when DATABASE_URL is set: every instance must build and serve with the same key, or a form sent to another instance than the one that rendered it is refused (${MAKE_ACTION_KEY})`,
      })
    }
  })

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

export type Env = z.infer<typeof schema> & { dataDir: string }

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/** Parses an environment object; exported for tests, the app uses env(). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`))
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) }
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** True while `next build` prerenders pages: no database is opened then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}
