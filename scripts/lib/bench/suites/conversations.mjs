// Scripted multi-turn conversations (tests/fixtures/conversations/set.ts and set-2.ts), played through the real
// orchestrator without a model: per conversation PASS or MISS with the first failing rule and the answer's words, then
// each set's total, each set under a group of its own.
// Runs in a tsx child of its own: it needs no app server.
import { round } from '../report.mjs'
import { runTsxJson } from '../tsx-child.mjs'
import { MISS, PASS } from '../verdicts.mjs'

export const name = 'conversations'
export const description = 'scripted multi-turn conversations through the orchestrator without a model: each answer against its rules'
/** Plays conversations in-process; the app server is not needed (scripts/bench.mjs skips it when no suite does). */
export const needsApp = false

/** Each set's score the first time it was played, before any answer was changed for it, and the commit it was played at. */
const FIRST_SIGHT = {
  set: { group: name, passed: 5, of: 30, commit: 'f0abf53' },
  'set-2': { group: `${name} (set 2)`, passed: 3, of: 10, commit: '3cc4027' },
}

const row = (group, metric, value, unit, note, verdict) => ({ group, metric, value, unit, note, ...(verdict ? { verdict } : {}) })

/** "turn 2 ("and what if…"): the same cash at the new burn — answer: …" for the first failure, and how many more. */
function failureNote(failures) {
  if (failures.length === 0) return 'every rule kept'
  const [f] = failures
  const visitor = f.visitor.length > 40 ? `${f.visitor.slice(0, 40)}…` : f.visitor
  const more = failures.length > 1 ? ` (+${failures.length - 1} more)` : ''
  return `turn ${f.turn} ("${visitor}"): ${f.why} — answer: "${f.excerpt}"${more}`
}

export async function run(ctx) {
  ctx.log('playing the scripted conversations…')
  const { sets } = await runTsxJson('conversations-play.ts', [], 'conversations bench')
  const rows = []
  for (const r of sets) {
    const first = FIRST_SIGHT[r.id]
    const group = first.group
    for (const c of r.results) rows.push(row(group, c.name, c.failures.length === 0 ? 'pass' : 'fail', '', failureNote(c.failures), c.failures.length === 0 ? PASS : MISS))
    const passed = r.results.filter((c) => c.failures.length === 0).length
    for (const c of r.results) for (const f of c.failures.slice(1)) ctx.footnote(`${c.name} · turn ${f.turn}: ${f.why} — "${f.excerpt}"`)
    rows.push(row(group, 'conversations passed', passed, `of ${r.results.length}`, `first sight ${first.passed} of ${first.of} (${first.commit}); ${r.answers} answers, ${round(r.ms / Math.max(1, r.answers), 1)} ms an answer (no model)`))
  }
  return rows
}
