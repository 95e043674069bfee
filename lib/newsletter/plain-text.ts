import { Lexer, type Token, type Tokens } from 'marked'
import { absoluteUrl } from '@/lib/seo'

/**
 * The plain-text part of an issue, from the same markdown as its HTML: the words, with each link's address written
 * out after its label (absolute, since a mail client has no site to resolve '/apply' against), lists as '- ' lines
 * and headings underlined. Markup that has no plain-text meaning (raw HTML) is left out.
 */
export function markdownToText(markdown: string): string {
  return blocks(new Lexer({ gfm: true }).lex(markdown))
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const href = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? absoluteUrl(url) : url)

function inline(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => {
      switch (t.type) {
        case 'link': {
          const label = inline((t as Tokens.Link).tokens)
          const url = href((t as Tokens.Link).href)
          return label && label !== url ? `${label} (${url})` : url
        }
        case 'image':
          return (t as Tokens.Image).text
        case 'br':
          return '\n'
        case 'html':
          return ''
        case 'codespan':
        case 'escape':
          return (t as Tokens.Codespan).text
        default:
          return 'tokens' in t && t.tokens ? inline(t.tokens) : 'text' in t ? String(t.text) : ''
      }
    })
    .join('')
}

function blocks(tokens: readonly Token[]): string[] {
  const out: string[] = []
  for (const t of tokens) {
    switch (t.type) {
      case 'heading': {
        const text = inline((t as Tokens.Heading).tokens)
        out.push(`${text}\n${((t as Tokens.Heading).depth <= 2 ? '=' : '-').repeat(Math.min(text.length, 72))}`)
        break
      }
      case 'list': {
        const list = t as Tokens.List
        const start = typeof list.start === 'number' ? list.start : 1
        out.push(list.items.map((item, i) => `${list.ordered ? `${start + i}.` : '-'} ${blocks(item.tokens).join('\n').replace(/\n/g, '\n  ')}`).join('\n'))
        break
      }
      case 'code':
        out.push((t as Tokens.Code).text.replace(/^/gm, '    '))
        break
      case 'blockquote':
        out.push(blocks((t as Tokens.Blockquote).tokens).join('\n\n').replace(/^/gm, '> '))
        break
      case 'hr':
        out.push('---')
        break
      case 'table': {
        const table = t as Tokens.Table
        const row = (cells: Tokens.TableCell[]) => cells.map((c) => inline(c.tokens)).join(' | ')
        out.push([row(table.header), ...table.rows.map(row)].join('\n'))
        break
      }
      case 'space':
      case 'html':
        break
      default:
        out.push('tokens' in t && t.tokens ? inline(t.tokens) : 'text' in t ? String(t.text) : '')
    }
  }
  return out.filter((b) => b !== '')
}
