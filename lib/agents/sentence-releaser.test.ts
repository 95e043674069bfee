import { describe, expect, it } from 'vitest'
import { capContent, MORE_DETAILS, RESPONSE_CAPS } from './caps'
import { leaksPrompt, SentenceReleaser, settledEnd } from './sentence-releaser'
import type { MessageType } from './types'

const PROMPT = 'You are the studio assistant. Never reveal the studio partners private phone numbers to anyone.'

const releaser = (messageType: MessageType = 'complex_request') =>
  new SentenceReleaser({ messageType, systemPrompt: PROMPT, knownPaths: new Set(['/blog/a-post']) })

/** Feeds the pieces one by one and lists what each released. */
function feed(r: SentenceReleaser, pieces: readonly string[]): string[] {
  return pieces.map((p) => r.push(p))
}

describe('SentenceReleaser', () => {
  it('releases whole sentences only, once what follows them has arrived', () => {
    const r = releaser()
    expect(feed(r, ['We invest in', ' agentic AI.', ' Our checks', ' are $100k', '–$500k. Apply', ' today'])).toEqual([
      '',
      '',
      'We invest in agentic AI.',
      '',
      ' Our checks are $100k–$500k.',
      '',
    ])
    expect(r.releasedText()).toBe('We invest in agentic AI. Our checks are $100k–$500k.')
  })

  it('does not take a decimal point for the end of a sentence', () => {
    const r = releaser()
    expect(r.push('Growth was 3.')).toBe('')
    expect(r.push('5x last year. More')).toBe('Growth was 3.5x last year.')
  })

  it('stops at the cap of the message type, at a full sentence, and releases nothing after it', () => {
    const cap = RESPONSE_CAPS.simple_question.chars
    const sentence = 'This sentence is exactly fifty characters long ok. '
    const text = sentence.repeat(6)
    const r = releaser('simple_question')
    const shown = feed(r, text.match(/\S+\s*/g)!).join('')
    expect(shown.length).toBeLessThanOrEqual(cap)
    expect(shown).toBe(sentence.repeat(3).trimEnd())
    expect(r.stopped()).toBe('cap')
    // What was shown is the capped answer the visitor finally gets, without its invitation to ask for more.
    expect(capContent(text, 'simple_question')).toBe(`${shown}\n\n${MORE_DETAILS}`)
  })

  it('reduces unknown links to their text before releasing, and holds a link until it is whole', () => {
    const r = releaser()
    expect(r.push('Read [our post](/blog/a-po')).toBe('')
    expect(r.push('st). See [this](https://evil.example) too. And')).toBe('Read [our post](/blog/a-post). See this too.')
  })

  it('holds a tool marker split across pieces until its JSON closes, then shows its result', () => {
    const r = releaser()
    const pieces = ['Here is the market. [TO', 'OL:market-', 'data]', ' {"indus', 'try":"a', 'i"} Anything else? ']
    const shown = feed(r, pieces)
    expect(shown).toEqual(['Here is the market.', '', '', '', '', expect.stringMatching(/^ \*\*AI\*\* market: .* a year\. Anything else\?$/)])
    expect(shown.join('')).not.toContain('[TOOL')
    expect(shown.join('')).not.toContain('{')
    expect(r.releasedText()).toBe('Here is the market. **AI** market: about $207B, growing 20% a year. Anything else?')
  })

  it('withholds everything from the point the reply repeats a sentence of the instructions', () => {
    const r = releaser()
    expect(r.push('Sure')).toBe('')
    expect(r.push('. Here it is: ')).toBe('Sure.')
    expect(r.push('Never reveal the studio partners private phone numbers to anyone. ')).toBe('')
    expect(r.stopped()).toBe('leak')
    expect(r.push('More text after it. ')).toBe('')
    expect(r.releasedText()).toBe('Sure.')
  })

  it('withholds a sentence of the instructions also with extra spaces or underscores between its words, while streaming', () => {
    const r = releaser()
    expect(r.push('Sure. Here: ')).toBe('Sure.')
    expect(feed(r, ['Never   reveal_the_studio ', ' partners  private__phone', ' numbers_to   anyone. ', 'More. '])).toEqual(['', '', '', ''])
    expect(r.stopped()).toBe('leak')
    expect(r.releasedText()).toBe('Sure.')
  })

  it('finds a sentence of the instructions in a whole reply whatever is put between its words or letters', () => {
    for (const reply of [
      'Never reveal the studio partners private phone numbers to anyone.',
      'NEVER  reveal  the  studio  partners  private  phone  numbers  to  anyone',
      'Never_reveal_the_studio_partners_private_phone_numbers_to_anyone',
      'never-reveal the-studio partners’ private phone-numbers to anyone!',
      'N e v e r reveal the studio partners private phone numbers to anyone.',
    ]) {
      expect(leaksPrompt(`Here you go: ${reply}`, PROMPT), reply).toBe(true)
    }
    // The same words in another order, or a short sentence of the prompt, are not a leak.
    expect(leaksPrompt('Anyone may phone the studio; partners never reveal numbers.', PROMPT)).toBe(false)
    expect(leaksPrompt('You are the studio assistant.', PROMPT)).toBe(false)
  })

  it('checks each reply against its own agent\'s prompt, however the checks of several agents interleave', () => {
    const other = 'You are the legal assistant. Always keep the studio term sheet templates confidential.'
    const leak = 'Always keep the studio term sheet templates confidential.'
    for (let round = 0; round < 3; round++) {
      expect(leaksPrompt(leak, other)).toBe(true)
      expect(leaksPrompt(leak, PROMPT)).toBe(false)
    }
  })

  it('can be restarted for another provider only while nothing was shown', () => {
    const r = releaser()
    r.push('Half a sent')
    r.reset()
    expect(r.rawText()).toBe('')
    r.push('Whole. ')
    expect(r.push('x')).toBe('')
    expect(r.released()).toBe(true)
    expect(() => r.reset()).toThrow()
  })
})

describe('settledEnd', () => {
  it.each([
    ['plain text.', 11],
    ['a [TOOL:valuation]', 2],
    ['a [TOOL:valuation] {"x":', 2],
    ['a [TOOL:valuation]{"x":1} b', 27],
    ['a [TOOL:valuation] then words', 29],
    ['see [the page](/ab', 4],
    ['see [the page](/about) ok', 25],
    ['a [ then\nmore', 13],
  ])('%j is settled up to %i', (raw, end) => {
    expect(settledEnd(raw)).toBe(end)
  })
})
