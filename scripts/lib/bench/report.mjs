// Output of a bench run: a table for people (Markdown, so it can be pasted into the README as is) and JSON for tools.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Rounds for display and storage; more digits than this would only be noise between runs. */
export function round(value, digits = 1) {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  const f = 10 ** digits
  return Math.round(value * f) / f
}

export function machine() {
  return { cpus: os.availableParallelism(), memGB: round(os.totalmem() / 1024 ** 3, 1), node: process.version }
}

export function formatTable(rows) {
  const header = ['group', 'metric', 'value', 'unit', 'note']
  const cells = rows.map((r) => [r.group, r.metric, r.value === null ? 'n/a' : String(r.value), r.unit, r.note ?? ''])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const line = (c) => `| ${c.map((v, i) => (i === 2 ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (i === 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`
  return [line(header), rule, ...cells.map(line)].join('\n')
}

export function writeJson(file, report) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}
