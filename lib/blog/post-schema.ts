import { z } from 'zod'
import type { PostStatus } from '@/lib/db/schema'
import { RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slug'

/**
 * The blog editor's input, as the form posts it: every value a string. Client-safe, so the editor
 * and the server share the limits and the messages. Publish dates are typed and shown in UTC: the form must mean
 * the same instant with and without JavaScript, and the public pages print dates in UTC too.
 */

export const POST_LIMITS = {
  title: 200,
  excerpt: 300,
  /** Bytes of UTF-8, not characters: what the database and the renderer actually carry. */
  contentBytes: 100_000,
  tags: 10,
  tagLength: 64,
  author: 100,
} as const

// The schema module's list, restated: importing it would pull drizzle into the editor's client bundle.
export const POST_STATUSES = ['draft', 'published'] as const satisfies readonly PostStatus[]

export const POST_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `Keep the title to ${POST_LIMITS.title} characters or fewer.`,
  slugInvalid: 'Use lowercase letters a–z, digits and single hyphens, e.g. our-first-post.',
  slugTooLong: `Keep the slug to ${SLUG_MAX_LENGTH} characters or fewer.`,
  slugReserved: 'This slug is reserved for the admin area. Choose another one.',
  slugTaken: 'Another post already uses this slug. Choose another one.',
  slugUnderivable: 'The title has no letters a–z or digits to make a slug from. Enter a slug.',
  excerptTooLong: `Keep the excerpt to ${POST_LIMITS.excerpt} characters or fewer.`,
  contentRequired: 'Write the content of the post.',
  contentTooLong: 'The content is too long: 100 kB at most.',
  tooManyTags: `Use at most ${POST_LIMITS.tags} tags.`,
  tagInvalid: 'Each tag needs a letter a–z or a digit.',
  statusInvalid: 'Choose draft or published.',
  dateInvalid: 'Enter a date and time, e.g. 2026-03-01T09:00 (UTC).',
  authorTooLong: `Keep the author to ${POST_LIMITS.author} characters or fewer.`,
} as const

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length

/** 'AI, Fintech , ai,  Série A' → ['ai', 'fintech', 'serie-a']: stored as slugs so they can sit in /blog?tag=… */
export function parseTags(raw: string): string[] | null {
  const tags = raw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => slugify(t, POST_LIMITS.tagLength))
  if (tags.some((t) => t === '')) return null
  return [...new Set(tags)]
}

// A datetime-local value ('2026-03-01T09:00', seconds optional), read as UTC.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

export function parseUtcDateTime(value: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number]
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
  // Date.UTC rolls 2026-02-31 over into March; a date that does not round-trip did not exist.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null
  return date
}

/** The value a datetime-local field shows for a stored instant (UTC, to the minute). */
export function toUtcDateTimeValue(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 16) : ''
}

const text = (max: number, message: string) => z.string().trim().max(max, message)

export const postFormSchema = z
  .object({
    title: z.string().trim().min(1, POST_MESSAGES.titleRequired).max(POST_LIMITS.title, POST_MESSAGES.titleTooLong),
    // 'auto': the slug follows the title (the editor's default until the slug is edited, and the no-JS default when
    // the slug field is left empty); 'manual': the slug as typed, which must be valid and free.
    slugMode: z.enum(['auto', 'manual']).catch('manual'),
    slug: z.string().trim().toLowerCase().default(''),
    excerpt: text(POST_LIMITS.excerpt, POST_MESSAGES.excerptTooLong).default(''),
    content: z
      .string()
      .refine((s) => s.trim().length > 0, POST_MESSAGES.contentRequired)
      .refine((s) => utf8Bytes(s) <= POST_LIMITS.contentBytes, POST_MESSAGES.contentTooLong),
    tags: z
      .string()
      .default('')
      .transform((raw, ctx) => {
        const tags = parseTags(raw)
        if (!tags) ctx.addIssue({ code: 'custom', message: POST_MESSAGES.tagInvalid })
        else if (tags.length > POST_LIMITS.tags) ctx.addIssue({ code: 'custom', message: POST_MESSAGES.tooManyTags })
        return tags ?? []
      }),
    status: z.enum(POST_STATUSES, POST_MESSAGES.statusInvalid),
    publishedAt: z
      .string()
      .trim()
      .default('')
      .transform((raw, ctx) => {
        if (!raw) return null
        const date = parseUtcDateTime(raw)
        if (!date) ctx.addIssue({ code: 'custom', message: POST_MESSAGES.dateInvalid })
        return date
      }),
    author: text(POST_LIMITS.author, POST_MESSAGES.authorTooLong).default(''),
  })
  .transform((input, ctx) => {
    let slug = input.slug
    const auto = input.slugMode === 'auto' || slug === ''
    if (auto) {
      slug = slugify(input.title)
      if (!slug && input.title) ctx.addIssue({ code: 'custom', path: ['slug'], message: POST_MESSAGES.slugUnderivable })
    } else if (slug.length > SLUG_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: POST_MESSAGES.slugTooLong })
    } else if (!SLUG_PATTERN.test(slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: POST_MESSAGES.slugInvalid })
    } else if (RESERVED_SLUGS.has(slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: POST_MESSAGES.slugReserved })
    }
    return { ...input, slug, slugMode: auto ? ('auto' as const) : ('manual' as const) }
  })

export const POST_FIELDS = ['title', 'slugMode', 'slug', 'excerpt', 'content', 'tags', 'status', 'publishedAt', 'author'] as const

export type PostFormInput = z.output<typeof postFormSchema>
export type PostSchemaErrors = Partial<Record<keyof z.input<typeof postFormSchema> | 'form', string>>

export type PostFormParse = { ok: true; data: PostFormInput } | { ok: false; fieldErrors: PostSchemaErrors }

/** First message per field, keyed by the form field's name. */
export function parsePostForm(values: Record<string, unknown>): PostFormParse {
  // A field the form did not send (or sent twice) counts as empty: the messages then name what is missing.
  const strings = Object.fromEntries(POST_FIELDS.map((k) => [k, typeof values[k] === 'string' ? values[k] : '']))
  const result = postFormSchema.safeParse(strings)
  if (result.success) return { ok: true, data: result.data }
  const fieldErrors: PostSchemaErrors = {}
  for (const issue of result.error.issues) {
    const key = (typeof issue.path[0] === 'string' ? issue.path[0] : 'form') as keyof PostSchemaErrors
    fieldErrors[key] ??= issue.message
  }
  return { ok: false, fieldErrors }
}

/**
 * When the post goes live: the date given, or now when it is published without one. A future date schedules it
 * (public readers show a post only once published_at ≤ now). A draft keeps the date it was given, if any.
 */
export function resolvePublishedAt(input: Pick<PostFormInput, 'status' | 'publishedAt'>, now: Date): Date | null {
  if (input.publishedAt) return input.publishedAt
  return input.status === 'published' ? now : null
}
