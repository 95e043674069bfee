import { z } from 'zod'

/** What the first-party tracker may send (analytics event). Anything else is refused. */
export const EVENT_TYPES = ['page_view', 'click', 'scroll', 'resize', 'error', 'web_vital'] as const
export type EventType = (typeof EVENT_TYPES)[number]

export const MAX_BATCH_BYTES = 16 * 1024
export const MAX_EVENTS_PER_BATCH = 50

const shortText = z.string().max(300)
const scalar = z.union([shortText, z.number().finite(), z.boolean(), z.null()])

export const analyticsBatchSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'sessionId must be 8–64 letters, digits or dashes'),
  events: z
    .array(
      z.object({
        type: z.enum(EVENT_TYPES),
        // A flat object of short values: the tracker sends paths, labels and numbers, never free-form documents.
        data: z.record(z.string().max(40), scalar).refine((d) => Object.keys(d).length <= 12, 'too many fields'),
        at: z.number().int().positive().optional(),
      }),
    )
    .min(1)
    .max(MAX_EVENTS_PER_BATCH),
})

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>
