import { BlogLink } from '@/components/blog/blog-link'
import type { PostSummary } from '@/lib/db/queries/blog-posts'
import { formatDate, tagLabel } from './format'

// Classes: app/styles/content.css.
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="post-card">
      <p className="meta-muted">
        {post.publishedAt ? <time dateTime={post.publishedAt.toISOString()}>{formatDate(post.publishedAt)}</time> : null}
        <span aria-hidden="true"> · </span>
        {post.author}
      </p>
      <h2 className="post-card-title">
        <BlogLink href={`/blog/${post.slug}`} className="post-card-link">
          {post.title}
        </BlogLink>
      </h2>
      <p className="post-card-excerpt">{post.excerpt}</p>
      <ul className="post-tags" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className="post-tag">
            {tagLabel(tag)}
          </li>
        ))}
      </ul>
    </article>
  )
}
