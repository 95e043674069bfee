import { ROUTING_HOLDOUT, ROUTING_HOLDOUT_2, ROUTING_HOLDOUT_3 } from './routing-holdout'
import { ROUTING_HOLDOUT_A } from './routing-holdout-a'
import { ROUTING_HOLDOUT_B } from './routing-holdout-b'
import type { RoutingCase } from './routing-set'

/**
 * Every hold-out batch with its first-sight score: the router run once over the batch as committed, before any rule
 * was changed because of it. That figure is the honest measure of generalisation and never changes; the hold-out test
 * and the bench's chat suite compare it with today's score.
 */
export type HoldoutBatch = {
  name: string
  cases: readonly RoutingCase[]
  /** Fractions of the batch routed right at first sight. */
  firstSight: { agent: number; type: number }
}

export const HOLDOUT_BATCHES: readonly HoldoutBatch[] = [
  { name: 'batch 1 (routing-holdout.ts)', cases: ROUTING_HOLDOUT, firstSight: { agent: 0.613, type: 0.925 } },
  { name: 'batch 2 (routing-holdout.ts)', cases: ROUTING_HOLDOUT_2, firstSight: { agent: 0.7, type: 0.975 } },
  { name: 'batch 3 (routing-holdout.ts)', cases: ROUTING_HOLDOUT_3, firstSight: { agent: 0.8, type: 0.933 } },
  // Written blind to the keyword lists after meta3-local became the Local Market Specialist.
  { name: 'batch A (routing-holdout-a.ts)', cases: ROUTING_HOLDOUT_A, firstSight: { agent: 77 / 89, type: 85 / 89 } },
  { name: 'batch B (routing-holdout-b.ts)', cases: ROUTING_HOLDOUT_B, firstSight: { agent: 67 / 88, type: 79 / 88 } },
]
