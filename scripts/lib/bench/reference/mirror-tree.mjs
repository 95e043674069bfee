// The bench's second reference for a page: our page's server-rendered markup served by the empty app as plain React
// elements, with none of our components, scripts or client code. Copied into the reference app as
// app/mirror/tree.mjs (build.mjs). What that page costs a phone is the framework's floor for a page of this DOM and
// stylesheet: streaming it, decoding its RSC payload, hydrating every element, styling and laying it out. Our page's
// main-thread work and LCP are judged against it; the empty page stays the reference for TBT and JavaScript.
import { parseDocument } from 'htmlparser2'
import { createElement } from 'react'

// HTML attribute names React spells differently; others (aria-*, data-*, SVG's stroke-width, …) pass through as-is.
const RENAME = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  enctype: 'encType',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  datetime: 'dateTime',
  referrerpolicy: 'referrerPolicy',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  novalidate: 'noValidate',
  autofocus: 'autoFocus',
  playsinline: 'playsInline',
  formnovalidate: 'formNoValidate',
  itemscope: 'itemScope',
  'accept-charset': 'acceptCharset',
  'xlink:href': 'xlinkHref',
}
// Present means true; React would read the markup's "" as false.
const BOOLEAN = new Set(['hidden', 'disabled', 'required', 'open', 'inert', 'multiple', 'novalidate', 'autofocus', 'playsinline', 'muted', 'loop', 'controls', 'readonly', 'itemscope', 'reversed', 'formnovalidate'])
// Our scripts (the payload, the theme script, JSON-LD) are what the mirror leaves out; links are hoisted resources.
const SKIP = new Set(['script', 'template', 'link', 'noscript'])
const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase())

/** An inline style attribute as React's style object (custom properties keep their names). */
export function styleObject(text) {
  const style = {}
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    style[name.startsWith('--') ? name : camel(name)] = declaration.slice(colon + 1).trim()
  }
  return style
}

function propsOf(node, key, asset) {
  const props = { key }
  for (const [name, value] of Object.entries(node.attribs)) {
    const lower = name.toLowerCase()
    if (lower.startsWith('on') || lower === 'selected') continue
    if (lower === 'style') props.style = styleObject(value)
    else if (BOOLEAN.has(lower)) props[RENAME[lower] ?? lower] = true
    else if (lower === 'checked') props.defaultChecked = true
    else if (lower === 'value' && (node.name === 'input' || node.name === 'select')) props.defaultValue = value
    else if (lower === 'src' || lower === 'srcset' || (lower === 'href' && node.name === 'use')) props[RENAME[lower] ?? lower] = asset(value)
    else props[RENAME[lower] ?? name] = value
  }
  return props
}

/** htmlparser2 nodes → React children; `asset` rewrites the URL of an image or sprite the page loads. */
export function toElements(nodes, asset = (url) => url) {
  const out = []
  nodes.forEach((node, i) => {
    if (node.type === 'text') out.push(node.data)
    if ((node.type !== 'tag' && node.type !== 'style') || SKIP.has(node.name)) return
    if (node.name === 'textarea') {
      out.push(createElement('textarea', { ...propsOf(node, i, asset), defaultValue: node.children.map((c) => c.data ?? '').join('') }))
    } else {
      out.push(createElement(node.name, propsOf(node, i, asset), ...(node.children.length ? [toElements(node.children, asset)] : [])))
    }
  })
  return out
}

function find(nodes, name) {
  for (const node of nodes) {
    if (node.name === name) return node
    const inner = node.children ? find(node.children, name) : null
    if (inner) return inner
  }
  return null
}

/**
 * Our page's HTML → { title, description, bodyClass, stylesheets, children }: what the mirror page renders.
 * Same-origin URLs of stylesheets, images and sprites are moved under `prefix`, where the reference app serves
 * our files, so the mirror makes the same requests to one server as our page does.
 */
export function mirrorOf(html, prefix = '') {
  const doc = parseDocument(html, { lowerCaseAttributeNames: false, recognizeSelfClosing: true })
  const head = find(doc.children, 'head')
  const body = find(doc.children, 'body')
  if (!head || !body) throw new Error('the page has no <head> or <body>')
  const local = (url) => (url.startsWith('/') && !url.startsWith('//') ? `${prefix}${url}` : url)
  const asset = (value) => value.split(',').map((part) => local(part.trim())).join(', ')
  const stylesheets = head.children.filter((n) => n.name === 'link' && n.attribs.rel === 'stylesheet').map((n) => local(n.attribs.href))
  const title = head.children.find((n) => n.name === 'title')
  const description = head.children.find((n) => n.name === 'meta' && n.attribs.name === 'description')
  return {
    title: title?.children?.[0]?.data ?? '',
    description: description?.attribs.content ?? '',
    bodyClass: body.attribs.class ?? '',
    stylesheets,
    children: toElements(body.children, asset),
  }
}
