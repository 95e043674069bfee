/**
 * The assistant's markdown, parsed into a tiny tree that React renders as elements — never as HTML, so nothing a model
 * writes can become markup or script. Only what the assistant needs: paragraphs, lists, headings (shown as bold
 * lines), code, **bold**, *emphasis*, `code` and links. A link is kept only when it goes to a page of this site or to
 * the studio's own e-mail or phone (a model could otherwise offer a look-alike address); any other target
 * (javascript:, data:, other sites, other addresses) keeps its label as plain text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; internal: boolean; children: Inline[] }

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string }

export type SafeHref = { href: string; internal: boolean }

/** The studio's own addresses (config/site.ts): the only mailto:/tel: targets a reply may link to. */
export type StudioContact = { email: string; phoneHref: string }

const digits = (tel: string) => tel.replace(/^tel:/i, '').replace(/[^\d+]/g, '')

/**
 * An internal path (not protocol-relative, no backslash tricks), or a mailto:/tel: link to the studio's own address;
 * anything else is null. Without `contact` no mailto:/tel: link is kept.
 */
export function safeHref(raw: string, contact?: StudioContact | null): SafeHref | null {
  const href = raw.trim()
  if (/^\/(?![/\\])[^\s\\]*$/.test(href)) return { href, internal: true }
  if (!contact) return null
  const mail = /^mailto:([^?\s<>"'\\]+)(\?[^\s<>"'\\]*)?$/i.exec(href)
  if (mail) return mail[1]?.toLowerCase() === contact.email.toLowerCase() ? { href, internal: false } : null
  if (/^tel:\+?[\d\s().-]{3,}$/i.test(href) && digits(href) === digits(contact.phoneHref)) return { href, internal: false }
  return null
}

// Order matters: `code` and links before emphasis, ** before *. _emphasis_ only between word boundaries, so that
// snake_case_names stay text. A label has no length limit (lib/agents/links.ts
// matches the same way, so every link rendered here was checked on the server too); it cannot hold '[', which keeps
// the scan linear on a reply full of brackets.
const INLINE = /`([^`\n]+)`|\[([^[\]\n]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|\*(\S(?:[^*\n]*\S)?)\*|(?<!\w)_(\S(?:[^_\n]*\S)?)_(?!\w)/

export function parseInline(text: string, contact?: StudioContact | null): Inline[] {
  const out: Inline[] = []
  let rest = text
  while (rest.length > 0) {
    const m = INLINE.exec(rest)
    if (!m) {
      pushText(out, rest)
      break
    }
    if (m.index > 0) pushText(out, rest.slice(0, m.index))
    const [whole, code, label, href, strong, star, underscore] = m
    const em = star ?? underscore
    if (code !== undefined) out.push({ kind: 'code', text: code })
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href, contact)
      const children = parseInline(label, contact)
      if (safe) out.push({ kind: 'link', href: safe.href, internal: safe.internal, children })
      else for (const child of children) if (child.kind === 'text') pushText(out, child.text)
      else out.push(child)
    } else if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong, contact) })
    else if (em !== undefined) out.push({ kind: 'em', children: parseInline(em, contact) })
    rest = rest.slice(m.index + whole.length)
  }
  return out
}

function pushText(out: Inline[], text: string) {
  const lines = text.split('\n')
  lines.forEach((line, i) => {
    if (i > 0) out.push({ kind: 'break' })
    if (line === '') return
    const last = out[out.length - 1]
    if (last?.kind === 'text') last.text += line
    else out.push({ kind: 'text', text: line })
  })
}

const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/
const FENCE = /^\s*```/

export function parseMarkdown(source: string, contact?: StudioContact | null): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n'), contact) })
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item, contact)) })
    paragraph = []
    list = null
  }

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (FENCE.test(line)) {
      flush()
      const code: string[] = []
      while (++i < lines.length && !FENCE.test(lines[i] ?? '')) code.push(lines[i] ?? '')
      blocks.push({ kind: 'code', text: code.join('\n') })
      continue
    }
    if (line.trim() === '') {
      flush()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      blocks.push({ kind: 'heading', children: parseInline(heading[1] ?? '', contact) })
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    const item = bullet ?? numbered
    if (item) {
      const ordered = numbered !== null
      if (paragraph.length || (list && list.ordered !== ordered)) flush()
      list ??= { ordered, items: [] }
      list.items.push(item[1] ?? '')
      continue
    }
    // A line under a list item without a marker continues that item.
    if (list && /^\s+/.test(line) && list.items.length) {
      list.items[list.items.length - 1] += ` ${line.trim()}`
      continue
    }
    if (list) flush()
    paragraph.push(line.trim())
  }
  flush()
  return blocks
}

/** The text a screen reader announces for a reply: the words, without markdown punctuation. */
export function plainText(source: string): string {
  const inline = (nodes: Inline[]): string =>
    nodes
      .map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : n.kind === 'break' ? ' ' : inline(n.children)))
      .join('')
  return parseMarkdown(source)
    .map((b) => (b.kind === 'list' ? b.items.map(inline).join('. ') : b.kind === 'code' ? b.text : inline(b.children)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The targets of the links a reply's text offers, so the same page is not offered again as a chip below it. */
export function linkTargets(source: string, contact?: StudioContact | null): Set<string> {
  const found = new Set<string>()
  const walk = (nodes: Inline[]) => {
    for (const n of nodes) {
      if (n.kind === 'link') found.add(n.href)
      if (n.kind === 'strong' || n.kind === 'em' || n.kind === 'link') walk(n.children)
    }
  }
  for (const b of parseMarkdown(source, contact)) {
    if (b.kind === 'list') b.items.forEach(walk)
    else if (b.kind !== 'code') walk(b.children)
  }
  return found
}
