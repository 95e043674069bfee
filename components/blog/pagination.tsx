import Link from 'next/link'
import { blogHref } from './format'

const link =
  'rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:border-indigo-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:text-slate-100 dark:hover:text-indigo-300'

export function Pagination({ page, pageCount, tag }: { page: number; pageCount: number; tag?: string }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={blogHref({ tag, page: page - 1 })} className={link} rel="prev">
          ← Newer posts
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link href={blogHref({ tag, page: page + 1 })} className={link} rel="next">
          Older posts →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
