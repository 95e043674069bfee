import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * A page's copy is one declaration: its file in config/content/ (docs/ARCHITECTURE.md, Adding things). The pages of
 * the public site only lay the copy out, so none writes a word a visitor reads: no text between tags, no heading,
 * label, breadcrumb or title in its code. What is not copy — class names, paths, ids, log lines — is left alone.
 */
const SITE = join(process.cwd(), 'app/(site)')

/** Attributes and properties whose value is always copy, even one word ('Resources' as an eyebrow or a breadcrumb). */
const COPY = new Set(['eyebrow', 'title', 'lead', 'text', 'label', 'name', 'description', 'summary', 'aria-label', 'alt', 'placeholder'])
/** Attributes and properties whose value is never copy. */
const NOT_COPY = new Set(['className', 'href', 'path', 'id', 'key', 'variant', 'as', 'size', 'rel', 'target', 'type', 'role', 'method', 'action', 'htmlFor', 'src', 'scope', 'labelledBy', 'tone', 'download', 'autoComplete', 'data-testid'])

const hasWord = (text: string) => /\p{L}{2,}/u.test(text)
/** Two words or more, and not a list of class names ('rounded bg-slate-100 px-2'). */
function isProse(text: string): boolean {
  const words = text.trim().split(/\s+/)
  if (words.length < 2 || !words.some((w) => /^\p{L}{2,}/u.test(w))) return false
  const classLike = words.every((w) => /^[a-z0-9:./[\]-]+$/.test(w)) && words.filter((w) => /[-:]/.test(w)).length * 2 >= words.length
  return !classLike
}

const nameOf = (node: ts.JsxAttribute | ts.PropertyAssignment) => node.name.getText().replace(/^['"]|['"]$/g, '')
const isLogCall = (node: ts.Node) => ts.isCallExpression(node) && /^(log\(|console\.)|\.(warn|error|info|debug)$/.test(node.expression.getText())
const literalText = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' x ') : undefined

/** The copy written in a page file. */
export function copyIn(source: string): string[] {
  const file = ts.createSourceFile('page.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || isLogCall(node)) return
    if (ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) {
      const name = nameOf(node)
      if (NOT_COPY.has(name)) return
      const value = ts.isJsxAttribute(node) ? node.initializer && (ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer) : node.initializer
      const text = value && literalText(value)
      if (COPY.has(name) && text !== undefined && hasWord(text)) return void found.push(text)
    }
    if (ts.isJsxText(node) && hasWord(node.text)) found.push(node.text.trim())
    const text = literalText(node)
    if (text !== undefined && isProse(text)) return void found.push(text)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** Routes for the tests, not for visitors: shown only when ENABLE_TEST_ROUTES is set. */
const TEST_ROUTES = new Set(['error-preview/page.tsx'])

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pages(join(dir, e.name)) : e.name === 'page.tsx' ? [join(dir, e.name)] : []))
}

describe('the copy of a page lives in config/content, not in the page', () => {
  it('finds copy written in a page, and nothing else (the check itself)', () => {
    const page = `import { X } from '@/config/content/x'
      export default function P() {
        log('p').warn(\`not read: \${err}\`)
        return <Header eyebrow="Resources" className="text-lg font-bold" trail={[{ name: 'About us', path: '/about' }]}><h1>Our team</h1>{X.title}</Header>
      }`
    expect(copyIn(page)).toEqual(['Resources', 'About us', 'Our team'])
    expect(copyIn(`const pre = 'rounded bg-slate-100 px-1.5 font-mono'\nexport const dynamic = 'force-dynamic'\nexport default () => <h1 className="a b">{X.title}</h1>`)).toEqual([])
  })

  it.each(pages(SITE).filter((p) => !TEST_ROUTES.has(relative(SITE, p))).map((p) => [relative(SITE, p), p]))('%s writes no copy of its own', (_name, path) => {
    expect(copyIn(readFileSync(path, 'utf8'))).toEqual([])
  })
})
