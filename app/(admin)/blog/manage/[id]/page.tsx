import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { DeletePost } from '@/components/admin/blog/delete-post'
import { PostEditor } from '@/components/admin/blog/post-editor'
import { StatusBadge } from '@/components/admin/blog/status-badge'
import { siteConfig } from '@/lib/site'
import { requirePermission } from '@/lib/auth/guard'
import { toUtcDateTimeValue } from '@/lib/blog/post-schema'
import { visibilityOf } from '@/lib/blog/visibility'
import { renderMarkdown } from '@/lib/content/markdown'
import { getDb } from '@/lib/db/client'
import { getPostById } from '@/lib/db/queries/blog-posts'

export const metadata: Metadata = { title: 'Edit post', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

type Params = { id: string }
type Search = { saved?: string | string[] }

const SAVED: Record<string, string> = { created: 'Post created.', updated: 'Changes saved.' }

export default async function EditPostPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Search> }) {
  await requirePermission('content')
  const [{ id }, search] = await Promise.all([params, searchParams])
  const post = await getPostById(await getDb(), id)
  if (!post) notFound()
  const visibility = visibilityOf(post, new Date())
  const saved = typeof search.saved === 'string' ? SAVED[search.saved] : undefined
  const author = siteConfig().name

  return (
    <div className="space-y-6">
      <div>
        <Link href="/blog/manage" className="text-sm text-slate-600 hover:underline dark:text-slate-400">← Blog posts</Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold break-words text-slate-900 dark:text-slate-50">Edit post</h1>
          <StatusBadge visibility={visibility} />
          {visibility === 'published' ? (
            <Link href={`/blog/${post.slug}`} className="text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300">
              View on the blog
            </Link>
          ) : null}
        </div>
      </div>

      {saved ? (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100">
          {saved}
        </p>
      ) : null}

      <PostEditor
        // A save redirects here with the stored values: a new key starts the form from them.
        key={post.updatedAt.toISOString()}
        post={{
          id: post.id,
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          tags: post.tags.join(', '),
          status: post.status,
          publishedAt: toUtcDateTimeValue(post.publishedAt),
          // The default author is left empty so a later change of the studio's name applies; a custom one is kept.
          author: post.author === author ? '' : post.author,
          content: post.content,
        }}
        initialPreviewHtml={renderMarkdown(post.content)}
        defaultAuthor={author}
      />

      <DeletePost id={post.id} title={post.title} />
    </div>
  )
}
