import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
    /** Makes a double click or a retried request store one row (lib/forms/submit.ts). */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('form_submissions_idempotency_key_idx').on(t.idempotencyKey),
    check(
      'form_submissions_form_type_check',
      sql.raw(`form_type in (${FORM_TYPES.map((f) => `'${f}'`).join(', ')})`),
    ),
    index('form_submissions_type_created_idx').on(t.formType, t.createdAt.desc()),
  ],
)

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
