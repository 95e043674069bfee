import Link from 'next/link'
import { blogHref, tagLabel } from './format'

const base =
  'inline-flex items-center rounded-full border px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'
const idle = 'border-slate-300 text-slate-700 hover:border-indigo-600 hover:text-indigo-700 dark:border-slate-700 dark:text-slate-200 dark:hover:text-indigo-300'
const active = 'border-indigo-700 bg-indigo-700 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950'

export function TagFilter({ tags, current }: { tags: { tag: string; count: number }[]; current?: string }) {
  return (
    <nav aria-label="Filter posts by tag">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link href="/blog" className={`${base} ${current ? idle : active}`} aria-current={current ? undefined : 'page'}>
            All posts
          </Link>
        </li>
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <Link
              href={blogHref({ tag })}
              className={`${base} ${tag === current ? active : idle}`}
              aria-current={tag === current ? 'page' : undefined}
            >
              {tagLabel(tag)} <span className="sr-only">({count} {count === 1 ? 'post' : 'posts'})</span>
              <span aria-hidden="true" className="ml-1 opacity-75">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
