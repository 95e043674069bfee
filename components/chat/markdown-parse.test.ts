import { describe, expect, it } from 'vitest'
import { NOT_LEGAL_ADVICE } from '@/lib/agents/canned/shared'
import { linkTargets, parseInline, parseMarkdown, plainText, safeHref } from './markdown-parse'

const STUDIO = { email: 'hello@example.com', phoneHref: 'tel:+15550100199' }

describe('safeHref', () => {
  it.each([
    ['/apply', { href: '/apply', internal: true }],
    ['/blog/some-post?x=1#top', { href: '/blog/some-post?x=1#top', internal: true }],
    ['mailto:hello@example.com', { href: 'mailto:hello@example.com', internal: false }],
    ['mailto:Hello@Example.com?subject=Hi', { href: 'mailto:Hello@Example.com?subject=Hi', internal: false }],
    ['tel:+1 (555) 010-0199', { href: 'tel:+1 (555) 010-0199', internal: false }],
  ])('keeps %s', (href, expected) => {
    expect(safeHref(href, STUDIO)).toEqual(expected)
  })

  it.each(['mailto:someone@else.example', 'mailto:hello@example.com.evil.example', 'tel:+1 900 555 0000'])(
    "drops %s, which is not the studio's own address",
    (href) => {
      expect(safeHref(href, STUDIO)).toBeNull()
    },
  )

  it('drops mailto: and tel: links when the studio contact is not known', () => {
    expect(safeHref('mailto:hello@example.com')).toBeNull()
    expect(safeHref('tel:+15550100199')).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example',
    'https://example.com',
    'vbscript:msgbox',
    'mailto:',
    'tel:abc',
  ])('drops %s', (href) => {
    expect(safeHref(href, STUDIO)).toBeNull()
  })
})

describe('links in chat markdown', () => {
  it("renders a mailto: link to another address as its label, whatever the label's length", () => {
    for (const label of ['write', 'w'.repeat(300)]) {
      expect(parseInline(`[${label}](mailto:someone@else.example)`, STUDIO)).toEqual([{ kind: 'text', text: label }])
    }
  })

  it("renders a link to the studio's own e-mail", () => {
    expect(parseInline('[mail us](mailto:hello@example.com)', STUDIO)).toEqual([
      { kind: 'link', href: 'mailto:hello@example.com', internal: false, children: [{ kind: 'text', text: 'mail us' }] },
    ])
  })
})

describe('parseInline', () => {
  it('parses bold, emphasis and code', () => {
    expect(parseInline('a **b** *c* `d`')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
    ])
  })

  it('keeps an internal link as a link', () => {
    expect(parseInline('[Apply](/apply)')).toEqual([{ kind: 'link', href: '/apply', internal: true, children: [{ kind: 'text', text: 'Apply' }] }])
  })

  it('turns a javascript: link into its label as plain text', () => {
    expect(parseInline('click [here](javascript:void) now')).toEqual([{ kind: 'text', text: 'click here now' }])
    expect(parseInline('[x](javascript:alert(1))').some((n) => n.kind === 'link')).toBe(false)
  })

  it('never produces markup from raw HTML: it stays text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }])
  })

  it('parses a link inside bold text', () => {
    expect(parseInline('**see [terms](/terms-of-service)**')).toEqual([
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'see ' },
          { kind: 'link', href: '/terms-of-service', internal: true, children: [{ kind: 'text', text: 'terms' }] },
        ],
      },
    ])
  })

  it('leaves a lone asterisk alone', () => {
    expect(parseInline('2 * 3 = 6')).toEqual([{ kind: 'text', text: '2 * 3 = 6' }])
  })

  it("renders the legal disclaimer's _underscore_ italics as emphasis, and leaves snake_case words as text", () => {
    const [node, ...rest] = parseInline(NOT_LEGAL_ADVICE)
    expect(rest).toEqual([])
    expect(node).toMatchObject({ kind: 'em', children: [{ kind: 'text', text: NOT_LEGAL_ADVICE.slice(1, -1) }] })
    expect(parseInline('see my_file_name and _this_.')).toEqual([
      { kind: 'text', text: 'see my_file_name and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'this' }] },
      { kind: 'text', text: '.' },
    ])
  })
})

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseMarkdown('One\ntwo\n\nThree')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'One' }, { kind: 'break' }, { kind: 'text', text: 'two' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Three' }] },
    ])
  })

  it('parses bullet and numbered lists as separate lists', () => {
    const blocks = parseMarkdown('Intro:\n- a\n- b\n1. c\n2. d')
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'list'])
    expect(blocks[1]).toMatchObject({ kind: 'list', ordered: false, items: [[{ text: 'a' }], [{ text: 'b' }]] })
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: true, items: [[{ text: 'c' }], [{ text: 'd' }]] })
  })

  it('turns a heading into a heading block', () => {
    expect(parseMarkdown('## Our process')).toEqual([{ kind: 'heading', children: [{ kind: 'text', text: 'Our process' }] }])
  })

  it('keeps a fenced block verbatim, without parsing markdown inside', () => {
    expect(parseMarkdown('```\n**not bold** [x](/apply)\n```')).toEqual([{ kind: 'code', text: '**not bold** [x](/apply)' }])
  })
})

describe('plainText', () => {
  it('gives the words without markdown punctuation', () => {
    expect(plainText('**We invest** $100K–$2M.\n\n- [Apply](/apply)\n- *Contact*')).toBe('We invest $100K–$2M. Apply. Contact')
  })
})

describe('linkTargets', () => {
  it('finds every page the text links to, in paragraphs, lists and bold, and no unsafe target', () => {
    const text = 'See [how to apply](/apply).\n\n- **[Services](/services)**\n- [Elsewhere](https://evil.example)'
    expect([...linkTargets(text)]).toEqual(['/apply', '/services'])
  })
})
