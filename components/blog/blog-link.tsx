import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * A link to a blog page (the index, a tag, a post): next/link without prefetching. The blog is rendered per request
 * (posts are written and edited in the admin), and Next's automatic prefetch of such a route fetches only its tree:
 * on /blog that was 15 requests and their decoding on the main thread at every load, for no faster click.
 */
export function BlogLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />
}
