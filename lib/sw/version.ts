import 'server-only'
import { createHash } from 'node:crypto'
import { readBuildId } from '@/lib/build-id'

let cached: string | undefined

/**
 * The deploy's version: Next's build id (written to .next/BUILD_ID by every `next build`, read by `next start`
 * itself), so each deploy gets new cache names and the old ones are dropped. The build id is pinned
 * (next.config.ts generateBuildId, scripts/lib/deployment-id.mjs), so every instance serving one build — and hosts
 * that build the same commit — give the same version, and a visitor's worker is not replaced as the load balancer
 * moves them between instances. The worker's own source is hashed in too, so that a change to it is picked up even
 * where the build id stays (a DEPLOYMENT_ID reused for new sources).
 */
export function serviceWorkerVersion(source: string): string {
  if (cached) return cached
  // No build id (next dev): the process start stands in, so a restart still refreshes the caches.
  const buildId = readBuildId() ?? `dev-${Date.now().toString(36)}`
  cached = `${buildId}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`
  return cached
}
