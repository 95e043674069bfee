import { describe, expect, it } from 'vitest'
import { readingTimeMinutes, renderMarkdown, slugifyHeading } from './markdown'

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and links', () => {
    const html = renderMarkdown('## Our process\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Apply](/apply)')
    expect(html).toContain('<h2 id="our-process">Our process</h2>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<td>1</td>')
    expect(html).toContain('<a href="/apply">Apply</a>')
  })

  it('demotes a body h1 so the page keeps one h1', () => {
    expect(renderMarkdown('# Title').trim()).toBe('<h2 id="title">Title</h2>')
  })

  it.each([
    ['<script>alert(1)</script>', '<script'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['<img src="https://x.example/a.png" onerror="alert(1)">', 'onerror'],
    ['[click](javascript:alert(1))', 'javascript:'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'avascript'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', 'data:'],
    ['<p style="background:url(x)">x</p>', 'style='],
    ['<svg><script>alert(1)</script></svg>', 'alert'],
  ])('strips %s', (input, forbidden) => {
    expect(renderMarkdown(input).toLowerCase()).not.toContain(forbidden.toLowerCase())
  })

  it('opens external links safely in a new tab, keeps internal ones as they are', () => {
    const html = renderMarkdown('[ext](https://example.org) [int](/about)')
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">ext</a>')
    expect(html).toContain('<a href="/about">int</a>')
  })

  it('gives repeated headings distinct ids', () => {
    const html = renderMarkdown('## FAQ\n\n## FAQ')
    expect(html).toContain('id="faq"')
    expect(html).toContain('id="faq-1"')
  })
})

describe('slugifyHeading', () => {
  it('makes URL-safe ids', () => expect(slugifyHeading('Bio + AI: <em>Ünïcode</em> & more')).toBe('bio-ai-unicode-more'))
})

describe('readingTimeMinutes', () => {
  it('is at least one minute', () => expect(readingTimeMinutes('short')).toBe(1))
  it('counts about 220 words a minute', () => expect(readingTimeMinutes(Array(1100).fill('word').join(' '))).toBe(5))
})
