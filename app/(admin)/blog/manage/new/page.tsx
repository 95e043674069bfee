import type { Metadata } from 'next'
import Link from 'next/link'
import { PostEditor } from '@/components/admin/blog/post-editor'
import { siteConfig } from '@/lib/site'
import { requirePermission } from '@/lib/auth/guard'

export const metadata: Metadata = { title: 'New post', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

export default async function NewPostPage() {
  await requirePermission('content')
  return (
    <div className="space-y-6">
      <div>
        <Link href="/blog/manage" className="text-sm text-slate-600 hover:underline dark:text-slate-400">← Blog posts</Link>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900 dark:text-slate-50">New post</h1>
      </div>
      <PostEditor
        post={{ title: '', slug: '', excerpt: '', tags: '', status: 'draft', publishedAt: '', author: '', content: '' }}
        initialPreviewHtml=""
        defaultAuthor={siteConfig().name}
      />
    </div>
  )
}
