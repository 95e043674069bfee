import { describe, expect, it } from 'vitest'
import { applyToolMarkers, jsonObjectEnd, MARKER_TEXTS, MAX_TOOL_CALLS } from './markers'

describe('applyToolMarkers', () => {
  it('leaves text without markers untouched', () => {
    expect(applyToolMarkers('No tools [here] {really}.')).toEqual({ text: 'No tools [here] {really}.', toolsUsed: [] })
  })

  it('replaces a marker by the tool summary and reports the tool', () => {
    const r = applyToolMarkers('Here is the market. [TOOL:market-data]{"industry":"ai"} Anything else?')
    expect(r.text).toBe('Here is the market. **AI** market: about $207B, growing 20% a year. Anything else?')
    expect(r.toolsUsed).toEqual(['market-data'])
  })

  it('reads JSON with nested braces and braces inside strings', () => {
    const json = '{"a":{"b":"}"},"c":"\\"{"}tail'
    expect(jsonObjectEnd(json, 0)).toBe(json.indexOf('tail'))
    const r = applyToolMarkers('[TOOL:valuation]{"industry":"ai","revenue":1000000,"meta":{"note":"}"}} done')
    expect(r.text).toMatch(/^\*\*Estimated valuation \(AI\):\*\* \$9\.6M–\$14\.4M.* done$/)
  })

  it('accepts lower-case marker names and spaces before the JSON', () => {
    const r = applyToolMarkers('[tool:Market-Data] {"industry":"gaming"}')
    expect(r.text).toBe('**Gaming** market: about $185B, growing 9% a year.')
  })

  it('runs several markers in order and lists each tool once', () => {
    const r = applyToolMarkers('[TOOL:market-data]{"industry":"ai"}\n[TOOL:market-data]{"industry":"fintech"}\n[TOOL:kpi-analysis]{"churn":0.1}')
    expect(r.text.split('\n')).toEqual([
      '**AI** market: about $207B, growing 20% a year.',
      '**Fintech** market: about $162B, growing 16% a year.',
      '**Watch:** Monthly churn of 10% is high (over 5%, the top of the usual range even for software sold to small businesses): you lose 72% of your customers in a year. Fix retention before spending more on acquisition.',
    ])
    expect(r.toolsUsed).toEqual(['market-data', 'kpi-analysis'])
  })

  it.each([
    ['malformed JSON', 'Before [TOOL:market-data]{industry: ai} after', `Before ${MARKER_TEXTS.badJson} after`],
    ['no JSON at all', 'Before [TOOL:market-data] after', `Before ${MARKER_TEXTS.badJson} after`],
    ['a marker cut off by the end of the reply', 'Before [TOOL:valuat', `Before ${MARKER_TEXTS.badJson}`],
    ['a marker cut off mid-line before another', '[TOOL:kpi\n[TOOL:weather', `${MARKER_TEXTS.badJson}\n${MARKER_TEXTS.badJson}`],
    ['JSON that never closes', 'Before [TOOL:valuation]{"industry":"ai"\nNext line', `Before ${MARKER_TEXTS.badJson}\nNext line`],
  ])('replaces a marker with %s by a short line, never the raw marker', (_case, input, output) => {
    const r = applyToolMarkers(input)
    expect(r.text).toBe(output)
    expect(r.text).not.toContain('[TOOL:')
    expect(r.toolsUsed).toEqual([])
  })

  it('puts the error in place of a failing tool', () => {
    const r = applyToolMarkers('[TOOL:market-data]{"industry":"space"}')
    expect(r.text).toBe(MARKER_TEXTS.failed('Unknown industry: space. Known industries: ai, fintech, healthcare, gaming, blockchain.'))
    expect(r.toolsUsed).toEqual([])
  })

  it('says the tool was not found for an unknown id, without echoing unsafe ids', () => {
    expect(applyToolMarkers('[TOOL:weather]{}').text).toBe(MARKER_TEXTS.failed('Tool weather not found'))
    expect(applyToolMarkers('[TOOL:<img>]{}').text).toBe(MARKER_TEXTS.failed('unknown tool'))
    expect(applyToolMarkers('[TOOL:market data]{}').text).toBe(MARKER_TEXTS.failed('unknown tool'))
    expect(applyToolMarkers(`[TOOL:${'x'.repeat(100)}]{}`).text).toBe(MARKER_TEXTS.failed('unknown tool'))
  })

  it('reads a fragment after a complete marker as unreadable too', () => {
    const r = applyToolMarkers('[TOOL:market-data]{"industry":"ai"} and [TOOL:valu')
    expect(r.text).toBe(`**AI** market: about $207B, growing 20% a year. and ${MARKER_TEXTS.badJson}`)
    expect(r.toolsUsed).toEqual(['market-data'])
  })

  it(`runs at most ${MAX_TOOL_CALLS} tools per reply`, () => {
    const input = Array.from({ length: 8 }, () => '[TOOL:market-data]{"industry":"ai"}').join('\n')
    const lines = applyToolMarkers(input).text.split('\n')
    expect(lines.filter((l) => l.startsWith('**AI**'))).toHaveLength(MAX_TOOL_CALLS)
    expect(lines.filter((l) => l === MARKER_TEXTS.tooMany)).toHaveLength(8 - MAX_TOOL_CALLS)
  })

  it('runs only 5 of a reply made of thousands of markers and replaces every one', () => {
    const r = applyToolMarkers('[TOOL:market-data]{"industry":"ai"}'.repeat(5000))
    expect(r.text).not.toContain('[TOOL:')
    expect(r.text.split('**AI** market').length - 1).toBe(MAX_TOOL_CALLS)
  })
})
