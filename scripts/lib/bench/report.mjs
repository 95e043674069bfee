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

const cell = (v) => (v === null || v === undefined ? '' : String(v))

/**
 * Rows: { group, metric, value, unit, note } and, for rows judged against the reference app, `ref` (its value),
 * `ratio` (ours/ref) and `verdict` (PASS/MISS). Those three columns appear only when some row has them, so suites
 * without a reference print as before.
 */
export function formatTable(rows) {
  const extra = ['ref', 'ratio', 'verdict'].filter((k) => rows.some((r) => r[k] !== undefined && r[k] !== null))
  const header = ['group', 'metric', 'value', ...extra, 'unit', 'note']
  const numeric = new Set(['value', 'ref', 'ratio'])
  const cells = rows.map((r) => header.map((h) => (h === 'value' ? (r.value === null ? 'n/a' : String(r.value)) : cell(r[h]))))
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const line = (c) => `| ${c.map((v, i) => (numeric.has(header[i]) ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (numeric.has(header[i]) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`
  return [line(header), rule, ...cells.map(line)].join('\n')
}

/** The closing block of a run: every goal missed, one line each, so nobody has to scan the table for them. */
export function formatMisses(rows) {
  const missed = rows.filter((r) => r.verdict === 'MISS')
  if (!missed.length) return `Goals: no MISS among ${rows.filter((r) => r.verdict).length} judged rows.`
  // Units only after numbers: "yes vs ref no" needs none.
  const show = (v, unit) => (v === null || v === undefined ? 'n/a' : typeof v === 'number' ? `${v} ${unit}` : v)
  const vsRef = (r) => (r.ref !== undefined && r.ref !== null ? ` vs ref ${show(r.ref, r.unit)}` : '')
  const lines = missed.map((r) => `  MISS  ${r.group} · ${r.metric}: ${show(r.value, r.unit)}${vsRef(r)}${r.goal ? ` (goal ${r.goal})` : ''}`)
  return `Goals: ${missed.length} MISS of ${rows.filter((r) => r.verdict).length} judged rows\n${lines.join('\n')}`
}

export function writeJson(file, report) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}
