import { describe, expect, it } from 'vitest'
import type { Attachment, MessageType, UserIntent } from '@/lib/agents/types'
import { NOT_LEGAL_ADVICE } from './canned/shared'
import { attachmentScore, capContent, MORE_DETAILS, rankAttachments, RESPONSE_CAPS } from './caps'

const SUFFIX = `\n\n${MORE_DETAILS}`
const body = (capped: string) => (capped.endsWith(SUFFIX) ? capped.slice(0, -SUFFIX.length) : capped)
const sentences = (n: number) => Array.from({ length: n }, (_, i) => `Sentence number ${i + 1} is here.`).join(' ')

describe('RESPONSE_CAPS', () => {
  it.each([
    ['greeting', 150, 2],
    ['about', 300, 3],
    ['simple_question', 200, 2],
    ['complex_request', 600, 4],
    ['follow_up', 250, 2],
  ] as const)('%s allows %d characters and %d attachments', (type, chars, attachments) => {
    expect(RESPONSE_CAPS[type]).toEqual({ chars, attachments })
  })
})

describe('capContent', () => {
  it.each(Object.keys(RESPONSE_CAPS) as MessageType[])('leaves a %s reply within its cap untouched', (type) => {
    const text = 'x'.repeat(RESPONSE_CAPS[type].chars)
    expect(capContent(text, type)).toBe(text)
  })

  it.each(Object.keys(RESPONSE_CAPS) as MessageType[])('cuts a long %s reply at a sentence within the cap and invites more', (type) => {
    const cap = RESPONSE_CAPS[type].chars
    const out = capContent(sentences(40), type)
    expect(out.endsWith(SUFFIX)).toBe(true)
    expect(body(out).length).toBeLessThanOrEqual(cap)
    expect(body(out).length).toBeGreaterThanOrEqual(cap / 2)
    expect(body(out)).toMatch(/is here\.$/)
  })

  it('trims surrounding whitespace without cutting', () => {
    expect(capContent('  Hello there.  \n', 'greeting')).toBe('Hello there.')
  })

  it.each([
    ['a sentence end', 'A'.repeat(90) + '. ' + 'b '.repeat(60), 'A'.repeat(90) + '.'],
    ['a question mark', 'Q'.repeat(100) + '? ' + 'b '.repeat(60), 'Q'.repeat(100) + '?'],
    ['a closing bold after the full stop', '**' + 'B'.repeat(90) + '.** ' + 'c '.repeat(60), '**' + 'B'.repeat(90) + '.**'],
    ['a line break (list item)', '- ' + 'l'.repeat(100) + '\n- ' + 'm '.repeat(60), '- ' + 'l'.repeat(100)],
    ['the sentence before a line that ends in a colon', 'A'.repeat(60) + '. What we look for:\n\n- ' + 'm '.repeat(60), 'A'.repeat(60) + '.'],
    ['the end of a numbered item, never after the next item\'s bare number', 'Four steps.\n\n1. **Review**: ' + 'r'.repeat(100) + '.\n2. **Diligence**: ' + 'd '.repeat(40), 'Four steps.\n\n1. **Review**: ' + 'r'.repeat(100) + '.'],
  ])('cuts at %s', (_case, text, expected) => {
    expect(body(capContent(text, 'greeting'))).toBe(expected)
  })

  it('keeps a short full sentence rather than cutting the next one mid-way', () => {
    const text = 'Short one. ' + 'word '.repeat(60)
    expect(body(capContent(text, 'greeting'))).toBe('Short one.')
  })

  it('keeps the first whole sentence when none ends within the cap, never a broken one or an ellipsis', () => {
    const first = `${'word '.repeat(40)}ends here.`
    const out = capContent(`${first} ${'more '.repeat(40)}`, 'greeting')
    expect(out).toBe(`${first}${SUFFIX}`)
    expect(out).not.toContain('…')
  })

  it.each([
    ['a run of words', 'word '.repeat(60)],
    ['one enormous word', 'z'.repeat(1000)],
    ['words with a link', `${'w '.repeat(70)}[our application guide](/apply) and more words after it to run past the cap`],
  ])('keeps %s with no sentence end whole rather than breaking it', (_case, text) => {
    expect(capContent(text, 'greeting')).toBe(text.trim())
  })

  it('keeps a whole link that ends before the cut', () => {
    const kept = 'See [the apply page](/apply) for the details of how to apply and what to send us first.'
    expect(body(capContent(`${kept} ${'x '.repeat(100)}`, 'greeting'))).toBe(kept)
  })

  it('keeps a link too long for the cap whole, in a reply with no sentence end, rather than a broken link', () => {
    const text = `[Read the guide](/${'a'.repeat(300)}) and more text here`
    expect(capContent(text, 'greeting')).toBe(text)
  })

  it('closes bold text opened in the kept sentence', () => {
    const text = 'Intro **' + 'a'.repeat(80) + '. ' + 'b'.repeat(80) + '** end. ' + 'x '.repeat(80)
    const out = body(capContent(text, 'greeting'))
    expect(out).toBe('Intro **' + 'a'.repeat(80) + '.**')
  })

  it("keeps a legal answer's disclaimer after the cut, outside the cap, and leaves an answer that fits without it whole", () => {
    const answer = sentences(12)
    const out = capContent(`${answer}\n\n${NOT_LEGAL_ADVICE}`, 'simple_question')
    const kept = out.slice(0, out.indexOf('\n\n'))
    expect(kept.length).toBeLessThanOrEqual(RESPONSE_CAPS.simple_question.chars)
    expect(answer.startsWith(kept)).toBe(true)
    expect(out).toBe(`${kept}\n\n${NOT_LEGAL_ADVICE}${SUFFIX}`)
    const short = `${sentences(2)}\n\n${NOT_LEGAL_ADVICE}`
    expect(capContent(short, 'simple_question')).toBe(short)
  })
})

const link = (url: string, title = url): Attachment => ({ type: 'link', title, url })
const action = (url: string, title = url): Attachment => ({ type: 'action', title, url })

describe('attachmentScore', () => {
  it.each([
    [link('/apply'), 'investment', 10],
    [action('/apply'), 'investment', 15],
    [action('/apply'), 'action', 15],
    [link('/portfolio'), 'investment', 10],
    [link('/services'), 'investment', 10],
    [link('/resources'), 'research', 10],
    [link('/blog/what-we-look-for'), 'research', 10],
    [link('/contact'), 'support', 10],
    [link('/contact-hub#media'), 'support', 10],
    [link('/contact'), 'action', 10],
    [link('/about'), 'information', 10],
    [link('mailto:hello@example.com'), 'support', 10],
    [link('/about'), 'investment', 0],
    [action('/about'), 'research', 5],
    [link('/unknown'), 'information', 0],
  ] as const)('%j for %s scores %d', (attachment, intent, score) => {
    expect(attachmentScore(attachment, intent as UserIntent)).toBe(score)
  })

  it.each(['constructor', 'toString'])('scores a link to %s like any other relative link', (url) => {
    expect(attachmentScore(link(url), 'information')).toBe(attachmentScore(link('not-a-page'), 'information'))
  })
})

describe('rankAttachments', () => {
  it('puts intent matches first, then actions, keeping list order among equals', () => {
    const list = [link('/about'), link('/blog'), action('/partners'), link('/apply'), action('/apply-new')]
    expect(rankAttachments(list, 'investment', 'complex_request').map((a) => a.url)).toEqual(['/apply-new', '/apply', '/partners', '/about'])
  })

  it('drops duplicate URLs, keeping the best-ranked one', () => {
    const list = [link('/contact', 'Contact'), action('/contact/', 'Write to us'), link('/about')]
    expect(rankAttachments(list, 'support', 'about')).toEqual([action('/contact/', 'Write to us'), link('/about')])
  })

  it.each([
    ['greeting', 2],
    ['about', 3],
    ['simple_question', 2],
    ['complex_request', 4],
    ['follow_up', 2],
  ] as const)('trims a long list to the %s cap of %d', (type, cap) => {
    const list = ['/', '/about', '/services', '/portfolio', '/partners', '/resources'].map((u) => link(u))
    expect(rankAttachments(list, 'information', type)).toHaveLength(cap)
  })

  it('keeps every attachment of a list under the cap', () => {
    const list = [link('/about'), link('/blog'), link('/apply')]
    expect(rankAttachments(list, 'research', 'complex_request').map((a) => a.url)).toEqual(['/blog', '/about', '/apply'])
  })

  it('returns an empty list for no attachments', () => {
    expect(rankAttachments([], 'action', 'greeting')).toEqual([])
  })
})

describe('capContent on generated markdown', () => {
  // A fixed-seed generator: the same 300 texts every run, mixing words, links, bold, punctuation and line breaks.
  function rng(seed: number) {
    return () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
  }
  const tokens = ['word', 'startup', 'funding.', 'really?', '**bold', 'text**', '[apply](/apply)', '[a long guide title](/resources)', '\n- item', ',', '$2M.', 'e.g.', '—']
  const rand = rng(42)
  const texts = Array.from({ length: 300 }, () =>
    Array.from({ length: 20 + Math.floor(rand() * 200) }, () => tokens[Math.floor(rand() * tokens.length)]).join(' '),
  )

  it.each(Object.keys(RESPONSE_CAPS) as MessageType[])('keeps every cut %s reply within the cap, links whole and bold closed', (type) => {
    const cap = RESPONSE_CAPS[type].chars
    const cut = texts.filter((t) => t.trim().length > cap)
    expect(cut.length).toBeGreaterThan(200)
    for (const text of cut) {
      const out = body(capContent(text, type))
      expect(out.length).toBeGreaterThan(0)
      expect(out.length, text).toBeLessThanOrEqual(cap)
      expect((out.match(/\*\*/g)?.length ?? 0) % 2, out).toBe(0)
      const opened = out.match(/\]\(/g)?.length ?? 0
      const whole = out.match(/\[[^\]\n]*\]\([^)\s]*\)/g)?.length ?? 0
      expect(whole, out).toBe(opened)
    }
  })
})
