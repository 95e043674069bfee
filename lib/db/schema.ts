import { sql } from 'drizzle-orm'
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { FORM_TYPES, type FormType } from '@/lib/forms/types'

export { FORM_TYPES, type FormType }

export type SubmissionMetadata = {
  ip?: string
  userAgent?: string
  referrer?: string
  sessionId?: string
  [key: string]: unknown
}

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formType: text('form_type').$type<FormType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    metadata: jsonb('metadata').$type<SubmissionMetadata>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Makes a double click or a retried request store one row (lib/forms/server/submit.ts). */
    idempotencyKey: text('idempotency_key'),
    /**
     * sha256 of the canonical body stored under idempotencyKey: a repeat with another body is refused (422), so a key
     * cannot take someone else's submission or silently drop an edited one. Null for rows older than the check.
     */
    bodyHash: text('body_hash'),
    /**
     * The human reference shown to the visitor and the team (M3-2026-0042). The database gives it
     * on insert (migration 0010: one sequence, the year of insertion), so every instance agrees and search finds it.
     * At least four digits, more once the sequence passes 9999: lpad(n, 4) alone cuts 10000 to '1000', a reference
     * already given, and every later insert failed on the unique index. Padding to 12 and taking off up to 8 leading
     * zeros keeps both (a DEFAULT may call nextval only once and may hold no subquery).
     */
    reference: text('reference')
      .notNull()
      // to_char, not lpad: lpad cuts 10000 to '1000', so from the 10,000th submission every reference would repeat one
      // already given, and the insert (ON CONFLICT DO NOTHING) would drop the submission while the visitor is told it arrived.
      .default(sql`'M3-' || to_char(now(), 'YYYY') || '-' || to_char(nextval('submission_reference_seq'), 'FM999999999990000')`),
  },
  (t) => [
    uniqueIndex('form_submissions_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('form_submissions_reference_idx').on(t.reference),
    check(
      'form_submissions_form_type_check',
      sql.raw(`form_type in (${FORM_TYPES.map((f) => `'${f}'`).join(', ')})`),
    ),
    index('form_submissions_type_created_idx').on(t.formType, t.createdAt.desc()),
    // The admin dashboard's unfiltered, newest-first pages and the CSV export's keyset walk.
    index('form_submissions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The dashboard's free-text search (submissions-admin.ts: data::text ilike '%term%'): the trigrams of the very
    // expression searched, so a substring of any field of any form type is found without reading every row. The form
    // type beside them (btree_gin) narrows a search of one type inside the index: with the trigrams alone, a rare word
    // in one type read every row of every type holding it (ten times more rows at ten times the submissions).
    index('form_submissions_type_data_trgm_idx').using('gin', t.formType, sql`(${t.data}::text) gin_trgm_ops`),
  ],
)

/**
 * How many form_submissions rows there are per form type, kept as deltas: triggers on form_submissions (migration
 * 0015) add one row (type, +n or -n) per insert or delete statement, so the dashboard sums a few rows instead of
 * counting a million submissions on every visit. Only ever inserted to by the triggers, so concurrent submits never
 * wait on a shared counter row; the reader folds the deltas into one row per type once they pile up
 * (lib/db/queries/submissions-admin.ts countByType).
 */
export const submissionCountDeltas = pgTable('submission_counts', {
  formType: text('form_type').$type<FormType>().notNull(),
  delta: bigint('delta', { mode: 'number' }).notNull(),
})

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').$type<Record<string, unknown>>().notNull().default({}),
    sessionId: text('session_id'),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt)],
)

export type FormSubmission = typeof formSubmissions.$inferSelect
export type NewFormSubmission = typeof formSubmissions.$inferInsert
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert

export const POST_STATUSES = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown; rendered to sanitised HTML by lib/content/markdown.ts. */
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    author: text('author').notNull(),
  },
  (t) => [
    check('blog_posts_status_check', sql`status in ('draft', 'published')`),
    check('blog_posts_slug_check', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('blog_posts_status_published_idx').on(t.status, t.publishedAt.desc()),
  ],
)

export type BlogPost = typeof blogPosts.$inferSelect
export type NewBlogPost = typeof blogPosts.$inferInsert

/**
 * Small named settings the admin changes at run time (the admin password hash, the chat assistant's mode).
 * A row per key; lib/db/queries/settings.ts is its only reader.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type AppSetting = typeof appSettings.$inferSelect

/**
 * One row per issued admin session token (its jti). A token is honoured only while its row exists, is not
 * revoked and has not expired — so logout and a password change take effect on every instance at once.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    jti: text('jti').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
)

export type AdminSessionRow = typeof adminSessions.$inferSelect

/**
 * Failed admin logins per client key (the client's IP). Lives in the database so that every instance sees the
 * same count; rows whose window and block have passed are deleted every few minutes.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    clientKey: text('client_key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_updated_idx').on(t.updatedAt)],
)

export type LoginAttempt = typeof loginAttempts.$inferSelect

export const AUDIT_CATEGORIES = ['auth', 'admin', 'form', 'llm', 'security', 'system'] as const
export const AUDIT_SEVERITIES = ['info', 'warning', 'error', 'critical'] as const
export const AUDIT_OUTCOMES = ['success', 'failure', 'blocked'] as const
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number]
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number]
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number]

/** Audit event. Never holds a password, hash or token (lib/audit/log.ts redacts). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sessionId: text('session_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    url: text('url'),
    action: text('action').notNull(),
    category: text('category').$type<AuditCategory>().notNull(),
    severity: text('severity').$type<AuditSeverity>().notNull().default('info'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    userId: text('user_id'),
    /**
     * Anonymous events (no session: forged cookies, cross-site posts, failed logins) are what a stranger can produce
     * at will, so each client gets one row per action and minute: `aggregate_key` names that bucket (null for an
     * event someone signed in for) and `occurrences` counts the events it stands for.
     */
    aggregateKey: text('aggregate_key'),
    occurrences: integer('occurrences').notNull().default(1),
  },
  (t) => [
    check('audit_events_category_check', sql.raw(`category in (${AUDIT_CATEGORIES.map((c) => `'${c}'`).join(', ')})`)),
    check('audit_events_severity_check', sql.raw(`severity in (${AUDIT_SEVERITIES.map((c) => `'${c}'`).join(', ')})`)),
    check('audit_events_outcome_check', sql.raw(`outcome in (${AUDIT_OUTCOMES.map((c) => `'${c}'`).join(', ')})`)),
    index('audit_events_created_idx').on(t.createdAt.desc()),
    index('audit_events_category_created_idx').on(t.category, t.createdAt.desc()),
    uniqueIndex('audit_events_aggregate_key_idx').on(t.aggregateKey),
    // Pruning removes the oldest anonymous events first.
    index('audit_events_anonymous_created_idx').on(t.createdAt).where(sql`user_id is null`),
  ],
)

export type AuditEvent = typeof auditEvents.$inferSelect
export type NewAuditEvent = typeof auditEvents.$inferInsert

export const CHAT_SESSION_STATUSES = ['active', 'archived'] as const
export type ChatSessionStatus = (typeof CHAT_SESSION_STATUSES)[number]

/**
 * The chat assistant's conversations. Messages and context are the shapes of lib/agents/types.ts,
 * stored as jsonb: they are always read and written whole, never queried inside. lib/db/queries/chat-sessions.ts is
 * the only reader.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().default('anonymous'),
    agentId: text('agent_id'),
    title: text('title').notNull().default(''),
    messages: jsonb('messages').$type<unknown[]>().notNull().default([]),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<ChatSessionStatus>().notNull().default('active'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check('chat_sessions_status_check', sql`status in ('active', 'archived')`),
    // The archiving sweep and the admin counts read by status, then by age.
    index('chat_sessions_status_activity_idx').on(t.status, t.lastActivity),
  ],
)

export type ChatSessionRow = typeof chatSessions.$inferSelect

/**
 * Shared counters of the rate limits and budgets when several instances run on one PostgreSQL: one
 * row per limit, client key and window, counted up by one upsert per check (lib/db/queries/limit-counters.ts). The
 * migration makes the table UNLOGGED: a counter lost in a crash only forgives a minute's requests, and skipping the
 * WAL keeps each check cheap. Windows are epoch milliseconds on the app's clock; rows past `expires_at` are pruned.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key, t.windowStart] })],
)

/**
 * Each instance's in-process view of something every admin page must show whole: the assistant's
 * metrics are written here by each instance every few seconds as one jsonb snapshot and summed when read. A restarted
 * instance gets a new id, so the rows of earlier processes keep their counts.
 */
export const instanceSnapshots = pgTable(
  'instance_snapshots',
  {
    kind: text('kind').notNull(),
    instanceId: text('instance_id').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.instanceId] })],
)

/**
 * A model provider's health verdict and cool-down, shared by every instance: one that sees a
 * provider fail makes the others rest it too. `state` is lib/llm/shared-health.ts's ProviderSharedState.
 */
export const providerHealth = pgTable('provider_health', {
  providerId: text('provider_id').primaryKey(),
  state: jsonb('state').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const JOB_STATUSES = ['pending', 'done', 'failed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/**
 * Durable background work (webhook forwards, periodic clean-ups; e-mail later): a row survives a restart, is
 * claimed by one instance at a time (FOR UPDATE SKIP LOCKED plus a lease), retried with back-off and kept as
 * done or failed for a while so the team can see what happened. lib/db/queries/jobs.ts is the only reader.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** One job per key, whoever enqueues it first: a submission is forwarded once, a day's retention runs once. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, an instance is working on the job; past it, the job is claimable again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql.raw(`status in (${JOB_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    uniqueIndex('jobs_key_idx').on(t.key),
    // The claim's scan: pending jobs that are due, oldest first.
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
    index('jobs_finished_idx').on(t.finishedAt),
  ],
)

export type Job = typeof jobs.$inferSelect

/**
 * The human reference of a submission: M3-<year>-<number>, given by the database on insert from
 * one sequence, so two instances never hand out the same one and a retried insert does not skip a visible number.
 * Kept in its own column of form_submissions (added by migration 0010 with its default and a backfill).
 */
export const SUBMISSION_REFERENCE_PATTERN = /^M3-\d{4}-\d{4,}$/

export const APPLICATION_STATUSES = ['new', 'reviewing', 'diligence', 'term_sheet', 'invested', 'declined', 'withdrawn'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/**
 * Where an application stands in the studio's pipeline: one row per application, created with the
 * submission. `statusTokenHash` is the sha256 of the founder's private status link token (/apply/status/<token>);
 * the token itself is never stored. Notes, assignee and tags are internal and never shown to the founder.
 */
export const applicationPipeline = pgTable(
  'application_pipeline',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('new'),
    /** An admin user id ('admin' for the owner, an admin_users id for a reviewer or an editor), or null for nobody. */
    assigneeId: text('assignee_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    statusTokenHash: text('status_token_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('application_pipeline_status_check', sql.raw(`status in (${APPLICATION_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    uniqueIndex('application_pipeline_token_idx').on(t.statusTokenHash),
    index('application_pipeline_status_idx').on(t.status, t.statusChangedAt),
    index('application_pipeline_assignee_idx').on(t.assigneeId),
  ],
)

/**
 * Applications per pipeline status and assignee, kept as deltas like submission_counts: triggers on
 * application_pipeline (migration 0015) add (status, assignee, +n or -n) per statement that inserts, changes or
 * deletes rows, so the dashboard's pipeline summary and the board's column sizes sum a few rows. An application
 * without a pipeline row (new, nobody's) is the applications' count less these (lib/db/queries/pipeline.ts).
 */
export const pipelineCountDeltas = pgTable('pipeline_counts', {
  status: text('status').$type<ApplicationStatus>().notNull(),
  assigneeId: text('assignee_id'),
  delta: bigint('delta', { mode: 'number' }).notNull(),
})

export type ApplicationPipelineRow = typeof applicationPipeline.$inferSelect

export const APPLICATION_EVENT_KINDS = ['status', 'assignee', 'tags', 'note'] as const
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number]

/**
 * An application's history and notes thread in one table: a status, assignee or tags change records from → to; a
 * note records its markdown body. `authorId` is the admin user who did it.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApplicationEventKind>().notNull(),
    authorId: text('author_id').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('application_events_kind_check', sql.raw(`kind in (${APPLICATION_EVENT_KINDS.map((s) => `'${s}'`).join(', ')})`)),
    index('application_events_submission_idx').on(t.submissionId, t.createdAt),
  ],
)

export type ApplicationEvent = typeof applicationEvents.$inferSelect

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/** 'db': bytes in `content` (PostgreSQL without S3, and decks received before files went to disk); 's3': the bucket; 'disk': DATA_DIR/files. */
export const FILE_STORAGES = ['db', 's3', 'disk'] as const
export type FileStorage = (typeof FILE_STORAGES)[number]

/**
 * A file a visitor uploaded with a submission (the pitch deck). The bytes are in `content` or, with
 * S3_* set, in S3-compatible storage under `objectKey`, or (storage disk) in DATA_DIR/files under `objectKey`. Never served inline nor from a guessable URL: the admin
 * downloads it as an attachment through an authenticated route.
 */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage').$type<FileStorage>().notNull(),
    objectKey: text('object_key'),
    content: bytea('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('submission_files_storage_check', sql`storage in ('db', 's3', 'disk')`),
    index('submission_files_submission_idx').on(t.submissionId),
  ],
)

export type SubmissionFile = typeof submissionFiles.$inferSelect

export const ADMIN_ROLES = ['owner', 'reviewer', 'editor'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]

/**
 * Named admin accounts. The owner of the single-password set-up needs no row (its user id is
 * 'admin' and its hash is ADMIN_PASSWORD_HASH or the stored setting); the reviewers and editors the owner adds live
 * here (what each role may do: lib/auth/permissions.ts). A one-time
 * set-password link is stored as the sha256 of its token with an expiry; disabling an account revokes its sessions.
 */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased; the login name. */
    email: text('email').notNull(),
    role: text('role').$type<AdminRole>().notNull().default('reviewer'),
    passwordHash: text('password_hash'),
    setPasswordTokenHash: text('set_password_token_hash'),
    setPasswordExpiresAt: timestamp('set_password_expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admin_users_role_check', sql`role in ('owner', 'reviewer', 'editor')`),
    uniqueIndex('admin_users_email_idx').on(t.email),
    uniqueIndex('admin_users_set_password_token_idx').on(t.setPasswordTokenHash),
  ],
)

export type AdminUser = typeof adminUsers.$inferSelect

export const NEWSLETTER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterState = (typeof NEWSLETTER_STATES)[number]

/**
 * A newsletter address and its double opt-in state. The sign-up's submission row is kept as
 * before; this row is what counts as subscribed, only once confirmed. The confirm token is stored hashed; the
 * unsubscribe link is signed from the row id, so it needs no column.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    state: text('state').$type<NewsletterState>().notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A pending sign-up not confirmed by then is deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('newsletter_subscribers_state_check', sql`state in ('pending', 'confirmed', 'unsubscribed')`),
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmTokenHash),
    index('newsletter_subscribers_state_idx').on(t.state, t.expiresAt),
  ],
)

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect

export const NEWSLETTER_ISSUE_STATES = ['draft', 'sending', 'sent'] as const
export type NewsletterIssueState = (typeof NEWSLETTER_ISSUE_STATES)[number]

/**
 * A newsletter issue the team composes and sends. Sending enqueues one durable job per confirmed
 * subscriber, keyed by issue and subscriber, so each address gets it exactly once even across restarts.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** Markdown; rendered to sanitised HTML and to plain text for the e-mail. */
    body: text('body').notNull(),
    state: text('state').$type<NewsletterIssueState>().notNull().default('draft'),
    recipients: integer('recipients').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  () => [check('newsletter_issues_state_check', sql`state in ('draft', 'sending', 'sent')`)],
)

export type NewsletterIssue = typeof newsletterIssues.$inferSelect

/**
 * A visitor's thumbs up or down on one assistant message, with what produced the answer so the
 * admin page can rate agents and find the weakest answers. One verdict per message; a second click replaces it.
 */
export const chatFeedback = pgTable(
  'chat_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    agentId: text('agent_id'),
    messageType: text('message_type'),
    modelAnswered: boolean('model_answered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_feedback_rating_check', sql`rating in (-1, 1)`),
    uniqueIndex('chat_feedback_message_idx').on(t.sessionId, t.messageId),
    index('chat_feedback_agent_idx').on(t.agentId, t.createdAt),
  ],
)

export type ChatFeedback = typeof chatFeedback.$inferSelect
