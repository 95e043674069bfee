import 'server-only'
import { and, asc, desc, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { blogPosts, type BlogPost } from '../schema'

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

// node-postgres and PGlite both return { rows } from execute(); the Db type does not say so.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
