import { beforeAll, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import {
  createPost,
  deletePost,
  getPostById,
  getPublishedPost,
  isSlugTaken,
  listAllPosts,
  listPublicPostUrls,
  listPublishedPosts,
  SlugTakenError,
  updatePost,
  type PostWrite,
} from './blog-posts'

const base: PostWrite = {
  slug: 'x',
  title: 'T',
  excerpt: '',
  content: 'Body',
  tags: ['ai'],
  status: 'draft',
  publishedAt: null,
  author: 'Meta3 Ventures',
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

describeEachDb('blog post admin queries', ({ handle }) => {
  let draftId = ''

  beforeAll(async () => {
    draftId = (await createPost(handle().db, { ...base, slug: 'admin-draft', title: 'A draft' })).id
  })

  it('creates a post with an id and an update time, and finds it by id', async () => {
    const { db } = handle()
    const created = await createPost(db, { ...base, slug: 'admin-created', title: 'Created', tags: ['ai', 'founders'] })
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.updatedAt).toBeInstanceOf(Date)
    const found = await getPostById(db, created.id)
    expect(found).toMatchObject({ slug: 'admin-created', title: 'Created', tags: ['ai', 'founders'], status: 'draft' })
  })

  it('returns null for an unknown or malformed id instead of failing', async () => {
    const { db } = handle()
    expect(await getPostById(db, MISSING_ID)).toBeNull()
    expect(await getPostById(db, 'not-a-uuid')).toBeNull()
    expect(await updatePost(db, MISSING_ID, base)).toBeNull()
    expect(await deletePost(db, 'not-a-uuid')).toBeNull()
  })

  it('lists every post whatever its status, most recently changed first', async () => {
    const { db } = handle()
    const latest = await createPost(db, { ...base, slug: 'admin-latest', status: 'published', publishedAt: new Date('2999-01-01') })
    const rows = await listAllPosts(db)
    expect(rows[0]!.id).toBe(latest.id)
    const slugs = rows.map((r) => r.slug)
    expect(slugs).toContain('admin-draft')
    expect(slugs).toContain('from-first-call-to-term-sheet') // a seeded published post
    expect(rows.find((r) => r.slug === 'admin-draft')).toMatchObject({ status: 'draft', publishedAt: null })
  })

  it('tells whether a slug is taken, ignoring the post itself', async () => {
    const { db } = handle()
    expect(await isSlugTaken(db, 'admin-draft')).toBe(true)
    expect(await isSlugTaken(db, 'admin-draft', draftId)).toBe(false)
    expect(await isSlugTaken(db, 'admin-draft', MISSING_ID)).toBe(true)
    expect(await isSlugTaken(db, 'never-used')).toBe(false)
  })

  it('turns a duplicate slug into SlugTakenError on create and update', async () => {
    const { db } = handle()
    await expect(createPost(db, { ...base, slug: 'admin-draft' })).rejects.toBeInstanceOf(SlugTakenError)
    const other = await createPost(db, { ...base, slug: 'admin-other' })
    await expect(updatePost(db, other.id, { ...base, slug: 'admin-draft' })).rejects.toBeInstanceOf(SlugTakenError)
    expect((await getPostById(db, other.id))?.slug).toBe('admin-other')
  })

  it('updates a post, moves its update time and reports the previous slug', async () => {
    const { db } = handle()
    const post = await createPost(db, { ...base, slug: 'admin-rename-me' })
    await new Promise((r) => setTimeout(r, 5))
    const result = await updatePost(db, post.id, { ...base, slug: 'admin-renamed', title: 'Renamed', content: 'New body' })
    expect(result?.previousSlug).toBe('admin-rename-me')
    expect(result?.post).toMatchObject({ slug: 'admin-renamed', title: 'Renamed', content: 'New body' })
    expect(result!.post.updatedAt.getTime()).toBeGreaterThan(post.updatedAt.getTime())
  })

  it('publishing makes a post public; a draft or a future date keeps it out of every public reader', async () => {
    const { db } = handle()
    const post = await createPost(db, { ...base, slug: 'admin-goes-live', title: 'Goes live' })
    const isPublic = async () => ({
      list: (await listPublishedPosts(db, { pageSize: 100 })).posts.some((p) => p.slug === 'admin-goes-live'),
      page: (await getPublishedPost(db, 'admin-goes-live')) !== null,
      sitemap: (await listPublicPostUrls(db)).some((p) => p.slug === 'admin-goes-live'),
    })
    expect(await isPublic()).toEqual({ list: false, page: false, sitemap: false })
    await updatePost(db, post.id, { ...base, slug: 'admin-goes-live', status: 'published', publishedAt: new Date(Date.now() + 86_400_000) })
    expect(await isPublic()).toEqual({ list: false, page: false, sitemap: false })
    await updatePost(db, post.id, { ...base, slug: 'admin-goes-live', status: 'published', publishedAt: new Date(Date.now() - 1000) })
    expect(await isPublic()).toEqual({ list: true, page: true, sitemap: true })
  })

  it('deletes a post and returns it once', async () => {
    const { db } = handle()
    const post = await createPost(db, { ...base, slug: 'admin-delete-me' })
    expect((await deletePost(db, post.id))?.slug).toBe('admin-delete-me')
    expect(await getPostById(db, post.id)).toBeNull()
    expect(await deletePost(db, post.id)).toBeNull()
  })
})
