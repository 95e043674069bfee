import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { DeckStorageNotice } from './deck-storage-notice'

const MB = 1024 * 1024

it('says nothing below 80 % of the budget, warns from there, and says when new decks are refused', () => {
  expect(renderToStaticMarkup(<DeckStorageNotice storage={{ usedBytes: 100 * MB, budgetBytes: 1000 * MB, full: false, nearlyFull: false }} />)).toBe('')
  const near = renderToStaticMarkup(<DeckStorageNotice storage={{ usedBytes: 850 * MB, budgetBytes: 1000 * MB, full: false, nearlyFull: true }} />)
  expect(near).toContain('Deck storage is 85 % full')
  expect(near).toContain('850 MB of the 1,000 MB budget')
  const full = renderToStaticMarkup(<DeckStorageNotice storage={{ usedBytes: 1001 * MB, budgetBytes: 1000 * MB, full: true, nearlyFull: true }} />)
  expect(full).toContain('Deck storage is full')
  expect(full).toContain('New decks are refused')
})
