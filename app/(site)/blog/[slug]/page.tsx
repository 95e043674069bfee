import type { Metadata } from 'next'
import Link from 'next/link'
import { BlogLink } from '@/components/blog/blog-link'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { formatDate, tagLabel, blogHref } from '@/components/blog/format'
import styles from '@/components/blog/post-body.module.css'
import { JsonLdScript } from '@/components/seo/json-ld'
import { BLOG_PAGE, BLOG_POST_PAGE } from '@/config/content/blog'
import { readingTimeMinutes, renderMarkdown } from '@/lib/content/markdown'
import { getDb } from '@/lib/db/client'
import { getPublishedPost } from '@/lib/db/queries/blog-posts'
import { blogPostingJsonLd, breadcrumbJsonLd, buildMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

type Params = { slug: string }

/** One read per request: the metadata (which the shell waits for) and the page share it. */
const load = cache(async (slug: string) => {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  return getPublishedPost(await getDb(), slug)
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await load((await params).slug)
  if (!found) return buildMetadata({ title: BLOG_POST_PAGE.notFoundTitle, description: BLOG_POST_PAGE.notFoundSummary, path: BLOG_PAGE.path, noIndex: true })
  const { post } = found
  return buildMetadata({
    title: post.title,
    description: post.excerpt || post.title,
    path: `/blog/${post.slug}`,
    image: `/blog/${post.slug}/opengraph-image`,
    type: 'article',
    publishedTime: post.publishedAt?.toISOString(),
    modifiedTime: post.updatedAt.toISOString(),
    authors: [post.author],
    tags: post.tags,
  })
}

export default async function BlogPostPage({ params }: { params: Promise<Params> }) {
  const found = await load((await params).slug)
  if (!found?.post.publishedAt) notFound()
  const { post, previous, next } = found
  const publishedAt = post.publishedAt!
  const minutes = readingTimeMinutes(post.content)

  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <JsonLdScript
        data={[
          blogPostingJsonLd({ ...post, publishedAt }),
          breadcrumbJsonLd([
            { name: BLOG_PAGE.title, path: BLOG_PAGE.path },
            { name: post.title, path: `/blog/${post.slug}` },
          ]),
        ]}
      />
      <nav aria-label={BLOG_POST_PAGE.breadcrumbLabel} className="meta-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            {/* Home is not prefetched, as in the header's logo link (site-header.tsx). */}
            <Link href="/" prefetch={false} className="hover:underline">{BLOG_POST_PAGE.homeCrumb}</Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <BlogLink href={BLOG_PAGE.path} className="hover:underline">{BLOG_PAGE.title}</BlogLink>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="truncate text-slate-800 dark:text-slate-200">{post.title}</li>
        </ol>
      </nav>

      <header className="mt-8">
        <h1 className="post-title">{post.title}</h1>
        <p className="post-lead">{post.excerpt}</p>
        <p className="post-byline">
          {/* One text node: pieces interpolated apart are hydrated one by one, with a comment between. */}
          <span>{`${BLOG_POST_PAGE.byline} ${post.author}`}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={publishedAt.toISOString()}>{formatDate(publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{BLOG_POST_PAGE.readingTime(minutes)}</span>
        </p>
        <ul className="post-tags" aria-label={BLOG_POST_PAGE.tagsLabel}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <BlogLink href={blogHref({ tag })} className="post-tag">
                {tagLabel(tag)}
              </BlogLink>
            </li>
          ))}
        </ul>
      </header>

      <div
        className={`${styles.body} mt-10 text-slate-800 dark:text-slate-200`}
        // Sanitised by renderMarkdown: no scripts, handlers or javascript: URLs survive.
        dangerouslySetInnerHTML={{ __html: renderMarkdown(post.content) }}
      />

      <nav aria-label={BLOG_POST_PAGE.morePostsLabel} className="post-neighbours">
        {previous ? (
          <BlogLink href={`/blog/${previous.slug}`} rel="prev" className="post-neighbour">
            <span className="meta-muted block">{BLOG_POST_PAGE.previous}</span>
            <span className="mt-1 block font-semibold text-slate-900 dark:text-slate-50">{previous.title}</span>
          </BlogLink>
        ) : (
          <span />
        )}
        {next ? (
          <BlogLink href={`/blog/${next.slug}`} rel="next" className="post-neighbour text-right">
            <span className="meta-muted block">{BLOG_POST_PAGE.next}</span>
            <span className="mt-1 block font-semibold text-slate-900 dark:text-slate-50">{next.title}</span>
          </BlogLink>
        ) : null}
      </nav>
    </article>
  )
}
