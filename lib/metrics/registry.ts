import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'

/**
 * This process's metrics, in one prom-client registry. It lives on globalThis because Next.js may load this module in
 * several bundles of one process (instrumentation, each route), and every bundle must count into the same series.
 * Each instance serves only its own counts: a scraper sums them across instances.
 */
export type Metrics = ReturnType<typeof createMetrics>

const PREFIX = 'studio_'

function createMetrics() {
  const registry = new Registry()
  // Process memory, CPU, event-loop delay, handles and GC, under prom-client's standard names.
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) => new Counter<L>({ name: `${PREFIX}${name}`, help, labelNames, registers })
  return {
    registry,
    requests: counter('http_requests_total', 'Requests answered by this instance, by route group and status', ['group', 'status'] as const),
    requestDuration: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'How long requests took to their last byte, by route group and status',
      labelNames: ['group', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    submissions: counter('submissions_total', 'Form submissions accepted by this instance: stored in the database, queued in the outbox while it was away, or set aside when it refused one for good', ['form', 'outcome'] as const),
    loginFailures: counter('login_failures_total', 'Admin sign-ins refused: a wrong password or unknown account, malformed input, or a client that is blocked', ['reason'] as const),
    jobsFinished: counter('jobs_finished_total', 'Background job attempts run by this instance, by kind and outcome (done, retried later, failed for good)', ['kind', 'outcome'] as const),
    mail: counter('mail_deliveries_total', 'E-mail delivery attempts by this instance: sent (or written to the mail folder) or failed (retried until its attempts run out)', ['outcome'] as const),
    llmCalls: counter('llm_calls_total', 'Language-model calls by provider and outcome: ok, or the error code (budget-spent means no call was made)', ['provider', 'outcome'] as const),
  }
}

const KEY = Symbol.for('venture-studio.metrics')

export function metrics(): Metrics {
  const holder = globalThis as { [KEY]?: Metrics }
  holder[KEY] ??= createMetrics()
  return holder[KEY]
}
