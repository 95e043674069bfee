// Footnote tables of where the main-thread time goes per route, ours beside the floor (the same page without our
// code) and the reference's empty page: the rows say *that* TBT or LCP missed; these say which kind of work and
// which scripts to look at.
import { round } from '../report.mjs'
import { GROUPS } from './trace.mjs'

const ms = (v) => (v === null || v === undefined ? 'n/a' : String(round(v, 0)))
const TOP_SCRIPTS = 6

/** A Markdown table whose first `textColumns` columns are left-aligned text and the rest right-aligned numbers. */
function markdown(header, lines, textColumns) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const line = (c) => `| ${c.map((v, i) => (i < textColumns ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`
  return [line(header), `|${widths.map((w, i) => (i < textColumns ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...lines.map(line)].join('\n')
}

/**
 * sides: [[route, { ours, ref, floor? }]] where each is an aggregateRuns() result (floor: the same page without our
 * code). One line per route and side.
 */
export function mainThreadTable(sides) {
  const header = ['route', 'app', ...GROUPS.map(([, label]) => label), 'total', 'long tasks', 'long-task ms']
  const lines = []
  for (const [route, pair] of sides) {
    for (const [who, summary] of [['ours', pair.ours], ['floor', pair.floor], ['ref /', pair.ref]]) {
      const t = summary?.trace
      if (!t) continue
      lines.push([route, who, ...GROUPS.map(([id]) => ms(t.mainThread.byGroup[id])), ms(t.mainThread.total), t.longTasks ? String(round(t.longTasks.count, 1)) : 'n/a', ms(t.longTasks?.ms)])
    }
  }
  if (!lines.length) return null
  return `Main-thread time by task group (Lighthouse mainthread-work-breakdown and long-tasks; ms under the simulated 4× CPU slowdown; mean of the measured runs):\n${markdown(header, lines, 2)}`
}

/** The costliest scripts per route and side (bootup-time): total = scripting (evaluation) + parse & compile. */
export function bootupTable(sides) {
  const header = ['route', 'app', 'script', 'total', 'scripting', 'parse']
  const lines = []
  for (const [route, pair] of sides) {
    for (const [who, summary] of [['ours', pair.ours], ['floor', pair.floor], ['ref /', pair.ref]]) {
      const items = summary?.trace?.bootup ?? []
      for (const b of items.slice(0, TOP_SCRIPTS)) lines.push([route, who, b.url, ms(b.total), ms(b.scripting), ms(b.parse)])
      if (items.length > TOP_SCRIPTS) {
        const rest = items.slice(TOP_SCRIPTS)
        const sum = (k) => rest.reduce((s, b) => s + (b[k] ?? 0), 0)
        lines.push([route, who, `${rest.length} more`, ms(sum('total')), ms(sum('scripting')), ms(sum('parse'))])
      }
    }
  }
  if (!lines.length) return null
  return `JavaScript cost by script (Lighthouse bootup-time, every script; ms under the simulated 4× CPU slowdown; mean of the measured runs; top ${TOP_SCRIPTS} per page):\n${markdown(header, lines, 3)}`
}
