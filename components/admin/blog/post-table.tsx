import Link from 'next/link'
import type { AdminPostRow } from '@/lib/db/queries/blog-posts'
import { formatUtc } from '../format'
import { visibilityOf } from '@/lib/blog/visibility'
import { StatusBadge } from './status-badge'

/** Every post with its state; titles are rendered by React, so whatever was typed stays text. */
export function PostTable({ posts, now }: { posts: AdminPostRow[]; now: Date }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3">Title</th>
            <th scope="col" className="px-4 py-3">Slug</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Published</th>
            <th scope="col" className="px-4 py-3">Updated</th>
            <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {posts.map((post) => {
            const visibility = visibilityOf(post, now)
            return (
              <tr key={post.id} data-post-slug={post.slug} className="align-top">
                <td className="max-w-xs px-4 py-3 font-medium break-words text-slate-900 dark:text-slate-50">{post.title}</td>
                <td className="px-4 py-3 font-mono text-xs text-slate-700 dark:text-slate-300">
                  {visibility === 'published' ? (
                    <Link href={`/blog/${post.slug}`} className="underline underline-offset-2 hover:text-indigo-700 dark:hover:text-indigo-300">
                      {post.slug}
                    </Link>
                  ) : (
                    post.slug
                  )}
                </td>
                <td className="px-4 py-3"><StatusBadge visibility={visibility} /></td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {post.publishedAt ? <time dateTime={post.publishedAt.toISOString()}>{formatUtc(post.publishedAt)}</time> : '—'}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  <time dateTime={post.updatedAt.toISOString()}>{formatUtc(post.updatedAt)}</time>
                </td>
                <td className="px-4 py-3 text-right">
                  <Link
                    href={`/blog/manage/${post.id}`}
                    className="font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
                  >
                    Edit<span className="sr-only"> {post.title}</span>
                  </Link>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
