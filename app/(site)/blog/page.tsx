import type { Metadata } from 'next'
import { BlogLink } from '@/components/blog/blog-link'
import { Pagination } from '@/components/blog/pagination'
import { PostCard } from '@/components/blog/post-card'
import { TagFilter } from '@/components/blog/tag-filter'
import { blogHref, tagLabel } from '@/components/blog/format'
import { JsonLdScript } from '@/components/seo/json-ld'
import { BLOG_PAGE, BLOG_TAG_PAGE, blogPageSuffix } from '@/config/content/blog'
import { getDb } from '@/lib/db/client'
import { listPublicTags, listPublishedPosts } from '@/lib/db/queries/blog-posts'
import { breadcrumbJsonLd, buildMetadata } from '@/lib/seo'

// Posts live in the database and publishing must show at once: rendered per request (a few ms on PGlite).
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 9

type Search = { tag?: string | string[]; page?: string | string[] }

function parseSearch(search: Search): { tag?: string; page: number } {
  const tag = typeof search.tag === 'string' && /^[a-z0-9-]{1,64}$/.test(search.tag) ? search.tag : undefined
  const page = Number(typeof search.page === 'string' ? search.page : '1')
  return { tag, page: Number.isInteger(page) && page > 0 ? page : 1 }
}

export async function generateMetadata({ searchParams }: { searchParams: Promise<Search> }): Promise<Metadata> {
  const { tag, page } = parseSearch(await searchParams)
  return buildMetadata({
    title: (tag ? BLOG_TAG_PAGE.title(tagLabel(tag)) : BLOG_PAGE.title) + blogPageSuffix(page),
    description: tag ? BLOG_TAG_PAGE.summary(tagLabel(tag)) : BLOG_PAGE.summary,
    path: blogHref({ tag, page }),
  })
}

export default async function BlogPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { tag, page } = parseSearch(await searchParams)
  const db = await getDb()
  const [result, tags] = await Promise.all([listPublishedPosts(db, { tag, page, pageSize: PAGE_SIZE }), listPublicTags(db)])

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <JsonLdScript data={breadcrumbJsonLd([{ name: BLOG_PAGE.title, path: BLOG_PAGE.path }])} />
      <header className="max-w-3xl">
        <p className="blog-eyebrow">{BLOG_PAGE.eyebrow}</p>
        <h1 className="blog-title">
          {tag ? BLOG_TAG_PAGE.heading(tagLabel(tag)) : BLOG_PAGE.heading}
        </h1>
        <p className="blog-lead">{BLOG_PAGE.lead}</p>
      </header>

      {tags.length > 0 ? <TagFilter tags={tags} current={tag} className="mt-10" /> : null}

      {result.posts.length > 0 ? (
        <>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
          <Pagination page={result.page} pageCount={result.pageCount} tag={tag} />
        </>
      ) : (
        <div className="mt-12 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-50">
            {tag ? BLOG_TAG_PAGE.emptyTitle(tagLabel(tag)) : BLOG_PAGE.emptyTitle}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {tag ? BLOG_TAG_PAGE.emptyText : BLOG_PAGE.emptyText}
          </p>
          <p className="mt-6">
            <BlogLink href={tag ? BLOG_PAGE.path : BLOG_PAGE.emptyLinkHref} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
              {tag ? BLOG_TAG_PAGE.emptyLinkLabel : BLOG_PAGE.emptyLinkLabel}
            </BlogLink>
          </p>
        </div>
      )}
    </div>
  )
}
