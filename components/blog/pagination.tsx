import { BlogLink } from '@/components/blog/blog-link'
import { blogHref } from './format'

// `.page-step`: app/styles/content.css.

export function Pagination({ page, pageCount, tag }: { page: number; pageCount: number; tag?: string }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <BlogLink href={blogHref({ tag, page: page - 1 })} className="page-step" rel="prev">
          ← Newer posts
        </BlogLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <BlogLink href={blogHref({ tag, page: page + 1 })} className="page-step" rel="next">
          Older posts →
        </BlogLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
