import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'
import { registerStateGauges } from './gauges'
import { metrics } from './registry'

/**
 * Whether a request may read the metrics: only with METRICS_TOKEN set and sent as `Authorization: Bearer <token>`.
 * Both sides are hashed first so the comparison takes the same time whatever the guess's length or first wrong byte.
 */
export function mayScrape(authorization: string | null): boolean {
  const token = env().METRICS_TOKEN
  const sent = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  if (!token || !sent) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(sent), digest(token))
}

/** The scrape: this instance's counters and the gauges gathered now, in Prometheus's text format. */
export async function scrape(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics()
  registerStateGauges(registry)
  return { body: await registry.metrics(), contentType: registry.contentType }
}
