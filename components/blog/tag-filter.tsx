import { BlogLink } from '@/components/blog/blog-link'
import { blogHref, tagLabel } from './format'

// Written only on the current link: an absent prop would still travel in the RSC payload as "$undefined".
const currentPage = (isCurrent: boolean) => (isCurrent ? { 'aria-current': 'page' as const } : {})

/** Links to /blog by tag; `.tag-chip` (app/styles/content.css) styles the current one by its aria-current. */
export function TagFilter({ tags, current, className }: { tags: { tag: string; count: number }[]; current?: string; className?: string }) {
  return (
    <nav aria-label="Filter posts by tag" className={className}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <BlogLink href="/blog" className="tag-chip" {...currentPage(!current)}>
            All posts
          </BlogLink>
        </li>
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            {/* Each string one text node: pieces interpolated apart are hydrated one by one, with a comment between. */}
            <BlogLink href={blogHref({ tag })} className="tag-chip" {...currentPage(tag === current)}>
              {`${tagLabel(tag)} `}
              <span className="sr-only">{`(${count} ${count === 1 ? 'post' : 'posts'})`}</span>
              <span aria-hidden="true" className="ml-1 opacity-75">
                {count}
              </span>
            </BlogLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
