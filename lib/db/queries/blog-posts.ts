import 'server-only'
import { and, asc, desc, eq, gt, lt, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { blogPosts, type BlogPost, type PostStatus } from '../schema'

/** Public = published and not scheduled for later. Drafts never leave this module for a public page. */
const isPublic = (): SQL => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`))!

export type PostSummary = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'tags' | 'author' | 'publishedAt' | 'updatedAt'>

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  tags: blogPosts.tags,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
}

export type PostPage = { posts: PostSummary[]; total: number; page: number; pageCount: number }

export async function listPublishedPosts(
  db: Db,
  { tag, page = 1, pageSize = 9 }: { tag?: string; page?: number; pageSize?: number } = {},
): Promise<PostPage> {
  const where = tag ? and(isPublic(), sql`${tag} = any(${blogPosts.tags})`) : isPublic()
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(where)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount)
  const posts = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
    .limit(pageSize)
    .offset((current - 1) * pageSize)
  return { posts, total, page: current, pageCount }
}

export type PostWithNeighbours = { post: BlogPost; previous: PostSummary | null; next: PostSummary | null }

/** A public post with the older (previous) and newer (next) public posts beside it. */
export async function getPublishedPost(db: Db, slug: string): Promise<PostWithNeighbours | null> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(isPublic(), eq(blogPosts.slug, slug)))
    .limit(1)
  if (!post?.publishedAt) return null
  const [previous] = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublic(), lt(blogPosts.publishedAt, post.publishedAt)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(1)
  const [next] = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublic(), gt(blogPosts.publishedAt, post.publishedAt)))
    .orderBy(asc(blogPosts.publishedAt))
    .limit(1)
  return { post, previous: previous ?? null, next: next ?? null }
}

/** Every tag used by a public post, with its count, most used first. */
export async function listPublicTags(db: Db): Promise<{ tag: string; count: number }[]> {
  const result = await db.execute<{ tag: string; count: number }>(sql`
    select tag, count(*)::int as count
    from ${blogPosts}, unnest(${blogPosts.tags}) as tag
    where ${isPublic()}
    group by tag
    order by count desc, tag asc`)
  return rowsOf(result)
}

/** Slugs and last-modified dates of every public post, for the sitemap. */
export async function listPublicPostUrls(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(blogPosts.publishedAt))
}

export type FeedPost = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'content' | 'tags' | 'author' | 'publishedAt' | 'updatedAt'>

/** The newest public posts with their full text, for the blog's feeds. */
export async function listFeedPosts(db: Db, limit: number): Promise<FeedPost[]> {
  return db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
    .limit(limit)
}

// ─── Admin: every post, whatever its status. Callers check requireAdmin() first. ───

export type AdminPostRow = Pick<BlogPost, 'id' | 'slug' | 'title' | 'status' | 'publishedAt' | 'updatedAt'>

/** Every post, most recently changed first (then newest publish date, drafts without one on top). */
export async function listAllPosts(db: Db): Promise<AdminPostRow[]> {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.updatedAt), sql`${blogPosts.publishedAt} desc nulls first`, asc(blogPosts.slug))
}

// Ids come from URLs; a malformed one would be a database error ('invalid input syntax for type uuid'), not a miss.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isPostId = (id: string): boolean => UUID.test(id)

export async function getPostById(db: Db, id: string): Promise<BlogPost | null> {
  if (!isPostId(id)) return null
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1)
  return post ?? null
}

/** Whether another post (not exceptId) has this slug. */
export async function isSlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const where = exceptId && isPostId(exceptId) ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug)
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(where).limit(1)
  return row !== undefined
}

export type PostWrite = {
  slug: string
  title: string
  excerpt: string
  content: string
  tags: string[]
  status: PostStatus
  publishedAt: Date | null
  author: string
}

/** Thrown when the slug is already used (a race lost after isSlugTaken said it was free): the caller's field error. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`Slug already taken: ${slug}`)
    this.name = 'SlugTakenError'
  }
}

// Both drivers report SQLSTATE 23505; drizzle wraps the driver's error, so the code may sit on a cause.
function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

async function mapSlugConflict<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlugTakenError(slug)
    throw err
  }
}

export async function createPost(db: Db, post: PostWrite): Promise<BlogPost> {
  const [created] = await mapSlugConflict(post.slug, () =>
    db.insert(blogPosts).values({ ...post, updatedAt: sql`now()` }).returning(),
  )
  if (!created) throw new Error('insert returned no row')
  return created
}

/** The updated post and the slug it had before (to revalidate the old URL on a rename), or null for an unknown id. */
export async function updatePost(db: Db, id: string, post: PostWrite): Promise<{ post: BlogPost; previousSlug: string } | null> {
  if (!isPostId(id)) return null
  return mapSlugConflict(post.slug, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id)).for('update')
      if (!before) return null
      const [updated] = await tx
        .update(blogPosts)
        .set({ ...post, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id))
        .returning()
      return updated ? { post: updated, previousSlug: before.slug } : null
    }),
  )
}

/** The deleted post, or null when there was none with this id. */
export async function deletePost(db: Db, id: string): Promise<BlogPost | null> {
  if (!isPostId(id)) return null
  const [deleted] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning()
  return deleted ?? null
}

// node-postgres and PGlite both return { rows } from execute(); the Db type does not say so.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
