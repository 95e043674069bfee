// The pure half of the critical-CSS step (issue 15): which rules of the full stylesheet the first screen needs.
// A browser (collect.mjs) says which selectors match an element on the first screen; this file turns the full
// sheet into the subset, keeping every rule in its original order and inside its @layer/@media/@supports, so the
// subset cascades exactly like the full sheet does.
import postcss from 'postcss'

// States no element is in at first paint, and pseudo-elements querySelectorAll cannot match: removed before asking
// the browser, so `.btn:hover` counts as needed when a `.btn` is on the first screen.
const PSEUDO_ELEMENT = /::?(?:before|after|placeholder|selection|marker|backdrop|file-selector-button|first-line|first-letter|-webkit-[a-z-]+|-moz-[a-z-]+)/g
const STATE =
  /:(?:hover|focus-visible|focus-within|focus|active|visited|disabled|enabled|checked|indeterminate|placeholder-shown|autofill|required|optional|invalid|valid|user-invalid|user-valid|open|popover-open|target|read-only|read-write|default|in-range|out-of-range)(?![\w-])/g

/**
 * The selector to ask the browser about: states and pseudo-elements removed. May come out empty or invalid
 * (`:not(:disabled)` → `:not()`); the caller keeps such a rule rather than guess.
 */
export function matchableSelector(selector) {
  return selector.replace(PSEUDO_ELEMENT, '').replace(STATE, '')
}

/** Every distinct selector of a style rule in the sheet, in order (rules inside @keyframes have none to match). */
export function selectorsOf(css) {
  const seen = new Set()
  postcss.parse(css).walkRules((rule) => {
    if (!insideKeyframes(rule)) seen.add(rule.selector)
  })
  return [...seen]
}

/**
 * The subset of `css` whose style rules `isNeeded(selector)` accepts. At-rules that carry no selector (@property,
 * @font-face, @keyframes, `@layer a, b;` order statements) are kept whole; blocks left empty are dropped.
 */
export function criticalCss(css, isNeeded) {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (!insideKeyframes(rule) && !isNeeded(rule.selector)) rule.remove()
  })
  // Innermost first, so a @layer holding only an emptied @media goes too.
  const blocks = []
  root.walkAtRules((at) => {
    if (at.nodes) blocks.push(at)
  })
  for (const at of blocks.reverse()) {
    if (at.nodes.length === 0 && !KEEP_EMPTY.has(at.name)) at.remove()
  }
  return root.toString()
}

// An empty @font-face or @keyframes is meaningless, but these are never emptied by removing style rules anyway;
// an empty `@layer x {}` still fixes the layer order, so it stays.
const KEEP_EMPTY = new Set(['layer', 'font-face', 'property', 'keyframes'])

function insideKeyframes(node) {
  for (let p = node.parent; p; p = p.parent) if (p.type === 'atrule' && /keyframes$/.test(p.name)) return true
  return false
}
