import type { Metadata } from 'next'
import { PostTable } from '@/components/admin/blog/post-table'
import { ButtonLink } from '@/components/ui/button'
import { requirePermission } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { listAllPosts } from '@/lib/db/queries/blog-posts'

export const metadata: Metadata = { title: 'Blog posts', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

type Search = { deleted?: string | string[] }

export default async function ManageBlogPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requirePermission('content')
  const [posts, search] = await Promise.all([getDb().then(listAllPosts), searchParams])
  const deleted = typeof search.deleted === 'string' ? search.deleted.slice(0, 100) : undefined

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Blog posts</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Drafts stay here; published posts appear on /blog and in the sitemap from their publish date.</p>
        </div>
        <ButtonLink href="/blog/manage/new" size="md">New post</ButtonLink>
      </div>

      {deleted ? (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100">
          Deleted the post “{deleted}”.
        </p>
      ) : null}

      {posts.length > 0 ? (
        <PostTable posts={posts} now={new Date()} />
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">No posts yet</h2>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Write the studio&apos;s first post: it stays a draft until you publish it.</p>
          <ButtonLink href="/blog/manage/new" size="md" className="mt-6">New post</ButtonLink>
        </div>
      )}
    </div>
  )
}
