import type { AgentId, AgentPerformance, HealthStatus } from './types'
import { AGENT_IDS, getAgent } from './specialists'
import { processSingleton } from '@/lib/process-singleton'

export const METRICS_LIMITS = {
  /** Popular queries kept per agent. */
  popularQueries: 10,
  /** Distinct queries counted per agent; past this the least asked is forgotten, so memory stays bounded. */
  trackedQueries: 200,
  queryChars: 200,
  /** 1000 metrics in memory — the window health() judges errors and slowness over. */
  recentResponses: 1000,
  /** Health warnings. */
  slowMs: 3000,
  maxErrorRate: 0.05,
  /**
   * The specification's 100 MB ceiling was a browser tab's JS heap; this is the server's V8 heap (heapUsed). Measured on this app's
   * production build (next start, PGlite): after start 46 MB heap / 390 MB RSS; under autocannon (10 connections,
   * pages and POST /api/chat) at most 67 MB heap / 455 MB RSS; the very first start, which creates the database, peaks
   * at 210 MB heap / 912 MB RSS and falls back to ~80 MB / 570 MB. RSS is dominated by PGlite's WASM memory
   * (~200-600 MB, flat), so it says little about a leak; the heap does. 512 MB is 2.5× the highest heap seen.
   */
  memoryWarnMb: 512,
  /** Memory sampled every 30 s. */
  sampleMs: 30_000,
} as const

export type MemoryReading = { heapUsedMb: number; rssMb: number }
export type HealthReport = { score: number; status: HealthStatus; warnings: string[]; memoryMb: number; rssMb: number }
export type MetricsOptions = {
  now?: () => Date
  memory?: () => MemoryReading
  memoryWarnMb?: number
  /** Display names; the default turns the id into words. */
  agentName?: (id: AgentId) => string
  /** The agents counted and listed, in this order: the registry's (./specialists/index.ts) unless a test gives its own. */
  agents?: readonly AgentId[]
}

type AgentStats = { total: number; errors: number; totalMs: number; lastUsed: string | null; queries: Map<string, number> }

/** One process's counts as plain JSON: what each instance writes to PostgreSQL, summed on the admin page (shared-metrics.ts). */
export type MetricsSnapshot = {
  agents: Partial<Record<AgentId, Omit<AgentStats, 'queries'> & { queries: [string, number][] }>>
  recent: { ms: number; ok: boolean }[]
}

const processMemory = (): MemoryReading => {
  const m = process.memoryUsage()
  return { heapUsedMb: m.heapUsed / 1_048_576, rssMb: m.rss / 1_048_576 }
}

const defaultName = (id: AgentId) => {
  const words = id.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Excellent at 90 or more, good from 75, warning from 60, else critical. */
export function healthStatus(score: number): HealthStatus {
  if (score >= 90) return 'excellent'
  if (score >= 75) return 'good'
  if (score >= 60) return 'warning'
  return 'critical'
}

/**
 * Per-agent performance and the assistant's health, in memory: one process's view since it
 * started, which is what an operator checking "is the assistant healthy right now" needs.
 */
export class AgentMetrics {
  private readonly stats = new Map<AgentId, AgentStats>()
  /** The last responses, oldest first, for the health window. */
  private recent: { ms: number; ok: boolean }[] = []
  private lastMemory: MemoryReading | null = null
  private timer: ReturnType<typeof setInterval> | null = null
  private readonly now: () => Date
  private readonly memory: () => MemoryReading
  private readonly memoryWarnMb: number
  private readonly agentName: (id: AgentId) => string
  private readonly agents: readonly AgentId[]
  /** Counts up with every record: a flush writes only when it moved. */
  private revision = 0

  constructor(options: MetricsOptions = {}) {
    this.now = options.now ?? (() => new Date())
    this.memory = options.memory ?? processMemory
    this.memoryWarnMb = options.memoryWarnMb ?? METRICS_LIMITS.memoryWarnMb
    this.agentName = options.agentName ?? defaultName
    this.agents = options.agents ?? AGENT_IDS
  }

  /** `query` is what the visitor asked, for the popular questions; none for a message the site wrote for them. */
  record(entry: { agentId: AgentId; responseMs: number; ok: boolean; query?: string }): void {
    const ms = Number.isFinite(entry.responseMs) ? Math.max(0, entry.responseMs) : 0
    let s = this.stats.get(entry.agentId)
    if (!s) this.stats.set(entry.agentId, (s = { total: 0, errors: 0, totalMs: 0, lastUsed: null, queries: new Map() }))
    s.total += 1
    s.totalMs += ms
    if (!entry.ok) s.errors += 1
    s.lastUsed = this.now().toISOString()
    if (entry.query !== undefined) countQuery(s.queries, entry.query)
    this.recent.push({ ms, ok: entry.ok })
    if (this.recent.length > METRICS_LIMITS.recentResponses) this.recent = this.recent.slice(-METRICS_LIMITS.recentResponses)
    this.revision += 1
  }

  get changes(): number {
    return this.revision
  }

  snapshot(): MetricsSnapshot {
    const agents: MetricsSnapshot['agents'] = {}
    for (const [id, s] of this.stats) agents[id] = { ...s, queries: [...s.queries.entries()] }
    return { agents, recent: [...this.recent] }
  }

  /**
   * Adds another process's counts to these (a view of the whole site): totals and query counts summed, the later
   * last use kept, recent responses pooled for the health window (unless `recent` is false: an instance long gone says
   * nothing about health now).
   */
  add(other: MetricsSnapshot, { recent = true } = {}): this {
    for (const id of this.agents) {
      const o = other.agents[id]
      if (!o) continue
      let s = this.stats.get(id)
      if (!s) this.stats.set(id, (s = { total: 0, errors: 0, totalMs: 0, lastUsed: null, queries: new Map() }))
      s.total += o.total
      s.errors += o.errors
      s.totalMs += o.totalMs
      if (o.lastUsed && (!s.lastUsed || o.lastUsed > s.lastUsed)) s.lastUsed = o.lastUsed
      for (const [query, count] of o.queries) s.queries.set(query, (s.queries.get(query) ?? 0) + count)
    }
    if (recent) this.recent.push(...other.recent)
    return this
  }

  /** Every agent listed, in that order; an agent not used yet has zeros (and a success rate of 0). */
  performance(): AgentPerformance[] {
    return this.agents.map((agentId) => {
      const s = this.stats.get(agentId)
      const popularQueries = s
        ? [...s.queries.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, METRICS_LIMITS.popularQueries)
            .map(([query, count]) => ({ query, count }))
        : []
      return {
        agentId,
        agentName: this.agentName(agentId),
        totalRequests: s?.total ?? 0,
        averageResponseTime: s && s.total > 0 ? Math.round(s.totalMs / s.total) : 0,
        successRate: s && s.total > 0 ? (s.total - s.errors) / s.total : 0,
        errorCount: s?.errors ?? 0,
        lastUsed: s?.lastUsed ?? null,
        popularQueries,
      }
    })
  }

  /**
   * A score from 100 down (the specification is silent on the formula): the error rate over the recent window costs 2 points
   * per percent (up to 40 — so 5 % errors alone still reads excellent at 90), slow responses 0.5 point per percent
   * of the window (up to 30), and memory above the threshold 20 points (40 above twice the threshold).
   */
  health(): HealthReport {
    const memory = this.lastMemory ?? this.sampleMemory()
    const n = this.recent.length
    const errors = this.recent.filter((r) => !r.ok).length
    const slow = this.recent.filter((r) => r.ms > METRICS_LIMITS.slowMs).length
    const errorRate = n > 0 ? errors / n : 0
    const warnings: string[] = []
    if (slow > 0) warnings.push(`${slow} of the last ${n} responses took over ${METRICS_LIMITS.slowMs} ms.`)
    if (errorRate > METRICS_LIMITS.maxErrorRate) warnings.push(`Error rate ${percent(errorRate)} is above ${percent(METRICS_LIMITS.maxErrorRate)}.`)
    if (memory.heapUsedMb > this.memoryWarnMb) {
      warnings.push(`Memory in use ${Math.round(memory.heapUsedMb)} MB is above ${this.memoryWarnMb} MB.`)
    }
    const memoryPenalty = memory.heapUsedMb > 2 * this.memoryWarnMb ? 40 : memory.heapUsedMb > this.memoryWarnMb ? 20 : 0
    const penalty = Math.min(40, errorRate * 200) + Math.min(30, n > 0 ? (slow / n) * 50 : 0) + memoryPenalty
    const score = Math.max(0, Math.min(100, Math.round(100 - penalty)))
    return { score, status: healthStatus(score), warnings, memoryMb: Math.round(memory.heapUsedMb), rssMb: Math.round(memory.rssMb) }
  }

  sampleMemory(): MemoryReading {
    this.lastMemory = this.memory()
    return this.lastMemory
  }

  /** Samples memory now and every 30 s; the timer is unref'd, so it never keeps the process (or a test) alive. */
  start(): this {
    if (this.timer) return this
    this.sampleMemory()
    this.timer = setInterval(() => this.sampleMemory(), METRICS_LIMITS.sampleMs)
    this.timer.unref?.()
    return this
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }
}

/** Counts a query, normalised; when the table is full the least asked (the oldest of those) makes room. */
function countQuery(queries: Map<string, number>, raw: string): void {
  const query = raw.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, METRICS_LIMITS.queryChars)
  if (!query) return
  const count = queries.get(query)
  if (count !== undefined) {
    queries.set(query, count + 1)
    return
  }
  if (queries.size >= METRICS_LIMITS.trackedQueries) {
    let victim: string | undefined
    let least = Infinity
    for (const [q, c] of queries) {
      if (c < least) [victim, least] = [q, c]
    }
    if (victim !== undefined) queries.delete(victim)
  }
  queries.set(query, 1)
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`

export const agentName = (id: AgentId) => getAgent(id)?.name ?? id

// One per process: Next.js may load this module in several bundles, and every request must count in the same place.
/** This process's metrics, where every answer is recorded; lib/agents/shared-metrics.ts has the whole site's view. */
export function agentMetrics(): AgentMetrics {
  return processSingleton('venture-studio.agent-metrics', () => new AgentMetrics({ agentName }).start())
}
