import { xml2js, type Element } from 'xml-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { listFeedPosts } from '@/lib/db/queries/blog-posts'
import { blogPosts } from '@/lib/db/schema'
import { describeEachDb } from '@/tests/support/db'
import { absoluteLinks } from '@/lib/seo'
import { feedContentType, feedDocument } from './feed'

/** Parses strictly (sax in strict mode: a malformed document throws) into an element tree. */
function parse(xml: string): Element {
  const doc = xml2js(xml, { compact: false, captureSpacesBetweenElements: false }) as Element
  const root = doc.elements?.find((e) => e.type === 'element')
  if (!root) throw new Error('no root element')
  return root
}

const children = (el: Element, name: string) => (el.elements ?? []).filter((e) => e.type === 'element' && e.name === name)
const child = (el: Element, name: string) => {
  const found = children(el, name)[0]
  if (!found) throw new Error(`<${el.name}> has no <${name}>`)
  return found
}
const text = (el: Element) => (el.elements ?? []).map((e) => (e.type === 'text' ? String(e.text) : e.type === 'cdata' ? String(e.cdata) : '')).join('')
const ABSOLUTE = /^https?:\/\/[^/]+\//
/** HTML character references back to text (the numeric ones and the named ones an HTML sanitiser writes). */
const decodeHtml = (html: string) =>
  html.replace(/&(#\d+|lt|gt|quot|amp);/g, (_, ref: string) => (ref.startsWith('#') ? String.fromCharCode(Number(ref.slice(1))) : { lt: '<', gt: '>', quot: '"', amp: '&' }[ref]!))

describeEachDb('blog feeds', ({ handle }) => {
  beforeAll(async () => {
    await handle().db.insert(blogPosts).values([
      { slug: 'feed-draft', title: 'Unfinished draft', content: 'x', author: 'A', status: 'draft', publishedAt: new Date('2026-01-01') },
      { slug: 'feed-scheduled', title: 'Scheduled for later', content: 'x', author: 'A', status: 'published', publishedAt: new Date('2999-01-01') },
      {
        slug: 'feed-newest',
        title: 'Newest with a relative link',
        content: 'Read [how to apply](/apply) & <script>alert(1)</script> **now**.',
        author: 'Ada',
        status: 'published',
        publishedAt: new Date(Date.now() - 60_000),
        tags: ['founders'],
      },
    ])
  })

  async function documents() {
    const posts = await listFeedPosts(handle().db, 50)
    return { rss: parse(feedDocument('rss', posts)), atom: parse(feedDocument('atom', posts)) }
  }

  it('RSS 2.0: channel with title, absolute link and description, items newest first with absolute links, dates and full sanitised content', async () => {
    const { rss } = await documents()
    expect(rss.name).toBe('rss')
    expect(rss.attributes?.version).toBe('2.0')
    const channel = child(rss, 'channel')
    expect(text(child(channel, 'title'))).toContain('Blog')
    expect(text(child(channel, 'link'))).toMatch(ABSOLUTE)
    expect(text(child(channel, 'description'))).not.toBe('')
    const items = children(channel, 'item')
    expect(items.length).toBeGreaterThanOrEqual(4)
    const dates = items.map((i) => Date.parse(text(child(i, 'pubDate'))))
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const item of items) {
      expect(text(child(item, 'title'))).not.toBe('')
      expect(text(child(item, 'link'))).toMatch(ABSOLUTE)
    }
    const newest = items[0]!
    expect(text(child(newest, 'link'))).toMatch(/\/blog\/feed-newest$/)
    const content = text(child(newest, 'content:encoded'))
    expect(content).toContain('href="http://localhost:3000/apply"')
    expect(content).toContain('<strong>now</strong>')
    expect(content).not.toContain('<script')
  })

  it('Atom 1.0: feed with id, title, updated, author and self link, entries newest first with absolute alternate links', async () => {
    const { atom } = await documents()
    expect(atom.name).toBe('feed')
    expect(atom.attributes?.xmlns).toBe('http://www.w3.org/2005/Atom')
    for (const name of ['id', 'title', 'updated']) expect(text(child(atom, name))).not.toBe('')
    expect(text(child(child(atom, 'author'), 'name'))).not.toBe('')
    const self = children(atom, 'link').find((l) => l.attributes?.rel === 'self')
    expect(String(self?.attributes?.href)).toMatch(/^https?:\/\/[^/]+\/blog\/atom\.xml$/)
    const entries = children(atom, 'entry')
    expect(entries.length).toBeGreaterThanOrEqual(4)
    const published = entries.map((e) => Date.parse(text(child(e, 'published'))))
    expect(published).toEqual([...published].sort((a, b) => b - a))
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated']) expect(text(child(entry, name))).not.toBe('')
      expect(String(child(entry, 'link').attributes?.href)).toMatch(ABSOLUTE)
      expect(child(entry, 'content').attributes?.type).toBe('html')
    }
  })

  it('never carries a draft or a scheduled post', async () => {
    const posts = await listFeedPosts(handle().db, 50)
    for (const format of ['rss', 'atom'] as const) {
      const xml = feedDocument(format, posts)
      expect(xml).not.toContain('feed-draft')
      expect(xml).not.toContain('Unfinished draft')
      expect(xml).not.toContain('feed-scheduled')
      expect(xml).not.toContain('Scheduled for later')
    }
  })
})

describe('feed building', () => {
  const post = { slug: 'p', title: 'T', excerpt: 'E', content: 'C', tags: [], author: 'A', updatedAt: new Date('2026-01-02') }

  it('leaves out a scheduled post even when a caller passes one', () => {
    const xml = feedDocument('rss', [{ ...post, slug: 'later', publishedAt: new Date('2026-03-01') }, { ...post, publishedAt: new Date('2026-01-01') }], new Date('2026-02-01'))
    expect(xml).not.toContain('/blog/later')
    expect(xml).toContain('/blog/p')
  })

  it('makes site-relative links and images absolute and leaves others alone', () => {
    expect(absoluteLinks('<a href="/apply">a</a><img src="/x.png"><a href="//cdn.example/y">b</a><a href="https://x.example/">c</a>')).toBe(
      '<a href="http://localhost:3000/apply">a</a><img src="http://localhost:3000/x.png"><a href="//cdn.example/y">b</a><a href="https://x.example/">c</a>',
    )
  })

  it('keeps both feeds well-formed XML with hostile titles, excerpts and content: no element of theirs, text read back as written', () => {
    const title = 'Two ]]> and ]]><script>alert(1)</script> & more'
    const excerpt = 'Ends ]]> twice ]]><img src=x onerror=alert(1)>'
    const hostile = { ...post, title, excerpt, content: 'Code: `]]>` and ]]> again ]]> <b>x</b>', publishedAt: new Date('2026-01-01') }
    const elements = (el: Element): Element[] => (el.elements ?? []).filter((e) => e.type === 'element').flatMap((e) => [e, ...elements(e)])
    for (const format of ['rss', 'atom'] as const) {
      const root = parse(feedDocument(format, [hostile], new Date('2026-02-01')))
      const names = elements(root).map((e) => e.name)
      expect(names, format).not.toContain('script')
      expect(names, format).not.toContain('img')
      expect(names, format).not.toContain('b')
      const item = format === 'rss' ? child(child(root, 'channel'), 'item') : child(root, 'entry')
      // Title and summary are HTML in both formats: decoded once, they are the text the author wrote.
      expect(decodeHtml(text(child(item, 'title'))), format).toBe(title)
      expect(decodeHtml(text(child(item, format === 'rss' ? 'description' : 'summary'))), format).toBe(excerpt)
      const content = text(child(item, format === 'rss' ? 'content:encoded' : 'content'))
      expect(decodeHtml(content.replace(/<[^>]*>/g, '')), format).toContain(']]> and ]]> again ]]>')
    }
  })

  it('serves each format with its registered content type', () => {
    expect(feedContentType('rss')).toBe('application/rss+xml; charset=utf-8')
    expect(feedContentType('atom')).toBe('application/atom+xml; charset=utf-8')
  })
})
