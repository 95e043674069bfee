import { describe, expect, it } from 'vitest'
import { DECK_MAX_BYTES, DECK_MESSAGES, deckProblem, isPdf } from './deck'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the pitch deck check', () => {
  it('takes a file by its first bytes, %PDF-, whatever it is called', () => {
    expect(isPdf(bytes('%PDF-1.7\n'))).toBe(true)
    expect(deckProblem(1234, bytes('%PDF-1.4'))).toBeNull()
  })

  it('refuses a renamed text file, an HTML page and a file too short to tell', () => {
    expect(deckProblem(20, bytes('hello, this is text'))).toBe(DECK_MESSAGES.notPdf)
    expect(deckProblem(20, bytes('<html><script>'))).toBe(DECK_MESSAGES.notPdf)
    expect(deckProblem(4, bytes('%PDF'))).toBe(DECK_MESSAGES.notPdf)
    expect(isPdf(bytes(' %PDF-1.7'))).toBe(false)
  })

  it('takes exactly 15 MB and refuses a byte more, with a message naming the limit', () => {
    expect(deckProblem(DECK_MAX_BYTES, bytes('%PDF-'))).toBeNull()
    expect(deckProblem(DECK_MAX_BYTES + 1, bytes('%PDF-'))).toBe(DECK_MESSAGES.tooLarge)
    expect(DECK_MESSAGES.tooLarge).toContain('must be 15 MB or smaller')
  })
})
