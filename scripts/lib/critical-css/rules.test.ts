import { describe, expect, it } from 'vitest'
import { criticalCss, matchableSelector, selectorsOf } from './rules.mjs'

// A slice of what Tailwind 4 writes: a layer order statement, @property, theme variables, layered utilities with
// responsive, hover and dark variants, and keyframes.
const SHEET = [
  '@layer theme,base,components,utilities;',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@layer theme{:root,:host{--color-indigo-600:#4f46e5}}',
  '@layer base{*,:before,:after{box-sizing:border-box}h1{font-size:inherit}}',
  '@layer utilities{.hidden{display:none}.flex{display:flex}.grid{display:grid}',
  '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}',
  '@media (min-width:48rem){.md\\:grid{display:grid}}',
  '.dark\\:inline:where(.dark,.dark *){display:inline}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('')

describe('matchableSelector', () => {
  it('drops the states and pseudo-elements no element is in at first paint', () => {
    expect(matchableSelector('.hover\\:underline:hover')).toBe('.hover\\:underline')
    expect(matchableSelector('.btn:focus-visible')).toBe('.btn')
    expect(matchableSelector('.x::placeholder')).toBe('.x')
    expect(matchableSelector('*,:before,:after')).toBe('*,,')
  })

  it('keeps structural pseudo-classes and the dark variant', () => {
    expect(matchableSelector(':where(.space-y-4>:not(:last-child))')).toBe(':where(.space-y-4>:not(:last-child))')
    expect(matchableSelector('.dark\\:inline:where(.dark,.dark *)')).toBe('.dark\\:inline:where(.dark,.dark *)')
  })

  it('does not cut a longer name that starts like a state', () => {
    expect(matchableSelector('.a:focus-within')).toBe('.a')
    expect(matchableSelector('.a:has(:checked)')).toBe('.a:has()')
  })
})

describe('selectorsOf', () => {
  it('lists each style rule selector once, nothing from inside @keyframes', () => {
    const selectors = selectorsOf(SHEET)
    expect(selectors).toContain('.md\\:grid')
    expect(selectors).toContain(':root,:host')
    expect(selectors).not.toContain('to')
    expect(new Set(selectors).size).toBe(selectors.length)
  })
})

describe('criticalCss', () => {
  const needed = new Set([':root,:host', '*,:before,:after', '.flex', '.md\\:grid', '.dark\\:inline:where(.dark,.dark *)'])
  const out = criticalCss(SHEET, (s) => needed.has(s))

  it('keeps the needed rules inside their layer and media query, in the sheet order', () => {
    expect(out).toContain('@layer utilities{.flex{display:flex}@media (min-width:48rem){.md\\:grid{display:grid}}.dark\\:inline')
  })

  it('drops the rules nothing on the first screen uses, and the blocks they leave empty', () => {
    expect(out).not.toContain('.hidden')
    expect(out).not.toContain('.grid{')
    expect(out).not.toContain('h1{')
    expect(out).not.toContain('hover:hover')
  })

  it('keeps what has no selector: the layer order, @property and @keyframes', () => {
    expect(out.startsWith('@layer theme,base,components,utilities;')).toBe(true)
    expect(out).toContain('@property --tw-shadow')
    expect(out).toContain('@keyframes spin{to{transform:rotate(360deg)}}')
  })

  it('keeps an emptied layer block, which still fixes the layer order', () => {
    const none = criticalCss('@layer base{h1{margin:0}}', () => false)
    expect(none).toBe('@layer base{}')
  })
})
