import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDb, type DbHandle } from '@/lib/db/client'
import { getPostById, listAllPosts } from '@/lib/db/queries/blog-posts'
import { POST_MESSAGES } from './post-schema'
import { BLOG_ADMIN_MESSAGES, POST_IDLE, DELETE_IDLE } from './post-state'

// The guard, the audit log and Next's request APIs are replaced: this file tests what the actions do with them.
const h = vi.hoisted(() => ({
  handle: undefined as Promise<unknown> | undefined,
  auth: 'ok' as 'ok' | 'unauthenticated' | 'cross-site',
  audit: [] as unknown[],
  revalidated: [] as string[],
}))

vi.mock('@/lib/auth/guard', () => {
  class AdminAuthError extends Error {
    constructor(readonly reason: 'unauthenticated' | 'cross-site') {
      super(reason)
    }
  }
  return {
    AdminAuthError,
    // The blog's actions ask for 'content' (the owner has it); who else may is lib/auth/role-matrix.test.ts.
    requirePermissionAction: async () => {
      if (h.auth !== 'ok') throw new AdminAuthError(h.auth)
      return { userId: 'admin', role: 'owner', jti: 'jti-1', expiresAt: new Date(Date.now() + 3600_000) }
    },
  }
})
vi.mock('@/lib/audit/log', () => ({ recordAudit: async (e: unknown) => void h.audit.push(e) }))
vi.mock('next/cache', () => ({ revalidatePath: (p: string) => void h.revalidated.push(p) }))
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to })
  },
}))
vi.mock('@/lib/db/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: async () => ((await h.handle) as DbHandle).db,
}))

// The real slug check, made steerable so a test can lose the race between the check and the write.
vi.mock('@/lib/db/queries/blog-posts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/db/queries/blog-posts')>()
  return { ...real, isSlugTaken: vi.fn(real.isSlugTaken) }
})

const { deletePostAction, previewPostAction, savePostAction } = await import('./actions')
const { isSlugTaken } = await import('@/lib/db/queries/blog-posts')

let handle: DbHandle
beforeAll(async () => {
  h.handle = openDb({ kind: 'pglite' })
  handle = (await h.handle) as DbHandle
})
afterAll(() => handle.close())
beforeEach(() => {
  h.auth = 'ok'
  h.audit = []
  h.revalidated = []
})

function form(values: Record<string, string>): FormData {
  const fd = new FormData()
  for (const [k, v] of Object.entries(values)) fd.set(k, v)
  return fd
}
const post = (extra: Record<string, string> = {}) =>
  form({ title: 'Hello Studio', slugMode: 'auto', slug: '', excerpt: '', content: 'Body', tags: 'AI', status: 'published', publishedAt: '', author: '', ...extra })

/** Runs an action that should redirect; returns where to. */
async function redirectOf(run: Promise<unknown>): Promise<string> {
  const err = await run.then(
    (state) => {
      throw new Error(`expected a redirect, got ${JSON.stringify(state)}`)
    },
    (e: unknown) => e,
  )
  return (err as { to: string }).to
}

describe('blog management actions', () => {
  it('creates a published post with the studio as author, audits it and revalidates the public URLs', async () => {
    const to = await redirectOf(savePostAction(POST_IDLE, post()))
    const id = /^\/blog\/manage\/([0-9a-f-]{36})\?saved=created$/.exec(to)?.[1]
    expect(id).toBeDefined()
    const saved = await getPostById(handle.db, id!)
    expect(saved).toMatchObject({ slug: 'hello-studio', status: 'published', author: 'Meta3 Ventures', tags: ['ai'] })
    expect(saved!.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now())
    expect(h.audit).toEqual([
      expect.objectContaining({ action: 'post.create', category: 'admin', outcome: 'success', details: { id, slug: 'hello-studio', status: 'published' }, sessionId: 'jti-1' }),
    ])
    expect(h.revalidated).toEqual(expect.arrayContaining(['/blog', '/blog/hello-studio', '/sitemap.xml']))
  })

  it('makes a generated slug unique but reports a typed duplicate slug as a field error', async () => {
    const to = await redirectOf(savePostAction(POST_IDLE, post()))
    const id = to.split('/').pop()!.split('?')[0]!
    expect((await getPostById(handle.db, id))?.slug).toBe('hello-studio-2')
    const state = await savePostAction(POST_IDLE, post({ slugMode: 'manual', slug: 'hello-studio' }))
    expect(state).toMatchObject({ status: 'error', fieldErrors: { slug: POST_MESSAGES.slugTaken }, formError: BLOG_ADMIN_MESSAGES.invalid })
    expect(state.status === 'error' && state.values.title).toBe('Hello Studio')
  })

  it('when another save takes the slug between check and write: a generated slug moves on, a typed one is a field error', async () => {
    await redirectOf(savePostAction(POST_IDLE, post({ title: 'Race' })))
    vi.mocked(isSlugTaken).mockResolvedValueOnce(false) // the check says 'race' is free; the insert then collides
    const to = await redirectOf(savePostAction(POST_IDLE, post({ title: 'Race' })))
    expect((await getPostById(handle.db, to.split('/').pop()!.split('?')[0]!))?.slug).toBe('race-2')
    vi.mocked(isSlugTaken).mockResolvedValueOnce(false)
    expect(await savePostAction(POST_IDLE, post({ title: 'Typed', slugMode: 'manual', slug: 'race' }))).toMatchObject({
      status: 'error',
      fieldErrors: { slug: POST_MESSAGES.slugTaken },
    })
  })

  it('updates a post, renames its slug and revalidates the old URL too', async () => {
    const id = (await redirectOf(savePostAction(POST_IDLE, post({ title: 'Rename me' })))).split('/').pop()!.split('?')[0]!
    h.revalidated = []
    const to = await redirectOf(savePostAction(POST_IDLE, post({ id, title: 'Renamed', slugMode: 'manual', slug: 'renamed-post', status: 'draft' })))
    expect(to).toBe(`/blog/manage/${id}?saved=updated`)
    expect(await getPostById(handle.db, id)).toMatchObject({ title: 'Renamed', slug: 'renamed-post', status: 'draft' })
    expect(h.revalidated).toEqual(expect.arrayContaining(['/blog/rename-me', '/blog/renamed-post', '/sitemap.xml']))
    expect(h.audit.at(-1)).toMatchObject({ action: 'post.update', details: { id, slug: 'renamed-post', status: 'draft', previousSlug: 'rename-me' } })
  })

  it('answers field errors for invalid input and changes nothing', async () => {
    const before = (await listAllPosts(handle.db)).length
    const state = await savePostAction(POST_IDLE, post({ title: '', content: '' }))
    expect(state).toMatchObject({ status: 'error', fieldErrors: { title: POST_MESSAGES.titleRequired, content: POST_MESSAGES.contentRequired } })
    expect((await listAllPosts(handle.db)).length).toBe(before)
    expect(h.audit).toEqual([])
  })

  it('refuses without a session or from another site, before touching the database', async () => {
    const before = (await listAllPosts(handle.db)).length
    h.auth = 'unauthenticated'
    expect(await savePostAction(POST_IDLE, post({ title: 'Nope' }))).toMatchObject({ status: 'error', formError: BLOG_ADMIN_MESSAGES.unauthenticated })
    h.auth = 'cross-site'
    expect(await savePostAction(POST_IDLE, post({ title: 'Nope' }))).toMatchObject({ status: 'error', formError: BLOG_ADMIN_MESSAGES.crossSite })
    expect(await deletePostAction(DELETE_IDLE, form({ id: '00000000-0000-4000-8000-000000000000', confirm: 'delete' }))).toMatchObject({ status: 'error' })
    expect(await previewPostAction('# hi')).toEqual({ status: 'error', message: BLOG_ADMIN_MESSAGES.crossSite })
    expect((await listAllPosts(handle.db)).length).toBe(before)
  })

  it('says the post is gone when saving an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await savePostAction(POST_IDLE, post({ id }))).toMatchObject({ status: 'error', formError: BLOG_ADMIN_MESSAGES.notFound })
    }
  })

  it('deletes only with the confirmation, audits it and revalidates', async () => {
    const id = (await redirectOf(savePostAction(POST_IDLE, post({ title: 'Delete me' })))).split('/').pop()!.split('?')[0]!
    expect(await deletePostAction(DELETE_IDLE, form({ id }))).toEqual({ status: 'error', message: BLOG_ADMIN_MESSAGES.confirmDelete })
    expect(await getPostById(handle.db, id)).not.toBeNull()
    h.audit = []
    expect(await redirectOf(deletePostAction(DELETE_IDLE, form({ id, confirm: 'delete' })))).toBe('/blog/manage?deleted=delete-me')
    expect(await getPostById(handle.db, id)).toBeNull()
    expect(h.audit).toEqual([expect.objectContaining({ action: 'post.delete', details: { id, slug: 'delete-me', status: 'published' } })])
    expect(h.revalidated).toEqual(expect.arrayContaining(['/blog', '/blog/delete-me', '/sitemap.xml']))
    expect(await deletePostAction(DELETE_IDLE, form({ id, confirm: 'delete' }))).toEqual({ status: 'error', message: BLOG_ADMIN_MESSAGES.notFound })
  })

  it('previews sanitised HTML: no script, iframe, event handler or javascript: URL', async () => {
    const state = await previewPostAction(
      '# Title\n\n<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n<img src="https://x.example/a.png" onerror="alert(2)">\n\n[click](javascript:alert(3))',
    )
    expect(state.status).toBe('ok')
    const html = state.status === 'ok' ? state.html : ''
    expect(html).toContain('<h2 id="title">Title</h2>')
    expect(html).not.toMatch(/<script|<iframe|onerror|javascript:/i)
    expect(await previewPostAction(42)).toMatchObject({ status: 'error' })
  })
})
