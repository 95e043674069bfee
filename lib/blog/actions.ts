'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { BLOG_FEEDS } from '@/config/feeds'
import { siteConfig } from '@/lib/site'
import { recordAudit } from '@/lib/audit/log'
import { AdminAuthError, requirePermissionAction, type AdminSession } from '@/lib/auth/guard'
import { renderMarkdown } from '@/lib/content/markdown'
import { getDb } from '@/lib/db/client'
import { createPost, deletePost, isPostId, isSlugTaken, SlugTakenError, updatePost, type PostWrite } from '@/lib/db/queries/blog-posts'
import type { PostStatus } from '@/lib/db/schema'
import { parsePostForm, POST_FIELDS, POST_LIMITS, POST_MESSAGES, resolvePublishedAt, type PostFormInput } from './post-schema'
import { BLOG_ADMIN_MESSAGES as M, type DeletePostState, type PostFormState, type PostFormValues, type PreviewState } from './post-state'
import { uniqueSlug } from './slug'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/**
 * The server actions of /blog/manage. Each first checks the request's origin, the admin session and that its role may
 * publish ('content': the owner and editors; requirePermissionAction), parses its input with a schema, and answers
 * with a typed state; a successful save or delete redirects, which works with and without JavaScript.
 */

type Guarded = { session: AdminSession } | { refused: string }

async function guard(): Promise<Guarded> {
  try {
    return { session: await requirePermissionAction('content') }
  } catch (err) {
    if (err instanceof AdminAuthError) return { refused: err.reason === 'cross-site' ? M.crossSite : err.reason === 'not-permitted' ? M.notPermitted : M.unauthenticated }
    throw err
  }
}

/** The public URLs a post change can alter: the list, the post (old and new slug), the sitemap and the feeds. */
function revalidatePostPaths(...slugs: (string | undefined)[]) {
  revalidatePath('/blog')
  for (const slug of new Set(slugs)) if (slug) revalidatePath(`/blog/${slug}`)
  revalidatePath('/sitemap.xml')
  for (const feed of BLOG_FEEDS) revalidatePath(feed.path)
  revalidatePath('/blog/manage')
}

const idSchema = z.string().refine(isPostId)

type Saved = { id: string; slug: string; previousSlug?: string; status: PostStatus }

/**
 * Stores the post. A generated slug is ours to make unique, and to regenerate if another save takes it between the
 * check and the write; a typed slug is the admin's choice, so a clash is reported on the field instead.
 */
async function writePost(postId: string | undefined, input: PostFormInput): Promise<Saved | 'slug-taken' | 'not-found'> {
  const db = await getDb()
  const fields: Omit<PostWrite, 'slug'> = {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    tags: input.tags,
    status: input.status,
    publishedAt: resolvePublishedAt(input, new Date()),
    author: input.author || siteConfig().name,
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    let slug = input.slug
    if (input.slugMode === 'auto') slug = await uniqueSlug(slug, (s) => isSlugTaken(db, s, postId))
    else if (await isSlugTaken(db, slug, postId)) return 'slug-taken'
    try {
      if (postId) {
        const result = await updatePost(db, postId, { ...fields, slug })
        return result ? { id: postId, slug, previousSlug: result.previousSlug, status: fields.status } : 'not-found'
      }
      const created = await createPost(db, { ...fields, slug })
      return { id: created.id, slug, status: fields.status }
    } catch (err) {
      if (!(err instanceof SlugTakenError)) throw err
      if (input.slugMode !== 'auto') return 'slug-taken'
    }
  }
  return 'slug-taken'
}

export async function savePostAction(_prev: PostFormState, formData: FormData): Promise<PostFormState> {
  const values: PostFormValues = {}
  for (const key of ['id', ...POST_FIELDS]) {
    const v = formData.get(key)
    if (typeof v === 'string') values[key] = v
  }
  const fail = (fieldErrors: Record<string, string>, formError?: string): PostFormState => ({
    status: 'error',
    fieldErrors,
    formError: formError ?? (Object.keys(fieldErrors).length ? M.invalid : undefined),
    values,
  })

  const auth = await guard()
  if ('refused' in auth) return fail({}, auth.refused)
  const { session } = auth

  // An empty id means a new post; anything else must be a post id.
  const id = values.id ? idSchema.safeParse(values.id) : null
  if (id && !id.success) return fail({}, M.notFound)
  const postId = id?.data

  const parsed = parsePostForm(values)
  if (!parsed.ok) return fail(parsed.fieldErrors)
  const input = parsed.data

  let saved: Saved | 'slug-taken' | 'not-found'
  try {
    saved = await writePost(postId, input)
  } catch (err) {
    log('blog').error(`saving a post failed: ${errorMessage(err)}`)
    return fail({}, M.unavailable)
  }
  if (saved === 'slug-taken') return fail({ slug: POST_MESSAGES.slugTaken })
  if (saved === 'not-found') return fail({}, M.notFound)

  await recordAudit({
    action: postId ? 'post.update' : 'post.create',
    category: 'admin',
    outcome: 'success',
    details: { id: saved.id, slug: saved.slug, status: saved.status, ...(saved.previousSlug && saved.previousSlug !== saved.slug ? { previousSlug: saved.previousSlug } : {}) },
    userId: session.userId,
    sessionId: session.jti,
  })
  revalidatePostPaths(saved.slug, saved.previousSlug)
  revalidatePath(`/blog/manage/${saved.id}`)
  // Outside the try: redirect() works by throwing.
  redirect(`/blog/manage/${saved.id}?saved=${postId ? 'updated' : 'created'}`)
}

const deleteSchema = z.object({ id: idSchema, confirm: z.literal('delete') })

export async function deletePostAction(_prev: DeletePostState, formData: FormData): Promise<DeletePostState> {
  const auth = await guard()
  if ('refused' in auth) return { status: 'error', message: auth.refused }
  const { session } = auth

  const parsed = deleteSchema.safeParse({ id: formData.get('id'), confirm: formData.get('confirm') })
  if (!parsed.success) {
    const confirmMissing = parsed.error.issues.some((i) => i.path[0] === 'confirm')
    return { status: 'error', message: confirmMissing ? M.confirmDelete : M.notFound }
  }

  let deleted
  try {
    deleted = await deletePost(await getDb(), parsed.data.id)
  } catch (err) {
    log('blog').error(`deleting a post failed: ${errorMessage(err)}`)
    return { status: 'error', message: M.deleteUnavailable }
  }
  if (!deleted) return { status: 'error', message: M.notFound }

  await recordAudit({
    action: 'post.delete',
    category: 'admin',
    outcome: 'success',
    details: { id: deleted.id, slug: deleted.slug, status: deleted.status },
    userId: session.userId,
    sessionId: session.jti,
  })
  revalidatePostPaths(deleted.slug)
  redirect(`/blog/manage?deleted=${encodeURIComponent(deleted.slug)}`)
}

const previewSchema = z
  .string()
  .refine((s) => new TextEncoder().encode(s).length <= POST_LIMITS.contentBytes, POST_MESSAGES.contentTooLong)

/**
 * The editor's live preview: the same sanitised renderer as the public post page, so what the admin sees is what
 * visitors get — never the raw markdown's HTML. For those who may publish, like the rest (it would otherwise be a
 * free renderer).
 */
export async function previewPostAction(content: unknown): Promise<PreviewState> {
  const auth = await guard()
  if ('refused' in auth) return { status: 'error', message: auth.refused }
  const parsed = previewSchema.safeParse(content)
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]?.message ?? M.previewUnavailable }
  try {
    return { status: 'ok', html: renderMarkdown(parsed.data) }
  } catch (err) {
    log('blog').error(`preview failed: ${errorMessage(err)}`)
    return { status: 'error', message: M.previewUnavailable }
  }
}
