import { z } from 'zod'
import { FORM_TYPES, type FormType } from '@/lib/forms/types'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/pipeline/statuses'

/**
 * The dashboard's submission filter as it travels in a GET query string (the filter form, the pagination links and
 * the CSV export link all carry it). Parsing is lenient: a value that does not fit is dropped, never an error page —
 * the filter form is a convenience and a hand-edited URL should still show the dashboard.
 */
export type SubmissionFilter = {
  type?: FormType
  /** Free text searched case-insensitively across the submitted data. */
  q?: string
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string
  to?: string
  /** Applications in this pipeline status; an application without a pipeline row counts as new. */
  status?: ApplicationStatus
  /** Applications assigned to this account id, or UNASSIGNED for those assigned to nobody. */
  assignee?: string
}

export const UNASSIGNED = 'none'

export const SEARCH_MAX_LENGTH = 200

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
  })

const fields = {
  type: z.enum(FORM_TYPES),
  q: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.slice(0, SEARCH_MAX_LENGTH)),
  from: day,
  to: day,
  status: z.enum(APPLICATION_STATUSES),
  // An account id: 'admin' (the owner) or a reviewer's uuid; or 'none'.
  assignee: z.union([z.literal(UNASSIGNED), z.literal('admin'), z.uuid()]),
  page: z.coerce.number().int().min(1).max(1_000_000),
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>

function first(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined
  const v = params[key]
  return Array.isArray(v) ? v[0] : v
}

function pick<K extends keyof typeof fields>(params: Params, key: K): z.output<(typeof fields)[K]> | undefined {
  const raw = first(params, key)
  if (raw === undefined || raw === '') return undefined
  const parsed = fields[key].safeParse(raw)
  return parsed.success ? (parsed.data as z.output<(typeof fields)[K]>) : undefined
}

export function parseSubmissionFilter(params: Params): SubmissionFilter & { page: number } {
  const filter: SubmissionFilter & { page: number } = { page: pick(params, 'page') ?? 1 }
  const type = pick(params, 'type')
  const q = pick(params, 'q')
  let from = pick(params, 'from')
  let to = pick(params, 'to')
  // A reversed range is almost certainly the two dates swapped, not a wish for an empty result.
  if (from && to && from > to) [from, to] = [to, from]
  const status = pick(params, 'status')
  const assignee = pick(params, 'assignee')
  if (type) filter.type = type
  if (q) filter.q = q
  if (from) filter.from = from
  if (to) filter.to = to
  if (status) filter.status = status
  if (assignee) filter.assignee = assignee
  return filter
}

/** The filter alone (no page): what the export and the audit record take. */
export function filterOnly(f: SubmissionFilter): SubmissionFilter {
  const out: SubmissionFilter = {}
  if (f.type) out.type = f.type
  if (f.q) out.q = f.q
  if (f.from) out.from = f.from
  if (f.to) out.to = f.to
  if (f.status) out.status = f.status
  if (f.assignee) out.assignee = f.assignee
  return out
}

/** The query string for a filter (and optionally a page); empty values are left out so URLs stay short. */
export function filterQuery(filter: SubmissionFilter & { page?: number }): string {
  const params = new URLSearchParams()
  if (filter.type) params.set('type', filter.type)
  if (filter.q) params.set('q', filter.q)
  if (filter.from) params.set('from', filter.from)
  if (filter.to) params.set('to', filter.to)
  if (filter.status) params.set('status', filter.status)
  if (filter.assignee) params.set('assignee', filter.assignee)
  if (filter.page && filter.page > 1) params.set('page', String(filter.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

export function isFiltered(filter: SubmissionFilter): boolean {
  return Boolean(filter.type || filter.q || filter.from || filter.to || filter.status || filter.assignee)
}

/** True when the filter can match applications only (a pipeline filter implies them). */
export function applicationsOnly(filter: SubmissionFilter): boolean {
  return filter.type === 'apply' || Boolean(filter.status || filter.assignee)
}

/** The half-open UTC time range [start, end) of a day filter: 'to' includes its whole day. */
export function dayRange(filter: Pick<SubmissionFilter, 'from' | 'to'>): { start?: Date; end?: Date } {
  return {
    start: filter.from ? new Date(`${filter.from}T00:00:00.000Z`) : undefined,
    end: filter.to ? new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000) : undefined,
  }
}
