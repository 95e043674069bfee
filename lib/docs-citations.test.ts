import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The repository explains itself: a comment, test or README line that sends the reader to a document outside it (the
 * design notes, a numbered section of the specification) cannot be followed by someone who cloned the repository.
 * Such a line points at docs/ARCHITECTURE.md or states the reason itself; the specification may be named only with
 * what it requires ("the specification's error text 'X'"), never as a section to go and read.
 */

const ROOT = path.resolve(__dirname, '..')
const SCANNED = ['app', 'components', 'config', 'lib', 'scripts', 'tests', 'docs', 'proxy.ts', 'README.md', 'eslint.config.mjs', 'next.config.ts']
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'test-results', 'playwright-report', 'results', 'reference-app'])
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|md|css)$/

/** The outside design notes by name, and the specification cited as a document or by section. */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'the design notes', pattern: /\bDESIGN(\.md|\s*§)/i },
  { name: 'the specification as a document', pattern: /\bSPEC\b/ },
  { name: 'a section of the specification', pattern: /\bspec(ification)?('s)?\s*§/i },
]

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry)
  const names = entry.includes('.') ? [''] : readdirSync(full, { recursive: true, encoding: 'utf8' })
  return names
    .map((name) => path.join(entry, name))
    .filter((file) => TEXT_FILE.test(file) && !file.split(path.sep).some((part) => SKIPPED_DIRS.has(part)))
    .filter((file) => statSync(path.join(ROOT, file)).isFile())
}

function citationsIn(file: string): string[] {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n')
  return lines.flatMap((line, i) =>
    CITATIONS.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${file}:${i + 1} cites ${name}: ${line.trim().slice(0, 120)}`),
  )
}

describe('citations of documents outside the repository', () => {
  const self = path.relative(ROOT, __filename)
  const files = SCANNED.flatMap(filesUnder).filter((file) => file !== self)

  it('reads the code, the tests and the README', () => {
    expect(files).toContain('README.md')
    expect(files).toContain(path.join('lib', 'env.ts'))
    expect(files.length).toBeGreaterThan(500)
  })

  it('finds none: each line points at docs/ARCHITECTURE.md or gives the reason itself', () => {
    expect(files.flatMap(citationsIn)).toEqual([])
  })

  it('catches each form a citation takes', () => {
    const cited = ['see DESIGN.md §2 rule 4', 'DESIGN §2 rule 7', "with SPEC's text", 'SPEC §9 priorities', 'the specification §5 checklist']
    for (const line of cited) expect(CITATIONS.some(({ pattern }) => pattern.test(line)), line).toBe(true)
    const fine = ['FORM_SPECS.contact', 'CHART_ASPECT', "the specification's error text 'API key not configured'", 'docs/ARCHITECTURE.md']
    for (const line of fine) expect(CITATIONS.some(({ pattern }) => pattern.test(line)), line).toBe(false)
  })
})
