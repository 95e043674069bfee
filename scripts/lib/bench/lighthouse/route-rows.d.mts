// Types of route-rows.mjs for the TypeScript tests beside it (only what they import).
import type { Aggregate } from './aggregate.mjs'

export function lcpRunsNote(ours: Pick<Aggregate, 'lcpRunsMs' | 'lcpElements'>): string
