import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { blogPosts } from '../schema'
import { getPublishedPost, listPublicPostUrls, listPublicTags, listPublishedPosts } from './blog-posts'

const SEEDED = ['from-first-call-to-term-sheet', 'convergence-bio-fintech-web3-meet-ai', 'what-we-look-for-in-agentic-ai-startups']

describeEachDb('blog post queries', ({ handle }) => {
  beforeAll(async () => {
    await handle().db.insert(blogPosts).values([
      { slug: 'secret-draft', title: 'Draft', content: 'x', author: 'A', status: 'draft', publishedAt: new Date('2026-01-01') },
      { slug: 'scheduled', title: 'Later', content: 'x', author: 'A', status: 'published', publishedAt: new Date('2999-01-01') },
    ])
  })

  it('seeds three published posts, newest first, and never lists drafts or scheduled posts', async () => {
    const page = await listPublishedPosts(handle().db)
    expect(page.posts.map((p) => p.slug)).toEqual(SEEDED)
    expect(page.total).toBe(3)
    expect(page.pageCount).toBe(1)
  })

  it('paginates and clamps the page number', async () => {
    const second = await listPublishedPosts(handle().db, { page: 2, pageSize: 2 })
    expect(second.posts.map((p) => p.slug)).toEqual([SEEDED[2]])
    expect(second.pageCount).toBe(2)
    const beyond = await listPublishedPosts(handle().db, { page: 99, pageSize: 2 })
    expect(beyond.page).toBe(2)
    const below = await listPublishedPosts(handle().db, { page: -3, pageSize: 2 })
    expect(below.page).toBe(1)
  })

  it('filters by tag, and an unused tag gives an empty page', async () => {
    const founders = await listPublishedPosts(handle().db, { tag: 'founders' })
    expect(founders.posts.map((p) => p.slug)).toEqual([SEEDED[0], SEEDED[2]])
    const none = await listPublishedPosts(handle().db, { tag: 'no-such-tag' })
    expect(none).toMatchObject({ posts: [], total: 0, page: 1, pageCount: 1 })
  })

  it('finds a public post with its older and newer neighbours', async () => {
    const middle = await getPublishedPost(handle().db, SEEDED[1]!)
    expect(middle?.post.title).toBe('Convergence: where bio, fintech and web3 meet AI')
    expect(middle?.previous?.slug).toBe(SEEDED[2])
    expect(middle?.next?.slug).toBe(SEEDED[0])
    const newest = await getPublishedPost(handle().db, SEEDED[0]!)
    expect(newest?.next).toBeNull()
  })

  it('does not return drafts, scheduled posts or unknown slugs', async () => {
    expect(await getPublishedPost(handle().db, 'secret-draft')).toBeNull()
    expect(await getPublishedPost(handle().db, 'scheduled')).toBeNull()
    expect(await getPublishedPost(handle().db, 'nope')).toBeNull()
  })

  it('counts the tags of public posts only', async () => {
    const tags = await listPublicTags(handle().db)
    expect(tags[0]).toEqual({ tag: 'founders', count: 2 })
    expect(tags.map((t) => t.tag)).toContain('web3')
  })

  it('lists public post URLs for the sitemap', async () => {
    const urls = await listPublicPostUrls(handle().db)
    expect(urls.map((u) => u.slug)).toEqual(SEEDED)
    expect(urls[0]!.updatedAt).toBeInstanceOf(Date)
  })

  it('refuses a slug that is not URL-safe and a duplicate slug', async () => {
    const { db } = handle()
    await expect(db.execute(sql`insert into blog_posts (slug, title, content, author) values ('Bad Slug', 't', 'c', 'a')`)).rejects.toThrow()
    await expect(
      db.insert(blogPosts).values({ slug: SEEDED[0]!, title: 't', content: 'c', author: 'a' }),
    ).rejects.toThrow()
  })
})
