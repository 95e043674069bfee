/**
 * Knowledge items that describe one page: the item's title and the start of its text are the page's own title and
 * summary from config/ (the same entry the page's metadata reads), so the assistant describes the page in the page's
 * words, and an edit to that entry changes both.
 */
import type { PageSummary } from '@/config/content/page-summary'
import { API_DOCS_PAGE } from '@/config/content/api-docs'
import { BLOG_PAGE } from '@/config/content/blog'
import { TOOLS_PAGE } from '@/config/content/tools'
import { TOOLS } from '@/config/tools'
import type { KnowledgeItem } from '@/lib/agents/types'

type PageItem = Pick<KnowledgeItem, 'id' | 'category' | 'tags' | 'lastUpdated'> & {
  /** What the assistant adds after the page's summary. */
  more?: string
}

/** An item about `page`: its title, its summary then `more`, and a link to it. */
function pageItem(page: PageSummary, { more, ...rest }: PageItem): KnowledgeItem {
  return { ...rest, title: page.title, content: more ? `${page.summary} ${more}` : page.summary, url: page.path }
}

/** /tools and each founder tool, in the order the index lists them. */
export function toolItems(lastUpdated: string): KnowledgeItem[] {
  return [
    pageItem(TOOLS_PAGE, {
      id: 'tools-overview',
      category: 'resources',
      tags: ['tools', 'founder tools', 'calculators', 'checklists'],
      lastUpdated,
      more: `The tools: ${TOOLS.map((t) => t.title).join('; ')}. ${TOOLS_PAGE.lead}`,
    }),
    ...TOOLS.map((t) =>
      pageItem(t, {
        id: `tool-${t.slug}`,
        category: 'resources',
        tags: ['tool', 'founder tools', t.category.toLowerCase(), ...t.slug.split('-').filter((w) => w.length > 2)],
        lastUpdated,
        more: `A free ${t.kind === 'calculator' ? 'calculator' : 'guided checklist'} on our site; it runs in the browser and its results can be shared by link.`,
      }),
    ),
  ]
}

/** The blog and the forms API reference, as pages (the posts themselves are items of their own). */
export function siteItems(lastUpdated: string): KnowledgeItem[] {
  return [
    pageItem(BLOG_PAGE, { id: 'blog-overview', category: 'resources', tags: ['blog', 'articles', 'insights', 'posts'], lastUpdated, more: BLOG_PAGE.lead }),
    pageItem(API_DOCS_PAGE, { id: 'forms-api', category: 'resources', tags: ['api', 'forms api', 'json', 'developers', 'integration'], lastUpdated, more: API_DOCS_PAGE.lead }),
  ]
}
