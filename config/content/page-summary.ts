/**
 * What a page says about itself in its metadata: its title and its one-sentence summary. The page's metadata and the
 * assistant's knowledge item about the page both read the same entry, so editing the copy is one edit in one file.
 */
export type PageSummary = {
  path: string
  /** The page's title (the browser tab and search results; the site name is added by lib/seo). */
  title: string
  /** The page's metadata description: one sentence, ≤ 160 characters. */
  summary: string
}
