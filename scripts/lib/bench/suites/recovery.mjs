// Provider recovery: after a 30 s outage, how soon the assistant answers from the recovered
// provider again instead of a stand-in or canned text. Goal ≤ 30 s. Measured on the registry's injected clock
// (scripts/lib/bench/provider-recovery.ts): the outage and back-off would otherwise cost minutes of wall time.
import { round } from '../report.mjs'
import { runTsxJson } from '../tsx-child.mjs'
import { atMost } from '../verdicts.mjs'

export const name = 'recovery'
export const description = "time from a provider's recovery to its next answer after a 30 s outage (fake clock), goal ≤ 30 s"

const GOAL_S = 30

function row(metric, r, how) {
  const seconds = r.recoveryMs === null ? null : round(r.recoveryMs / 1000, 1)
  const note = `${how}; ${r.requests} messages, one every ${r.everyS} s of fake clock (${round(r.wallMs, 0)} ms wall)`
  return { group: name, metric, value: seconds, unit: 's', verdict: atMost(seconds, GOAL_S), goal: `≤ ${GOAL_S} s`, note }
}

export async function run(ctx) {
  ctx.log('a 30 s provider outage, played on a fake clock…')
  const r = await runTsxJson('provider-recovery.ts', [], 'provider recovery bench')
  const everyS = r.everyMs / 1000
  return [
    row('provider recovery: only provider', { ...r.alone, everyS }, `groq alone, ${r.outageMs / 1000} s outage; probed once per message while cooling (half-open), ${r.alone.standIn ?? 'nobody'} answered meanwhile`),
    row('provider recovery: with a healthy second', { ...r.withBackup, everyS }, `groq, ${r.outageMs / 1000} s outage; back-off 15 s doubling, ${r.withBackup.standIn ?? 'nobody'} answered meanwhile`),
  ]
}
