// A failed `next build` prints its reason mid-way through a long log, wrapped in messages that name a page but not
// the cause ('Failed to collect page data for /x'). This picks out which page(s) failed and the first real error,
// so the build scripts can say both in a few lines after Next's full output.
import { stripVTControlCharacters } from 'node:util'

const PAGE_PATTERNS = [/Error occurred prerendering page "([^"]+)"/g, /Failed to collect (?:page data|configuration) for (\S+)/g]
// 'Error: x', 'TypeError: x', 'Error [EnvError]: x', '[cause]: Error [EnvError]: x', and the type check's
// 'Type error: x' or 'file.ts(52,5): error TS2769: x' (kept whole: the file is the useful part).
const ERROR_LINE = /^\s*(?:\[cause\]:\s*)?(?:(?:[A-Z]\w*)?Error(?: \[\w+\])?|Type error): (.+)$|^(\S+\(\d+,\d+\): error TS\d+: .+)$/
// Next's own wrappers around the real error: they name the page, which the summary already does.
const WRAPPER = /^(?:Failed to collect (?:page data|configuration) for |Export encountered |Build error occurred)/
// Lines that end an error's message: a stack frame, a code frame, Node's inspection of the error object, a blank.
const MESSAGE_END = /^\s*(?:at |\d+ \||>|\||[{}]|\w+: [[{'])|^\s*$/
const MAX_MESSAGE_LINES = 4

/** The pages a failed build names, in the order it first named them. */
export function failedPages(output) {
  const text = stripVTControlCharacters(output)
  const found = PAGE_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ page: m[1], at: m.index })))
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.page))]
}

/** The first error that is not one of Next's wrappers, with the lines that continue its message; null if none. */
export function firstError(output) {
  const lines = stripVTControlCharacters(output).split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = ERROR_LINE.exec(lines[i])
    const message = match?.[1] ?? match?.[2]
    if (!message || WRAPPER.test(message)) continue
    const rest = []
    for (let j = i + 1; j < lines.length && rest.length < MAX_MESSAGE_LINES - 1 && !MESSAGE_END.test(lines[j]); j++) rest.push(lines[j].trim())
    return [message.replace(/\s*\{$/, ''), ...rest].join('\n')
  }
  return null
}

/** A few lines saying which page(s) failed and why, to print after Next's output. */
export function summarizeBuildFailure(output) {
  const pages = failedPages(output)
  const error = firstError(output)
  const lines = ['The build failed.']
  if (pages.length) lines.push(`  ${pages.length === 1 ? 'Page' : 'Pages'}: ${pages.join(', ')}`)
  lines.push(error ? `  Error: ${error.replaceAll('\n', '\n    ')}` : '  No error line recognised; see the output above.')
  if (error) lines.push('  (Next’s full output is above.)')
  return lines.join('\n')
}
