import 'server-only'
import { randomUUID } from 'node:crypto'
import { getDb, usesPostgres, type Db } from '@/lib/db/client'
import { readSnapshots, writeSnapshot } from '@/lib/db/queries/instance-snapshots'
import { AgentMetrics, agentMetrics, agentName, type MetricsSnapshot } from './metrics'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/process-singleton'

/**
 * The assistant's metrics for the whole site when several instances share one PostgreSQL. Each
 * instance records in memory as before (nothing on the hot path) and writes its snapshot as one row every few seconds
 * when it changed; /admin/assistant sums the rows. A restarted instance gets a new id, so earlier processes' counts
 * stay in the totals; only instances heard from lately count towards health.
 */
const KIND = 'agent-metrics'
export const FLUSH_EVERY_MS = 5_000
/** Instances silent for longer are gone (or stuck): their recent responses say nothing about health now. */
const LIVE_MS = 15 * 60_000

export async function flushMetrics(db: Db, instanceId: string, metrics: AgentMetrics): Promise<void> {
  await writeSnapshot(db, KIND, instanceId, metrics.snapshot())
}

/**
 * Every instance's counts summed, this one's taken fresh from memory. `memory` is this process's heap: memory is per
 * process, and the page says which instance answered.
 */
export async function siteMetrics(db: Db, instanceId: string, local: AgentMetrics, now = new Date()): Promise<AgentMetrics> {
  const rows = await readSnapshots(db, KIND)
  const site = new AgentMetrics({ agentName, memory: () => local.sampleMemory() }).add(local.snapshot())
  for (const row of rows) {
    if (row.instanceId === instanceId) continue
    site.add(row.data as MetricsSnapshot, { recent: now.getTime() - row.updatedAt.getTime() < LIVE_MS })
  }
  return site
}

type Flusher = { instanceId: string; timer: ReturnType<typeof setInterval> }

/** Starts this process's periodic flush once (unref'd, so it never keeps the process alive). */
function flusher(): Flusher {
  return processSingleton<Flusher>('venture-studio.metrics-flush', () => {
    const instanceId = randomUUID()
    let flushed = 0
    const timer = setInterval(() => {
      const metrics = agentMetrics()
      if (metrics.changes === flushed) return
      const changes = metrics.changes
      getDb()
        .then((db) => flushMetrics(db, instanceId, metrics))
        .then(() => (flushed = changes))
        .catch((err: unknown) => log('metrics').warn(`could not write this instance's metrics: ${errorMessage(err)}`))
    }, FLUSH_EVERY_MS)
    timer.unref?.()
    return { instanceId, timer }
  })
}

/** Where answers are recorded: this process's metrics, written to PostgreSQL every few seconds when the site runs on it. */
export function recordingMetrics(): AgentMetrics {
  if (usesPostgres()) flusher()
  return agentMetrics()
}

/** What /admin/assistant shows: the whole site with PostgreSQL, this process (the only one) with the embedded database. */
export async function assistantMetrics(): Promise<AgentMetrics> {
  if (!usesPostgres()) return agentMetrics()
  return siteMetrics(await getDb(), flusher().instanceId, agentMetrics())
}
