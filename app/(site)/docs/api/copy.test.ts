import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { API_DOCS_PAGE } from '@/config/content/api-docs'
import { staticKnowledge } from '@/lib/agents/knowledge'
import { pageTitle } from '@/lib/seo'
import ApiDocsPage, { metadata } from './page'

/**
 * To change what /docs/api says about itself, a newcomer edits one file, config/content/api-docs.ts: the page's
 * metadata, its header and the assistant's knowledge item all read the same entry.
 */
describe('/docs/api copy comes from config/content/api-docs.ts', () => {
  it("gives the page's metadata the entry's title and summary", () => {
    expect(metadata.title).toEqual({ absolute: pageTitle(API_DOCS_PAGE.title) })
    expect(metadata.description).toBe(API_DOCS_PAGE.summary)
    expect(metadata.alternates?.canonical).toMatch(new RegExp(`${API_DOCS_PAGE.path}$`))
  })

  it("renders the entry's heading, lead and closing line", () => {
    const html = renderToStaticMarkup(ApiDocsPage())
    expect(html).toMatch(new RegExp(`<h1[^>]*>${API_DOCS_PAGE.heading}</h1>`))
    const text = html.replace(/<[^>]+>/g, '')
    expect(text).toContain(API_DOCS_PAGE.lead)
    expect(text).toContain(API_DOCS_PAGE.closing.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'))
    expect(html).toMatch(/href="\/contact">contact form<\/a>/)
  })

  it("gives the assistant's item on the page the same title and summary", () => {
    const item = staticKnowledge().find((i) => i.url === API_DOCS_PAGE.path)
    expect(item?.title).toBe(API_DOCS_PAGE.title)
    expect(item?.content.startsWith(API_DOCS_PAGE.summary)).toBe(true)
  })
})
