import 'server-only'
import { Gauge, type Registry } from 'prom-client'
import { systemState, type SystemState } from './system-state'

/**
 * The figures that need a query, as gauges read at scrape time (collect) from the shared, briefly cached system state.
 * With several instances on one PostgreSQL every instance reports the same database-wide figures (jobs, stored
 * submissions, the shared model budget): take their max, not their sum. The outbox is each instance's own.
 */
type Fill = (set: (labels: Record<string, string>, value: number) => void, state: SystemState) => void

function stateGauge(registry: Registry, name: string, help: string, labelNames: string[], fill: Fill): void {
  new Gauge({
    name: `studio_${name}`,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      const state = await systemState()
      // Labels that are gone (a kind with no more jobs) must not linger with their last value.
      this.reset()
      fill((labels, value) => this.set(labels, value), state)
    },
  })
}

const REGISTERED = Symbol.for('venture-studio.metrics.gauges')

export function registerStateGauges(registry: Registry): void {
  const marked = registry as Registry & { [REGISTERED]?: true }
  if (marked[REGISTERED]) return
  marked[REGISTERED] = true
  const gauge = (name: string, help: string, labels: string[], fill: Fill) => stateGauge(registry, name, help, labels, fill)

  gauge('database_up', '1 when the database answered a query at the last look, else 0', ['kind'], (set, s) => set({ kind: s.database.kind ?? 'unknown' }, s.database.up ? 1 : 0))
  gauge('database_ping_seconds', 'How long the last trivial query took', [], (set, s) => s.database.pingSeconds !== null && set({}, s.database.pingSeconds))
  gauge('database_pool_connections', 'Connections of this instance to the database, open and idle', ['state'], (set, s) => {
    if (!s.database.pool) return
    set({ state: 'open' }, s.database.pool.total)
    set({ state: 'idle' }, s.database.pool.idle)
  })
  gauge('database_pool_waiting', 'Queries of this instance queued for a free connection', [], (set, s) => s.database.pool && set({}, s.database.pool.waiting))
  gauge('pglite_child_up', '1 while the embedded database’s child process is up (embedded database only)', [], (set, s) => {
    if (s.database.pool?.childUp !== undefined) set({}, s.database.pool.childUp ? 1 : 0)
  })
  gauge('jobs', 'Background jobs not done, by kind and state: waiting (due, not taken), running, scheduled (due later), failed (kept for the team)', ['kind', 'state'], (set, s) => {
    for (const j of s.jobs ?? []) set({ kind: j.kind, state: j.state }, j.count)
  })
  gauge('jobs_oldest_waiting_seconds', 'How long the longest-waiting due job has waited (0: none waits)', [], (set, s) => {
    if (!s.jobs) return
    const due = s.jobs.filter((j) => j.state === 'waiting' && j.oldestRunAt).map((j) => j.oldestRunAt!.getTime())
    set({}, due.length ? Math.max(0, (s.at.getTime() - Math.min(...due)) / 1000) : 0)
  })
  gauge('submissions_stored', 'Submissions in the database, by form', ['form'], (set, s) => {
    for (const [form, n] of Object.entries(s.submissions ?? {})) set({ form }, n)
  })
  gauge('outbox_waiting', 'Submissions in this instance’s outbox waiting for the database', [], (set, s) => s.outbox.waiting !== null && set({}, s.outbox.waiting))
  gauge('submissions_set_aside', 'Submissions the database refused for good, kept for the team in this instance’s outbox folder', [], (set, s) => {
    if (s.outbox.setAside !== null) set({}, s.outbox.setAside)
  })
  gauge('llm_provider_available', '1 when a configured language-model provider was last known to answer and is not resting after a failure', ['provider'], (set, s) => {
    for (const p of s.providers) set({ provider: p.id }, p.available ? 1 : 0)
  })
  gauge('llm_provider_requests_minute', 'Calls sent to each provider in the last minute, against its per-minute limit', ['provider'], (set, s) => {
    for (const p of s.providers) set({ provider: p.id }, p.requestsThisMinute)
  })
  gauge('llm_provider_limit_minute', 'Each provider’s per-minute limit of calls (absent: none)', ['provider'], (set, s) => {
    for (const p of s.providers) if (p.rateLimit !== null) set({ provider: p.id }, p.rateLimit)
  })
  gauge('llm_budget_used', 'Language-model calls spent of the cost budget all providers share, this minute and today (UTC)', ['window'], (set, s) => {
    if (!s.budget) return
    set({ window: 'minute' }, s.budget.usedThisMinute)
    set({ window: 'day' }, s.budget.usedToday)
  })
  gauge('llm_budget_limit', 'The cost budget of language-model calls, per minute and per day (0: no limit)', ['window'], (set, s) => {
    if (!s.budget) return
    set({ window: 'minute' }, s.budget.perMinute)
    set({ window: 'day' }, s.budget.perDay)
  })
  gauge('llm_budget_refused_today', 'Answers the spent budget turned to the canned replies today (UTC)', [], (set, s) => s.budget && set({}, s.budget.refusedToday))
}
