import { describe, expect, it } from 'vitest'
import { analyzeHtml, cssInPayload, decodeRscPayload, rscScripts } from './page-weight.mjs'

const css = 'body{margin:0;font-family:"Inter",sans-serif}.card>p{color:#333}'.repeat(8)
// What Next writes: the RSC rows as one JSON string per push, `<` escaped as \u003c.
const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text]).replaceAll('<', '\\u003c')})</script>`
const page = ({ cssInRsc }: { cssInRsc: boolean }) =>
  [
    '<!DOCTYPE html><html lang="en"><head><title>T</title>',
    `<style data-precedence="next">${css}</style>`,
    '<script src="/_next/static/chunks/a.js" async=""></script></head>',
    '<body><main><h1>Hello</h1><p>Some prose.</p></main>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push(`1:["$","h1",null,{"children":"Hello"}]\n`),
    cssInRsc ? push(`2:["$","style","0",${JSON.stringify({ children: css })}]\n`) : '',
    '</body></html>',
  ].join('')

describe('rscScripts and decodeRscPayload', () => {
  it('find the __next_f scripts and decode their text chunks', () => {
    const html = page({ cssInRsc: false })
    const bodies = rscScripts(html)
    expect(bodies).toHaveLength(2)
    expect(decodeRscPayload(bodies)).toBe('1:["$","h1",null,{"children":"Hello"}]\n')
  })
  it('skips chunks that are not text', () => {
    expect(decodeRscPayload(['self.__next_f.push([3,"AAAA"])', 'self.__next_f.push([1,"x"])', 'self.__next_f.push(notJson)'])).toBe('x')
  })
})

describe('cssInPayload', () => {
  it('finds a stylesheet inside the payload even with its quotes escaped once more', () => {
    expect(cssInPayload(css, JSON.stringify({ children: css }))).toBe(true)
    expect(cssInPayload(css, 'unrelated')).toBe(false)
  })
  it('does not judge stylesheets too short to prove anything', () => {
    expect(cssInPayload('a{}', 'a{}')).toBe(false)
  })
})

describe('analyzeHtml', () => {
  it('splits the document into style, RSC payload and markup', () => {
    const html = page({ cssInRsc: false })
    const w = analyzeHtml(html)
    expect(w.raw).toBe(Buffer.byteLength(html))
    expect(w.gzip).toBeGreaterThan(0)
    expect(w.gzip).toBeLessThan(w.raw)
    expect(w.style).toBe(css.length)
    expect(w.styleCount).toBe(1)
    expect(w.rscCount).toBe(2)
    expect(w.markup).toBe(Buffer.byteLength('<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><main><h1>Hello</h1><p>Some prose.</p></main></body></html>'))
    expect(w.cssTwice).toBe(false)
  })
  it('reports CSS sent twice when the stylesheet is also in the payload', () => {
    const w = analyzeHtml(page({ cssInRsc: true }))
    expect(w.cssTwice).toBe(true)
    expect(w.cssTwiceBytes).toBe(css.length)
    expect(w.rsc).toBeGreaterThan(css.length)
  })
})
