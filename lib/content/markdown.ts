import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/**
 * Markdown → HTML that is safe to put in a page: whatever a post's author typed, no script, iframe, event-handler
 * attribute, style or javascript:/data: URL survives. Headings get ids so a post can be linked into.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false })

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li',
    'strong', 'em', 'del', 's', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
    h2: ['id'], h3: ['id'], h4: ['id'], h5: ['id'], h6: ['id'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A post's own title is the page's h1, so a '# heading' in the body becomes an h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
}

export function slugifyHeading(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown) as string
  const seen = new Map<string, number>()
  const withIds = raw.replace(/<h([1-6])>(.*?)<\/h\1>/g, (_m, level: string, inner: string) => {
    const base = slugifyHeading(inner) || 'section'
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    return `<h${level} id="${n ? `${base}-${n}` : base}">${inner}</h${level}>`
  })
  return sanitizeHtml(withIds, SANITIZE)
}

/** Minutes to read at 220 words a minute, never less than 1. */
export function readingTimeMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#>*_`|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.round(words / 220))
}
