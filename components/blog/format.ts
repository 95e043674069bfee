const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export function formatDate(date: Date): string {
  return DATE.format(date)
}

/** 'agentic-ai' → 'Agentic AI'; tags are stored as slugs so they can sit in URLs. */
export function tagLabel(tag: string): string {
  const words: Record<string, string> = { ai: 'AI', web3: 'Web3', mvp: 'MVP', kpi: 'KPI', vc: 'VC' }
  return tag
    .split('-')
    .map((w) => words[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
    .replace(/^Bio AI$/, 'Bio + AI')
}

/** Query string for a blog list URL; page 1 and no tag give the bare /blog. */
export function blogHref({ tag, page }: { tag?: string; page?: number }): string {
  const params = new URLSearchParams()
  if (tag) params.set('tag', tag)
  if (page && page > 1) params.set('page', String(page))
  const qs = params.toString()
  return qs ? `/blog?${qs}` : '/blog'
}
