import Link from 'next/link'
import type { PostSummary } from '@/lib/db/queries/blog-posts'
import { formatDate, tagLabel } from './format'

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {post.publishedAt ? <time dateTime={post.publishedAt.toISOString()}>{formatDate(post.publishedAt)}</time> : null}
        <span aria-hidden="true"> · </span>
        <span>{post.author}</span>
      </p>
      <h2 className="mt-3 text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">
        <Link href={`/blog/${post.slug}`} className="rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">{post.excerpt}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
            {tagLabel(tag)}
          </li>
        ))}
      </ul>
    </article>
  )
}
